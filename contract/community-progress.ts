// What a community card's progress shows, without zod: read by the overlay (its own small bundle),
// the app and the server. The rest of the contract: community.ts.

/** Rupees, and minutes from the start. */
export const COMMUNITY_LIMITS = {
  goal: { min: 200, max: 100_000 },
  minutes: { min: 5, max: 60 },
  pledge: { min: 10, max: 100_000 },
} as const
/**
 * - open: taking contributions until `endsAt`;
 * - funded: the goal was reached; the card went into the streamer's line;
 * - unfunded: the deadline passed short of the goal; every contribution is refunded;
 * - cancelled: called off by the streamer; every contribution is refunded.
 */
export const COMMUNITY_STATUSES = ['open', 'funded', 'unfunded', 'cancelled'] as const
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number]

export const COMMUNITY_STATUS_LABELS: Record<CommunityStatus, string> = {
  open: 'Community card',
  funded: 'Funded!',
  unfunded: 'Goal not reached: refunded',
  cancelled: 'Cancelled: refunded',
}

/** What the overlay's progress bar shows (every connect and every change). */
export interface OverlayCommunityData {
  community: {
    id: string
    status: CommunityStatus
    title: string
    imageUrl: string
    goal: number
    pledged: number
    top: Array<{ name: string; amount: number }>
    endsAt: string
  } | null
  now: string
}

/** The share of the goal reached, 0–100, for a bar. */
export const progressPercent = (pledged: number, goal: number) =>
  goal <= 0 ? 0 : Math.min(100, Math.floor((pledged / goal) * 100))
