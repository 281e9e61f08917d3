// A subscription's states and which of them carry perks: plain values without zod, so the market's
// first load (src/subscriptions/use-card-perks.ts) does not bring the schema library with it.

/**
 * How a subscription stands, as its subscriber reads it:
 * - active: paid to `currentPeriodEnd`, and renews then;
 * - cancelling: paid to `currentPeriodEnd`, and ends then (the subscriber cancelled);
 * - past-due: the renewal at `currentPeriodEnd` failed; perks stay until `payBy` while it is paid;
 * - halted: not paid by then; perks are gone (subscribing again starts afresh);
 * - ended: over; perks are gone.
 */
export const SUBSCRIPTION_STATES = ['active', 'cancelling', 'past-due', 'halted', 'ended'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

/** The states whose perks (cards, allowance, badge) a subscriber has now. */
export const hasPerks = (state: SubscriptionState) =>
  state === 'active' || state === 'cancelling' || state === 'past-due'
