// The two kinds of card on My Cards: an unused card's tile with its Use button (pending while the
// offline queue holds its use, counting down inside a cooldown, with the streamer's note when a use of
// it was returned), and a played card's compact row (thumbnail, title, a QUEUED badge while its use
// waits and USED after, where that use is on the stream, when it was used, and a way to take it back
// while it still waits).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { orderStatusLabels } from '../../../contract/orders'
import type { OwnedCard } from '../../../contract/purchases'
import { cardImageSrc } from '../../components/cards/card-image'
import { CardTile } from '../../components/cards/card-tile'
import { useLabel } from '../../lib/use-label'
import classes from './owned-card-tiles.module.css'
import { UseStatusNote, useWhen } from './use-status-note'
import { WithdrawButton } from './withdraw-button'

interface AvailableCardTileProps {
  card: OwnedCard
  /** Its use waits in the offline queue for the network. */
  pending: boolean
  /** Seconds left of a cooldown; 0 when it may be used now. */
  cooldown: number
  onUse: (card: OwnedCard) => void
}

export function AvailableCardTile({ card, pending, cooldown, onUse }: AvailableCardTileProps) {
  const { t } = useLingui()
  const title = card.cardTitle
  const buttonText = pending ? t`Waiting for network` : cooldown > 0 ? t`Use in ${cooldown} s` : t`Use Card`
  const ariaLabel = pending
    ? t`${title}: waiting for the network`
    : cooldown > 0
      ? t`${title}: use in ${cooldown} s`
      : t`Use Card ${title}`
  return (
    <CardTile
      titleOrder={3}
      // What the viewer paid (a won auction's bid), not the card's list price today.
      card={{ ...card, price: card.pricePaid }}
      badges={
        pending ? (
          <Badge color="yellow" variant="filled" radius="sm">
            <Trans>PENDING</Trans>
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="xs">
        {/* A returned use: the card is unused again, and the streamer's reason says why. */}
        {card.useStatus === 'rejected' && !pending ? <UseStatusNote card={card} /> : null}
        <Button disabled={pending || cooldown > 0} onClick={() => onUse(card)} aria-label={ariaLabel}>
          {buttonText}
        </Button>
      </Stack>
    </CardTile>
  )
}

/** What the use put on stream, when it was not the card's own text, and when it was used. */
function PlayedText({ card }: { card: OwnedCard }) {
  const when = useWhen()
  const edited =
    card.usedTitle !== null &&
    (card.usedTitle !== card.cardTitle || (card.usedDescription ?? card.description) !== card.description)
  const { usedTitle, usedDescription, usedAt } = card
  const usedWhen = usedAt ? when(usedAt) : ''
  return (
    <>
      {edited ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-played-text>
          {card.usedDescription ? (
            <Trans>
              Played: “{usedTitle}” — {usedDescription}
            </Trans>
          ) : (
            <Trans>Played: “{usedTitle}”</Trans>
          )}
        </Text>
      ) : null}
      {usedAt ? (
        <Text size="xs" c="dimmed">
          <Trans>
            Used <time dateTime={usedAt}>{usedWhen}</time>
          </Trans>
        </Text>
      ) : null}
    </>
  )
}

/**
 * QUEUED while the use waits (for approval or for the stream: nothing reached the stream yet), USED
 * after. Colours that keep 4.5:1 in both schemes (classes.usedPill).
 */
function UsePill({ card }: { card: OwnedCard }) {
  const waiting = card.useStatus === 'held' || card.useStatus === 'queued'
  return (
    <Badge
      variant="filled"
      radius="sm"
      className={waiting ? classes.queuedPill : classes.usedPill}
      data-use-pill={waiting ? 'queued' : 'used'}
    >
      {waiting ? <Trans>QUEUED</Trans> : <Trans>USED</Trans>}
    </Badge>
  )
}

export function PlayedCardRow({ card }: { card: OwnedCard }) {
  const show = useLabel()
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className={classes.row}>
      <img src={cardImageSrc(card.imageUrl)} alt="" className={classes.thumb} />
      <Stack gap={4} miw={0}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {card.cardTitle}
          </Title>
          <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
            <UsePill card={card} />
            {card.refundedAt ? (
              <Badge color="orange.9" variant="filled" radius="sm">
                {/* The Orders page's word for it (contract/orders.ts). */}
                {show(orderStatusLabels.refunded)}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {card.useStatus ? <UseStatusNote card={card} /> : null}
        <PlayedText card={card} />
        {card.useId && (card.useStatus === 'held' || card.useStatus === 'queued') ? (
          <Group>
            <WithdrawButton useId={card.useId} cardTitle={card.cardTitle} />
          </Group>
        ) : null}
      </Stack>
    </article>
  )
}
