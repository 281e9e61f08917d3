// A tier's name on its badge colour (the theme's when it has none), as the Profile, the streamer's
// page and My Subscriptions show it.
import { Badge } from '@mantine/core'
import type { OfferedTier } from '../../contract/subscriptions'

export function TierBadge({ tier }: { tier: Pick<OfferedTier, 'name' | 'badgeColour'> }) {
  return (
    <Badge color={tier.badgeColour ?? undefined} variant="filled">
      {tier.name}
    </Badge>
  )
}
