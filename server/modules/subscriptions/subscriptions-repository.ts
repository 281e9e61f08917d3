import { addDays } from 'date-fns'
import { type Kysely, sql } from 'kysely'
import { PAST_DUE_GRACE_DAYS } from '../../../contract/constants'
import { paiseToRupees } from '../../../contract/money'
import { hasPerks, type SubscriptionState } from '../../../contract/subscription-states'
import type { MySubscription } from '../../../contract/subscriptions'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { SubscriptionRow, SubscriptionTierRow } from '../../db/schema-subscriptions'
import { planOf } from '../accounts'
import { subscriberBadgesOf } from '../catalogue'

/**
 * How a stored subscription stands at `now` (contract/subscriptions.ts SUBSCRIPTION_STATES). An active
 * one past its period that was not cancelled stays active: its renewal is due.
 */
export function subscriptionState(
  row: Pick<SubscriptionRow, 'status' | 'cancel_at_period_end' | 'current_period_end' | 'past_due_since'>,
  now: Date,
): SubscriptionState {
  if (row.status === 'past_due') return payByOf(row) > now ? 'past-due' : 'halted'
  if (row.status === 'halted') return 'halted'
  if (row.status !== 'active') return 'ended'
  const cancelled = row.cancel_at_period_end === 1
  if (!cancelled) return 'active'
  return row.current_period_end && new Date(row.current_period_end) > now ? 'cancelling' : 'ended'
}

/** The end of a past-due subscription's grace: its perks stay until then while it is paid. */
export function payByOf(row: Pick<SubscriptionRow, 'past_due_since' | 'current_period_end'>): Date {
  return addDays(new Date(row.past_due_since ?? row.current_period_end ?? 0), PAST_DUE_GRACE_DAYS)
}

/**
 * Whether a running subscription renews at its period's end: its subscriber has not cancelled, its tier
 * is still offered and its streamer is a creator (a demoted one takes no more money) on Creator Pro.
 * Otherwise it ends then (renewals.ts).
 */
export function renewsAt(
  row: {
    cancel_at_period_end: number
    tier_retired_at: string | null
    streamer_user_type: 'viewer' | 'creator'
    streamer_plan: 'free' | 'pro'
    streamer_pro_until: string | null
  },
  now: Date,
): boolean {
  return (
    row.cancel_at_period_end === 0 &&
    row.tier_retired_at === null &&
    row.streamer_user_type === 'creator' &&
    planOf({ plan: row.streamer_plan, pro_until: row.streamer_pro_until }, now.getTime()) === 'pro'
  )
}

/** A subscription with its streamer's and tier's names and what decides its renewal (`named`, `ofViewer`). */
export type NamedSubscription = SubscriptionRow & {
  streamer_name: string
  tier_name: string
  tier_price_paise: number
  tier_perks: string
  tier_monthly_allowance: number
  tier_badge_colour: SubscriptionTierRow['badge_colour']
  tier_retired_at: string | null
  streamer_user_type: 'viewer' | 'creator'
  streamer_plan: 'free' | 'pro'
  streamer_pro_until: string | null
  allowance_taken: number | null
}

export function toMySubscription(row: NamedSubscription, now: Date): MySubscription {
  // One that will not renew runs to its period's end as if cancelled.
  const state =
    row.status === 'active' && !renewsAt(row, now)
      ? subscriptionState({ ...row, cancel_at_period_end: 1 }, now)
      : subscriptionState(row, now)
  const noticeSent = row.notice_period_end !== null && row.notice_period_end === row.current_period_end
  const renewalPaise =
    noticeSent && row.notice_amount_paise !== null ? row.notice_amount_paise : row.tier_price_paise
  return {
    id: row.id,
    streamer: { id: row.streamer_id, username: row.streamer_name },
    tier: {
      id: row.tier_id,
      name: row.tier_name,
      price: paiseToRupees(row.tier_price_paise),
      perks: row.tier_perks,
      monthlyAllowance: row.tier_monthly_allowance,
      badgeColour: row.tier_badge_colour,
      retired: row.tier_retired_at !== null,
    },
    state,
    price: paiseToRupees(row.price_paise),
    startedAt: row.created_at,
    currentPeriodEnd: row.current_period_end ?? row.created_at,
    // The renewal coming, or (past-due) the one that failed and is owed.
    renewal:
      state === 'active' || state === 'past-due' ? { amount: paiseToRupees(renewalPaise), noticeSent } : null,
    allowanceLeft: hasPerks(state) ? Math.max(0, row.tier_monthly_allowance - (row.allowance_taken ?? 0)) : 0,
    payBy: state === 'past-due' ? payByOf(row).toISOString() : null,
  }
}

/** Viewers' subscriptions; the charges that pay them are written by charges.ts in this folder. */
export function createSubscriptionsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('subscriptions')
      .innerJoin('users as streamer', 'streamer.id', 'subscriptions.streamer_id')
      .innerJoin('subscription_tiers as tier', 'tier.id', 'subscriptions.tier_id')
      .selectAll('subscriptions')
      .select([
        'streamer.username as streamer_name',
        'tier.name as tier_name',
        'tier.price_paise as tier_price_paise',
        'tier.perks as tier_perks',
        'tier.monthly_allowance as tier_monthly_allowance',
        'tier.badge_colour as tier_badge_colour',
        'tier.retired_at as tier_retired_at',
        'streamer.user_type as streamer_user_type',
        'streamer.plan as streamer_plan',
        'streamer.pro_until as streamer_pro_until',
      ])
      // Cards taken from the current period's allowance (modules/subscriptions/perks.ts).
      .select((eb) =>
        eb
          .selectFrom('allowance_claims')
          .select((inner) => inner.fn.countAll<number>().as('taken'))
          .whereRef('allowance_claims.subscription_id', '=', 'subscriptions.id')
          .whereRef('allowance_claims.period_end', '=', 'subscriptions.current_period_end')
          .as('allowance_taken'),
      )

  /** A subscription with its tier, streamer and subscriber, as the renewal sweep reads it (renewals.ts). */
  const withSubscriber = () =>
    db
      .selectFrom('subscriptions')
      .innerJoin('subscription_tiers as tier', 'tier.id', 'subscriptions.tier_id')
      .innerJoin('users as streamer', 'streamer.id', 'subscriptions.streamer_id')
      .innerJoin('users as viewer', 'viewer.id', 'subscriptions.viewer_id')
      .selectAll('subscriptions')
      .select([
        'tier.name as tier_name',
        'tier.price_paise as tier_price_paise',
        'tier.retired_at as tier_retired_at',
        'streamer.username as streamer_name',
        'streamer.user_type as streamer_user_type',
        'streamer.plan as streamer_plan',
        'streamer.pro_until as streamer_pro_until',
        'viewer.email as viewer_email',
        'viewer.username as viewer_name',
        'viewer.locale as viewer_locale',
      ])

  return {
    /** A subscription opened at the provider, awaiting its first payment; answers its id. */
    async open(opening: {
      viewerId: string
      streamerId: string
      tierId: string
      provider: 'simulated' | 'razorpay'
      providerSubscriptionId: string
      pricePaise: number
      now: Date
    }): Promise<string> {
      const id = newId()
      const at = opening.now.toISOString()
      await db
        .insertInto('subscriptions')
        .values({
          id,
          viewer_id: opening.viewerId,
          streamer_id: opening.streamerId,
          tier_id: opening.tierId,
          provider: opening.provider,
          provider_subscription_id: opening.providerSubscriptionId,
          status: 'created',
          price_paise: opening.pricePaise,
          current_period_start: null,
          current_period_end: null,
          cancel_at_period_end: 0,
          cancelled_at: null,
          past_due_since: null,
          simulated_renewals: null,
          provider_state_at: null,
          provider_cancel_due_at: null,
          provider_cancelled_at: null,
          provider_cancel_tried_at: null,
          notice_period_end: null,
          notice_sent_at: null,
          notice_amount_paise: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
      return id
    },

    byId: (id: string) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    byProviderId: (providerSubscriptionId: string) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider_subscription_id', '=', providerSubscriptionId)
        .executeTakeFirst(),

    /** One subscription with its streamer's and tier's names, as its subscriber reads it. */
    named: (id: string) => withNames().where('subscriptions.id', '=', id).executeTakeFirst(),

    /** The viewer's paid subscriptions (never the unpaid ones), newest first. */
    ofViewer: (viewerId: string) =>
      withNames()
        .where('subscriptions.viewer_id', '=', viewerId)
        // Paid at least once: unpaid checkouts (open, or let go) are nobody's subscription.
        .where('subscriptions.current_period_end', 'is not', null)
        .orderBy('subscriptions.created_at', 'desc')
        .orderBy('subscriptions.id', 'desc')
        .execute(),

    /** The viewer's subscription to the streamer that has not ended at `now`, if any. */
    async liveOf(viewerId: string, streamerId: string, now: Date) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .where('status', 'in', ['active', 'past_due'])
        .execute()
      return rows.find((row) => hasPerks(subscriptionState(row, now)))
    },

    /** Whether the payment paid a period of the subscription. */
    async chargedBy(subscriptionId: string, paymentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('subscription_charges')
        .select('id')
        .where('subscription_id', '=', subscriptionId)
        .where('payment_id', '=', paymentId)
        .executeTakeFirst()
      return row !== undefined
    },

    badgesOf: (streamerId: string, viewerIds: readonly string[], now: Date) =>
      subscriberBadgesOf(db, streamerId, viewerIds, now),

    /** The streamer's subscriptions not over: unpaid checkouts, running and past-due ones. */
    unfinishedOfStreamer: (streamerId: string) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .where('status', 'in', ['created', 'active', 'past_due'])
        .execute(),

    /** Active subscriptions whose period ends by `horizon` (a notice, a renewal or an end is due). */
    activeEndingBy: (horizon: string) =>
      withSubscriber()
        .where('subscriptions.status', '=', 'active')
        .where('subscriptions.current_period_end', '<=', horizon)
        .execute(),

    /** Past-due subscriptions unpaid since `before` or longer (their grace is over). */
    pastDueSince: (before: string) =>
      withSubscriber()
        .where('subscriptions.status', '=', 'past_due')
        .where('subscriptions.past_due_since', '<=', before)
        .execute(),

    /** Past-due and unpaid at its grace's end: halted, once per period. True when this call did it. */
    async haltUnpaid(id: string, periodEnd: string | null, now: Date): Promise<boolean> {
      const claimed = await db
        .updateTable('subscriptions')
        .set({ status: 'halted', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'past_due')
        .where('current_period_end', '=', periodEnd)
        .executeTakeFirst()
      return claimed.numUpdatedRows === 1n
    },

    /** An active subscription that does not renew ends at its period's end (once per period). True when this call ended it. */
    async endUnrenewed(id: string, periodEnd: string | null, now: Date): Promise<boolean> {
      const ended = await db
        .updateTable('subscriptions')
        .set({ status: 'ended', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where('current_period_end', '=', periodEnd)
        .executeTakeFirst()
      return ended.numUpdatedRows === 1n
    },

    /** Razorpay agreed to cancel it at its cycle's end: it runs to its period's end. */
    markCancelledAtCycleEnd: (id: string, now: Date) =>
      db
        .updateTable('subscriptions')
        .set({ cancel_at_period_end: 1, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute(),

    /**
     * Lets the viewer's unpaid checkouts to the streamer go: ended, each marked in the same write to
     * be cancelled at its provider (provider-cancel.ts). Answers their ids.
     */
    endUnpaidOf: (viewerId: string, streamerId: string, now: Date) =>
      db
        .updateTable('subscriptions')
        .set({ status: 'ended', provider_cancel_due_at: now.toISOString(), updated_at: now.toISOString() })
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .where('status', '=', 'created')
        .returning('id')
        .execute(),

    /**
     * The month a reversed charge paid for is over at `at`, with the subscription: ended, marked to be
     * cancelled at its provider. Only while the subscription still runs to that charge's period end.
     */
    endReversedPeriod: (charge: { subscription_id: string; period_end: string }, at: Date) => {
      const now = at.toISOString()
      return db
        .updateTable('subscriptions')
        .set({
          status: 'ended',
          current_period_end: now,
          cancel_at_period_end: 1,
          provider_cancel_due_at: sql<string>`coalesce(provider_cancel_due_at, ${now})`,
          updated_at: now,
        })
        .where('id', '=', charge.subscription_id)
        .where('current_period_end', '=', charge.period_end)
        .where('status', 'in', ['active', 'past_due'])
        .execute()
    },

    /** Marks the subscription to be cancelled at its provider (once: a later mark keeps the first time). */
    markProviderCancelDue: (id: string, at: Date) =>
      db
        .updateTable('subscriptions')
        .set({ provider_cancel_due_at: sql<string>`coalesce(provider_cancel_due_at, ${at.toISOString()})` })
        .where('id', '=', id)
        .where('provider_cancelled_at', 'is', null)
        .execute(),

    /**
     * Claims the one attempt at its provider cancel at `now`, unless one was tried after `triedBefore`
     * (it might still be answered). True when this caller holds it.
     */
    async claimProviderCancel(id: string, now: Date, triedBefore: string): Promise<boolean> {
      const claimed = await db
        .updateTable('subscriptions')
        .set({ provider_cancel_tried_at: now.toISOString() })
        .where('id', '=', id)
        .where('provider_cancelled_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('provider_cancel_tried_at', 'is', null),
            eb('provider_cancel_tried_at', '<=', triedBefore),
          ]),
        )
        .executeTakeFirst()
      return claimed.numUpdatedRows === 1n
    },

    /** Its provider agreed to the cancel (or had nothing to cancel). */
    markProviderCancelled: (id: string, at: Date) =>
      db
        .updateTable('subscriptions')
        .set({ provider_cancelled_at: at.toISOString() })
        .where('id', '=', id)
        .where('provider_cancelled_at', 'is', null)
        .execute(),

    /**
     * Up to 100 subscriptions whose provider cancel is due since `dueAfter` and not tried since
     * `triedBefore`, the longest due first.
     */
    providerCancelsDue: (dueAfter: string, triedBefore: string) =>
      db
        .selectFrom('subscriptions')
        .select('id')
        .where('provider_cancel_due_at', '>', dueAfter)
        .where('provider_cancelled_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('provider_cancel_tried_at', 'is', null),
            eb('provider_cancel_tried_at', '<=', triedBefore),
          ]),
        )
        .orderBy('provider_cancel_due_at')
        .limit(100)
        .execute(),

    /** Notes the time of the newest provider event applied (modules/subscriptions/razorpay-events.ts). */
    markProviderState: (id: string, at: string) =>
      db.updateTable('subscriptions').set({ provider_state_at: at }).where('id', '=', id).execute(),

    /**
     * A renewal failed: past-due from now (only an active subscription, and with `periodEnd` only
     * while it still runs to that end: claimed once per period). True when it changed.
     */
    async markPastDue(id: string, now: Date, periodEnd?: string): Promise<boolean> {
      const at = now.toISOString()
      let update = db
        .updateTable('subscriptions')
        .set({ status: 'past_due', past_due_since: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'active')
      if (periodEnd !== undefined) update = update.where('current_period_end', '=', periodEnd)
      const result = await update.executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Not paid in time: halted, its perks over (an active or past-due subscription). */
    async markHalted(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ status: 'halted', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', 'in', ['active', 'past_due'])
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Ended at the provider: it runs to its paid month's end and does not renew. */
    async endAtPeriodEnd(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({
          cancel_at_period_end: 1,
          cancelled_at: sql<string>`coalesce(cancelled_at, ${now.toISOString()})`,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where('cancel_at_period_end', '=', 0)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** The simulated provider's test mandate: 'decline' fails the subscription's renewals. */
    setSimulatedRenewals: (id: string, renewals: 'decline' | null) =>
      db.updateTable('subscriptions').set({ simulated_renewals: renewals }).where('id', '=', id).execute(),

    /** Ends a past-due subscription at its subscriber's cancel: nothing more is asked of them. */
    endPastDue: (id: string, now: Date) =>
      db
        .updateTable('subscriptions')
        .set({
          status: 'ended',
          cancel_at_period_end: 1,
          cancelled_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'past_due')
        .execute(),

    /** Sets or clears the cancel at the period's end; only an active subscription changes. */
    setCancelAtPeriodEnd: (id: string, cancel: boolean, now: Date) =>
      db
        .updateTable('subscriptions')
        .set({
          cancel_at_period_end: cancel ? 1 : 0,
          // A second cancel keeps the first one's time (the analytics count it once, then).
          cancelled_at: cancel ? sql<string>`coalesce(cancelled_at, ${now.toISOString()})` : null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .execute(),
  }
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>

/** A subscription as the renewal sweep reads it: with its tier, streamer and subscriber. */
export type SweptSubscription = Awaited<ReturnType<SubscriptionsRepository['activeEndingBy']>>[number]
