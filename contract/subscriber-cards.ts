// Cards for subscribers only, and the monthly allowance of cards a subscriber takes free. The rule is
// here once so that the server's refusal and the button a viewer sees never disagree.

/** The cheapest tier that opens a subscribers-only card, as viewers read it on the card. */
export interface CardLock {
  id: string
  name: string
  /** Rupees a month. */
  price: number
}

/**
 * Tiers rank by their monthly price: a subscription opens a card locked at a tier when its own tier
 * costs at least as much (a retired lock tier keeps its price, so the rank stays meaningful).
 */
export const tierOpens = (subscriptionTierPrice: number, lock: Pick<CardLock, 'price'>): boolean =>
  subscriptionTierPrice >= lock.price

/** A tier's allowance as every screen words it. */
export const allowanceText = (count: number) =>
  count === 0 ? 'No free cards' : `${count} free card${count === 1 ? '' : 's'} a month`

/** What is left of a running subscription's allowance this period. */
export const allowanceLeftText = (left: number, monthly: number) =>
  monthly === 0 ? 'No free cards in this tier' : `${left} of ${monthly} free cards left this month`

export const subscriberCardMessages = {
  lockNote: (tier: string) => `Subscribers: ${tier} and above`,
  locked: (tier: string) => `This card is for subscribers of ${tier} or a higher tier.`,
  unlock: 'Unlock',
  subscribeToUnlock: (card: string) => `Subscribe to unlock: ${card}`,
  tierRequired: 'Choose one of your subscription tiers.',
  noTiers: 'Offer a subscription tier first (Profile → Subscription tiers).',
  getFree: 'Get free',
  getFreeHint: (left: number) => `From your subscription: ${left} free this month`,
  claimed: (left: number) => `Card taken from your allowance: ${left} more free this month.`,
  notSubscribed: 'Subscribe to this streamer to take cards from a monthly allowance.',
  noAllowance: 'Your tier includes no free cards.',
  allowanceUsed: (renews: string) => `Your free cards for this month are taken: more on ${renews}.`,
  freeAlready: 'This card is free: take it with Get free.',
  claimFailed: 'Failed to take the card from your allowance.',
} as const
