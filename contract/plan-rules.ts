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
  /** Every creators' area refuses anyone else with this (earnings, payouts and cards name it too). */
  creatorsOnly: 'You must be a creator to access this page.',
  orderFailed: 'Failed to create payment order.',
  verifyFailed: 'Payment verification failed.',
  proActivated: 'Creator Pro is active.',
  unknownPlan: "The only plan on sale is 'pro'.",
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
