// The two kinds of tile on My Cards: an unused card with its Use button (pending while the offline
// queue holds its use, counting down inside a cooldown, with the streamer's note when a use of it was
// returned), and a used card with its USED badge, where that use is on the stream, and a way to take
// it back while it still waits.
import { Badge, Button, Stack, Text } from '@mantine/core'
import type { OwnedCard } from '../../../contract/cards'
import { CardTile } from '../../components/cards/card-tile'
import { formatDateTime, UseStatusNote } from './use-status-note'
import { WithdrawButton } from './withdraw-button'

interface AvailableCardTileProps {
  card: OwnedCard
  /** Its use waits in the offline queue for the network. */
  pending: boolean
  /** Seconds left of a cooldown; 0 when it may be used now. */
  cooldown: number
  onUse: (card: OwnedCard) => void
}

function useButtonText(pending: boolean, cooldown: number) {
  if (pending) return 'Waiting for network'
  return cooldown > 0 ? `Use in ${cooldown} s` : 'Use Card'
}

export function AvailableCardTile({ card, pending, cooldown, onUse }: AvailableCardTileProps) {
  const ariaLabel = pending
    ? `${card.cardTitle}: waiting for the network`
    : cooldown > 0
      ? `${card.cardTitle}: use in ${cooldown} s`
      : `Use Card ${card.cardTitle}`
  return (
    <CardTile
      titleOrder={3}
      card={card}
      badges={
        pending ? (
          <Badge color="yellow" variant="filled" radius="sm">
            PENDING
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="xs">
        {/* A returned use: the card is unused again, and the streamer's reason says why. */}
        {card.useStatus === 'rejected' && !pending ? <UseStatusNote card={card} /> : null}
        <Button disabled={pending || cooldown > 0} onClick={() => onUse(card)} aria-label={ariaLabel}>
          {useButtonText(pending, cooldown)}
        </Button>
      </Stack>
    </CardTile>
  )
}

/** What the use put on stream, when it was not the card's own text, and when it was used. */
function PlayedText({ card }: { card: OwnedCard }) {
  const edited =
    card.usedTitle !== null &&
    (card.usedTitle !== card.cardTitle || (card.usedDescription ?? card.description) !== card.description)
  return (
    <>
      {edited ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-played-text>
          Played: “{card.usedTitle}”{card.usedDescription ? ` — ${card.usedDescription}` : ''}
        </Text>
      ) : null}
      {card.usedAt ? (
        <Text size="xs" c="dimmed">
          Used <time dateTime={card.usedAt}>{formatDateTime(card.usedAt)}</time>
        </Text>
      ) : null}
    </>
  )
}

export function UsedCardTile({ card }: { card: OwnedCard }) {
  return (
    <CardTile
      titleOrder={3}
      card={card}
      muted
      badges={
        <>
          <Badge color="dark" variant="filled" radius="sm">
            USED
          </Badge>
          {card.refundedAt ? (
            <Badge color="orange" variant="filled" radius="sm">
              Refunded
            </Badge>
          ) : null}
        </>
      }
    >
      <Stack gap={4}>
        <PlayedText card={card} />
        {card.useStatus ? <UseStatusNote card={card} /> : null}
        {card.useId && (card.useStatus === 'held' || card.useStatus === 'queued') ? (
          <WithdrawButton useId={card.useId} cardTitle={card.cardTitle} />
        ) : null}
      </Stack>
    </CardTile>
  )
}
