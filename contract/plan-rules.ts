// The creator plans' rules: what each plan gives, when Creator Pro is in force,
// and the messages. No zod here: the landing page and the header read these, and stay light.
import { REVENUE_SHARE_PERCENT, type USER_PLANS } from './constants'

export type Plan = (typeof USER_PLANS)[number]

/** One purchase of Creator Pro buys this many months, counted from the current end when still active. */
export const PRO_MONTHS_PER_PURCHASE = 1

/** What Creator Pro gives over the free plan, as the landing and the profile list it. */
export const PRO_FEATURES = [
  `Your audience buys your priced cards, and you keep ${REVENUE_SHARE_PERCENT}%`,
  'No Cardcast branding on your overlay',
  'A Pro badge on the streamers page',
  'Analytics of your sales and uses',
] as const

export const planMessages = {
  proNeededToSell: 'Creator Pro is needed to sell cards.',
  alreadyCreator: 'You are already a creator.',
  becameCreator: 'You are now a creator on the free plan.',
  streamerNotPro:
    "This card can't be bought right now: its streamer's Creator Pro plan has ended. Try again later.",
  proNeededForAnalytics: 'Analytics come with Creator Pro.',
  /** A priced card whose streamer's Creator Pro has ended: its Buy says so, disabled. */
  unavailable: 'Unavailable',
  unavailableNote: "Its streamer's Creator Pro has ended: this card is back on sale when it is renewed.",
  /** To the streamer, on Card Inventory, Earnings and Profile, while they have priced cards. */
  pricedCardsPaused: 'Your priced cards are paused: renew Creator Pro',
  /** Every creators' area refuses anyone else with this (earnings, payouts and cards name it too). */
  creatorsOnly: 'You must be a creator to access this page.',
  orderFailed: 'Failed to create payment order.',
  verifyFailed: 'Payment verification failed.',
  proActivated: 'Creator Pro is active.',
  unknownPlan: "The only plan on sale is 'pro'.",
  renewalNeedsMonthlyPro: 'Monthly renewal is for Creator Pro bought by the month.',
  renewalUnavailable: "Creator Pro can't renew through Razorpay yet: extend it by a month instead.",
  renewalOn: (date: string) =>
    `Creator Pro renews on ${date}. You'll get a notice by mail a day or two before.`,
  renewalOff: (date: string) => `Renewal cancelled: Creator Pro stays until ${date}, then ends.`,
  renewalFailed: 'Failed to change the renewal.',
} as const

/**
 * The plan in force at `now`: Creator Pro until its end date (no end when null, as an administrator
 * may grant it), free otherwise. Read at request time, so a lapsed plan needs no job to end it.
 */
export function effectivePlan(
  { plan, proUntil }: { plan: Plan; proUntil: string | null },
  now: number = Date.now(),
): Plan {
  return plan === 'pro' && (proUntil === null || Date.parse(proUntil) > now) ? 'pro' : 'free'
}

/**
 * When a priced card stops being for sale: its streamer's Creator Pro end (null: none; in the past:
 * paused until it is renewed). Free cards are always for sale, so they carry none.
 */
export function saleEndOf(
  pricePaise: number,
  seller: { plan: Plan; proUntil: string | null },
): { forSaleUntil?: string | null } {
  if (pricePaise === 0) return {}
  // On the free plan (Pro ended by an administrator, or never bought) the sale is already over.
  if (seller.plan !== 'pro') return { forSaleUntil: new Date(0).toISOString() }
  return { forSaleUntil: seller.proUntil }
}

/** Whether a card's sale is paused at `now` (see `saleEndOf`). */
export const salePaused = (card: { forSaleUntil?: string | null }, now: number = Date.now()): boolean =>
  card.forSaleUntil != null && Date.parse(card.forSaleUntil) <= now
