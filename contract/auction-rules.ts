// The auctions' rules as numbers and arithmetic: limits, the soft close, the bid step and the offer's
// time. No zod here: the landing page reads these and stays light (auctions.ts re-exports them for the
// rest; docs/auctions.md tells the whole).
export const AUCTION_LIMITS = {
  durationMinutes: { min: 1, max: 30 },
  /** Rupees. */
  reserve: { min: 0, max: 1_000_000 },
  increment: { min: 1, max: 100_000 },
  bid: { min: 1, max: 1_000_000 },
} as const
export const AUCTION_DEFAULT_INCREMENT_RUPEES = 10
/** A bid in the last SOFT_CLOSE_SECONDS moves the end to SOFT_CLOSE_SECONDS after it. */
export const AUCTION_SOFT_CLOSE_SECONDS = 60
/** The soft close moves the end at most this far past the end the auction started with, in total. */
export const AUCTION_SOFT_CLOSE_MAX_MINUTES = 10
/**
 * Above `abovePaise` (₹200) each bid must beat the one before by at least `percent` of it (whole
 * rupees, rounded up), or by the streamer's increment when that is more.
 */
export const AUCTION_PROPORTIONAL_STEP = { abovePaise: 20_000, percent: 5 } as const
/** Days a bidder who let an offer lapse unpaid may not bid on that streamer's auctions. */
export const AUCTION_LAPSE_BAN_DAYS = 7
/** How long each bidder in turn has to pay, from the end or from the offer passing to them. */
export const AUCTION_OFFER_MINUTES = 15
/** How the step grows, as forms say it: 'and 5% above ₹200'. */
export const AUCTION_STEP_NOTE = `and ${AUCTION_PROPORTIONAL_STEP.percent}% above ₹${AUCTION_PROPORTIONAL_STEP.abovePaise / 100}`

/** The least a bid must add to `pricePaise`: the streamer's increment, or a share of the price above ₹200. */
export function bidStepPaise(incrementPaise: number, pricePaise: number): number {
  const { abovePaise, percent } = AUCTION_PROPORTIONAL_STEP
  if (pricePaise <= abovePaise) return incrementPaise
  return Math.max(incrementPaise, Math.ceil((pricePaise * percent) / 100 / 100) * 100)
}

/**
 * The lowest bid the server accepts, in paise: the reserve (at least ₹1) before any bid, then the top
 * bid plus its step. The server decides with it and the auction's `nextMinimum` (the bid form) shows it.
 */
export function nextMinimumBidPaise(reservePaise: number, incrementPaise: number, topPaise?: number): number {
  return topPaise === undefined
    ? Math.max(100, reservePaise)
    : topPaise + bidStepPaise(incrementPaise, topPaise)
}
