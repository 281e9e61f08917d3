// A subscriber's badge: how their use shows on the overlay and the streamer's Live page. Its own
// module, so that the stream and overlay contracts need nothing else of subscriptions.
import { z } from 'zod'
import { TIER_BADGE_COLOURS } from './constants'

/** How a subscriber's use shows on the overlay and the streamer's Live page. */
export const subscriberBadgeSchema = z.object({
  tier: z.string(),
  badgeColour: z.enum(TIER_BADGE_COLOURS).nullable(),
  months: z.number().int().describe('Months paid so far, this one included.'),
})
export type SubscriberBadge = z.output<typeof subscriberBadgeSchema>
