import type { Generated, Selectable } from 'kysely'
import type { TierBadgeColour } from '../../contract/constants'
import type { RefundStatus } from './schema-money'

// Subscriptions: the tiers streamers offer, viewers' subscriptions to them, and the charges that paid
// each period.

export interface SubscriptionTierTable {
  id: string
  streamer_id: string
  name: string
  /** What new subscribers pay a month, and existing ones from their next period. */
  price_paise: number
  perks: string
  monthly_allowance: number
  badge_colour: TierBadgeColour | null
  created_at: string
  updated_at: string
  /** Set once retired: no new subscribers. */
  retired_at: string | null
}

/**
 * - created: opened at the provider, its first payment not yet made (never shown);
 * - active: paid to `current_period_end`; renews then unless `cancel_at_period_end`;
 * - past_due: its renewal failed (`past_due_since`); perks stay PAST_DUE_GRACE_DAYS while it is paid;
 * - halted: not paid in time; perks ended;
 * - ended: over (cancelled and past its period).
 */
export type StoredSubscriptionStatus = 'created' | 'active' | 'past_due' | 'halted' | 'ended'

export interface SubscriptionTable {
  id: string
  viewer_id: string
  streamer_id: string
  tier_id: string
  provider: 'simulated' | 'razorpay'
  provider_subscription_id: string
  status: StoredSubscriptionStatus
  /** What the current period cost (the tier's price when it began). */
  price_paise: number
  current_period_start: string | null
  current_period_end: string | null
  cancel_at_period_end: Generated<number>
  /** When its subscriber cancelled it (cleared by a resume): the analytics count cancellations by it. */
  cancelled_at: string | null
  /**
   * The pre-debit notice of the next renewal: the period end it announced, when it was sent and the
   * amount it named. A renewal charges only that amount, and only 24 hours after it was sent.
   */
  notice_period_end: string | null
  notice_sent_at: string | null
  notice_amount_paise: number | null
  /** When its renewal failed, while past-due. */
  past_due_since: string | null
  /** The simulated provider's test mandate: 'decline' fails its renewals. */
  simulated_renewals: 'decline' | null
  /** When the latest provider event applied to it happened (older ones arriving late are ignored). */
  provider_state_at: string | null
  /** Let go here, so to be cancelled at its provider too (migration 038); null: nothing asked. */
  provider_cancel_due_at: string | null
  /** When its provider agreed to the cancel asked by `provider_cancel_due_at`. */
  provider_cancelled_at: string | null
  /** The latest attempt at that cancel: one attempt at a time, the next one a while after. */
  provider_cancel_tried_at: string | null
  created_at: string
  updated_at: string
}

/** The one open checkout of a viewer and streamer (modules/subscriptions/checkouts.ts). */
export interface SubscriptionCheckoutTable {
  viewer_id: string
  streamer_id: string
  tier_id: string
  price_paise: number
  provider: 'simulated' | 'razorpay'
  claim: string
  claimed_at: string
  subscription_id: string | null
}

/** One paid period: written once per provider payment. */
export interface SubscriptionChargeTable {
  id: string
  subscription_id: string
  payment_id: string
  amount_paise: number
  period_start: string
  period_end: string
  created_at: string
  /** An administrator's refund (modules/subscriptions/charge-refunds.ts); null: none asked. */
  refund_status: RefundStatus | null
  /** The idempotency key of the refund's provider call: new for each attempt after a failure. */
  refund_key: string | null
  refund_reason: string | null
  refund_admin_id: string | null
  provider_refund_id: string | null
  refunded_at: string | null
}

/** A card a subscriber took from the allowance of the period ending `period_end`. */
export interface AllowanceClaimTable {
  id: string
  subscription_id: string
  period_end: string
  purchase_id: string
  created_at: string
}

/** The monthly plan made at Razorpay for a tier at a price. */
export interface SubscriptionPlanTable {
  tier_id: string
  price_paise: number
  provider_plan_id: string
  created_at: string
}

/** Creator Pro renewing each month: its period end is the user's `pro_until`. */
export interface ProRenewalTable {
  user_id: string
  provider: 'simulated' | 'razorpay'
  /** 1 while it renews; 0 once its streamer cancelled (Pro runs to `pro_until`, then lapses). */
  renews: number
  cancelled_at: string | null
  notice_period_end: string | null
  notice_sent_at: string | null
  notice_amount_paise: number | null
  created_at: string
  updated_at: string
}

export interface SubscriptionTables {
  pro_renewals: ProRenewalTable
  subscription_plans: SubscriptionPlanTable
  subscription_tiers: SubscriptionTierTable
  subscriptions: SubscriptionTable
  subscription_charges: SubscriptionChargeTable
  allowance_claims: AllowanceClaimTable
  subscription_checkouts: SubscriptionCheckoutTable
}

export type SubscriptionTierRow = Selectable<SubscriptionTierTable>
export type SubscriptionRow = Selectable<SubscriptionTable>
export type SubscriptionChargeRow = Selectable<SubscriptionChargeTable>
