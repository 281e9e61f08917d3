import type { Kysely } from 'kysely'
import { type AnalyticsRange, type AnalyticsSubscriptions, addDaysToDay } from '../../../contract/analytics'
import { istDayStart } from '../../../contract/dates'
import { paiseToRupees } from '../../../contract/money'
import type { Database } from '../../db/schema'

interface Figures {
  active: number
  new: number
  cancelled: number
  monthlyRevenuePaise: number
  activeAtStart: number
  /** Cancellations in the range by subscriptions running at its start: churn's numerator. */
  churned: number
}

const emptyFigures = (): Figures => ({
  active: 0,
  new: 0,
  cancelled: 0,
  monthlyRevenuePaise: 0,
  activeAtStart: 0,
  churned: 0,
})

/**
 * A streamer's subscribers over a range of IST days, read from the paid periods (subscription_charges):
 * a subscription runs at an instant when one of its charges covers it. The range's end is its last
 * day's end, or now when that is sooner. Counted in memory: a streamer's subscriptions and charges are
 * few enough, and the definitions stay readable.
 */
export function createSubscriptionAnalyticsRepository(db: Kysely<Database>) {
  return {
    async forStreamer(
      streamerId: string,
      { from, to }: AnalyticsRange,
      now: Date,
    ): Promise<AnalyticsSubscriptions> {
      const start = istDayStart(from)
      const dayAfter = istDayStart(addDaysToDay(to, 1))
      const end = new Date(Math.min(now.getTime(), Date.parse(dayAfter))).toISOString()
      const [tiers, subscriptions, charges] = await Promise.all([
        db
          .selectFrom('subscription_tiers')
          .select(['id', 'name', 'price_paise'])
          .where('streamer_id', '=', streamerId)
          .orderBy('price_paise')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('subscriptions')
          .select(['id', 'tier_id', 'cancelled_at'])
          .where('streamer_id', '=', streamerId)
          .where('status', '!=', 'created')
          .execute(),
        db
          .selectFrom('subscription_charges')
          .innerJoin('subscriptions', 'subscriptions.id', 'subscription_charges.subscription_id')
          .select([
            'subscription_charges.subscription_id',
            'subscription_charges.amount_paise',
            'subscription_charges.period_start',
            'subscription_charges.period_end',
            'subscription_charges.created_at',
          ])
          .where('subscriptions.streamer_id', '=', streamerId)
          .execute(),
      ])
      const chargesOf = new Map<string, typeof charges>()
      for (const charge of charges) {
        const list = chargesOf.get(charge.subscription_id) ?? []
        list.push(charge)
        chargesOf.set(charge.subscription_id, list)
      }
      const covering = (list: typeof charges, at: string) =>
        list.find((charge) => charge.period_start <= at && at < charge.period_end)

      const byTier = new Map(tiers.map((tier) => [tier.id, emptyFigures()]))
      const all = emptyFigures()
      for (const subscription of subscriptions) {
        const list = chargesOf.get(subscription.id) ?? []
        if (list.length === 0) continue
        const figures = byTier.get(subscription.tier_id) ?? emptyFigures()
        // ISO-8601 UTC times sort as text.
        const firstPaid = list.map((charge) => charge.created_at).sort()[0] as string
        const atEnd = covering(list, end)
        const add = (key: keyof Figures, amount = 1) => {
          figures[key] += amount
          all[key] += amount
        }
        if (atEnd) {
          add('active')
          add('monthlyRevenuePaise', atEnd.amount_paise)
        }
        const ranAtStart = covering(list, start) !== undefined
        if (ranAtStart) add('activeAtStart')
        if (firstPaid >= start && firstPaid < end) add('new')
        if (
          subscription.cancelled_at &&
          subscription.cancelled_at >= start &&
          subscription.cancelled_at < end
        ) {
          add('cancelled')
          if (ranAtStart) add('churned')
        }
      }

      const shown = ({ activeAtStart: _, churned: __, monthlyRevenuePaise, ...figures }: Figures) => ({
        ...figures,
        monthlyRevenue: paiseToRupees(monthlyRevenuePaise),
      })
      return {
        ...shown(all),
        churn: all.activeAtStart > 0 ? Math.round((all.churned / all.activeAtStart) * 10_000) / 10_000 : 0,
        tiers: tiers.map((tier) => ({
          tierId: tier.id,
          name: tier.name,
          ...shown(byTier.get(tier.id) ?? emptyFigures()),
        })),
      }
    },
  }
}
