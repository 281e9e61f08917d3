import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Card } from '../../contract/cards'
import { isFree } from '../../contract/money'
import { subscriberCardMessages } from '../../contract/subscriber-cards'
import { FreeBadge } from '../components/cards/free-badge'
import { LockIcon } from '../components/icons'
import { useLabel } from '../lib/use-label'

/** On a subscribers-only card's picture: a lock and the cheapest tier that opens it. */
export function CardLockBadge({ card }: { card: Card }) {
  const { t } = useLingui()
  const show = useLabel()
  if (!card.subscribersOnly) return null
  const tier = card.minTier?.name
  return (
    <Badge
      color="grape"
      variant="filled"
      radius="sm"
      leftSection={<LockIcon aria-hidden />}
      title={tier ? show(subscriberCardMessages.lockNote(tier)) : undefined}
      data-card-lock
      maw={{ base: 100, sm: 200 }}
    >
      {tier ?? t`Subscribers`}
    </Badge>
  )
}

/** The badges on a sale tile's picture: FREE for a free card, the lock for a subscribers-only one. */
export function cardBadges(card: Card): ReactNode {
  const free = isFree(card.price)
  if (!free && !card.subscribersOnly) return null
  return (
    <>
      {free ? <FreeBadge /> : null}
      <CardLockBadge card={card} />
    </>
  )
}
