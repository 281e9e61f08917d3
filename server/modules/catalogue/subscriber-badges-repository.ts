// What a viewer's subscription shows beside their name wherever the streamer's cards are used: the
// tier's badge and the months paid. Read here, beside the tiers (subscription-tiers-repository.ts),
// so that the show (modules/stream) draws badges without importing the sales above it
// (docs/architecture.md, "Layers").
import { subDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { PAST_DUE_GRACE_DAYS } from '../../../contract/constants'
import type { SubscriberBadge } from '../../../contract/subscriber-badge'
import type { Database } from '../../db/schema'

/**
 * The badges of the streamer's subscribers whose perks run at `now` (active, or past due within its
 * grace): one row per subscription, for badgesOf, or joined to a use the line sends (live-queue.ts).
 */
export const badgeRows = (db: Kysely<Database>, streamerId: string, now: Date) =>
  badgeRowsAt(db, streamerId, badgeTimes(now))

/** The instants `badgeRows` compares with, as bound text (a prepared statement rebinds them). */
export interface BadgeTimes {
  now: string
  /** A past-due subscription keeps its perks if it fell due after this (`PAST_DUE_GRACE_DAYS`). */
  pastDueAfter: string
}

export const badgeTimes = (now: Date): BadgeTimes => ({
  now: now.toISOString(),
  pastDueAfter: subDays(now, PAST_DUE_GRACE_DAYS).toISOString(),
})

export const badgeRowsAt = (db: Kysely<Database>, streamerId: string, at: BadgeTimes) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('subscription_tiers as tier', 'tier.id', 'subscriptions.tier_id')
    .select((eb) => [
      'subscriptions.viewer_id',
      'tier.name as tier_name',
      'tier.badge_colour as badge_colour',
      eb
        .selectFrom('subscription_charges')
        .select((inner) => inner.fn.countAll<number>().as('months'))
        .whereRef('subscription_charges.subscription_id', '=', 'subscriptions.id')
        .as('months'),
    ])
    .where('subscriptions.streamer_id', '=', streamerId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('subscriptions.status', '=', 'active'),
          eb('subscriptions.current_period_end', '>', at.now),
        ]),
        // Past-due, within its grace (`payByOf`).
        eb.and([
          eb('subscriptions.status', '=', 'past_due'),
          eb('subscriptions.past_due_since', '>', at.pastDueAfter),
        ]),
      ]),
    )

/**
 * The badges of those of `viewerIds` who subscribe to the streamer at `now` (a cancelled one counts
 * to its period's end): tier, colour and the months paid so far.
 */
export async function subscriberBadgesOf(
  db: Kysely<Database>,
  streamerId: string,
  viewerIds: readonly string[],
  now: Date,
) {
  const badges = new Map<string, SubscriberBadge>()
  if (viewerIds.length === 0) return badges
  const rows = await badgeRows(db, streamerId, now)
    .where('subscriptions.viewer_id', 'in', [...new Set(viewerIds)])
    .execute()
  for (const row of rows)
    badges.set(row.viewer_id, {
      tier: row.tier_name,
      badgeColour: row.badge_colour,
      months: row.months ?? 0,
    })
  return badges
}
