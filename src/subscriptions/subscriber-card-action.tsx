// The action at a card's foot where a subscription changes it: a locked card says which tier opens it
// and leads to the streamer's tiers; a priced card the viewer's allowance covers offers 'Get free'.
// Otherwise the list's own button (Buy) shows.
import { Button, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Card } from '../../contract/cards'
import { paths } from '../../contract/paths'
import { subscriberCardMessages } from '../../contract/subscriber-cards'
import { LockIcon } from '../components/icons'
import { useLabel } from '../lib/use-label'
import type { useAllowanceClaim } from './use-allowance-claim'
import type { CardPerks } from './use-card-perks'

/** What 'Get free' needs of `useAllowanceClaim`. */
export type ClaimAction = Pick<ReturnType<typeof useAllowanceClaim>, 'ask' | 'busyCardId'>

interface SubscriberCardActionProps {
  card: Card
  perks: CardPerks
  claim: ClaimAction
  /** On the streamer's own page: shows their tiers. Elsewhere 'Subscribe to unlock' goes to that page. */
  onUnlock?: () => void
  offline: boolean
  children: ReactNode
}

export function SubscriberCardAction({
  card,
  perks,
  claim,
  onUnlock,
  offline,
  children,
}: SubscriberCardActionProps) {
  const show = useLabel()
  if (perks.locked) {
    const noteId = `lock-${card._id}`
    const tier = card.minTier?.name
    const look = {
      variant: 'light',
      color: 'grape',
      leftSection: <LockIcon aria-hidden />,
      'aria-describedby': tier ? noteId : undefined,
      'aria-label': show(subscriberCardMessages.subscribeToUnlock(card.cardTitle)),
      children: show(subscriberCardMessages.unlock),
    } as const
    return (
      <Stack gap={4}>
        {onUnlock ? (
          <Button {...look} onClick={onUnlock} />
        ) : (
          <Button
            {...look}
            component={Link}
            to={paths.streamerCards}
            state={{ streamerEmailId: card.streamerEmailId }}
          />
        )}
        {tier ? (
          <Text id={noteId} size="xs" c="dimmed" ta="center">
            {show(subscriberCardMessages.lockNote(tier))}
          </Text>
        ) : null}
      </Stack>
    )
  }
  if (perks.allowanceLeft > 0) {
    const noteId = `allowance-${card._id}`
    return (
      <Stack gap={4}>
        <Button
          color="teal"
          onClick={() => claim.ask(card, perks.allowanceLeft)}
          loading={claim.busyCardId === card._id}
          disabled={offline}
          aria-describedby={noteId}
          aria-label={`${show(subscriberCardMessages.getFree)}: ${card.cardTitle}`}
        >
          {show(subscriberCardMessages.getFree)}
        </Button>
        <Text id={noteId} size="xs" c="dimmed" ta="center">
          {show(subscriberCardMessages.getFreeHint(perks.allowanceLeft))}
        </Text>
      </Stack>
    )
  }
  return children
}
