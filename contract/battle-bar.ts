// What a card battle's bar shows, without zod: read by the overlay (its own small bundle), the app and
// the server. The rest of the contract: battles.ts; the whole story: docs/battles.md.

/** Minutes a battle runs, chosen by the streamer who invites. */
export const BATTLE_LIMITS = { minutes: { min: 5, max: 15 } } as const
/** Minutes an invitation waits for its answer before it expires. */
export const BATTLE_INVITE_MINUTES = 5
/** Whole rupees a paid sale scores per point; a free card used scores FREE_USE_POINTS. */
export const PAISE_PER_POINT = 100
export const FREE_USE_POINTS = 1

/**
 * - pending: invited, waiting for the other streamer's answer until `expiresAt`;
 * - running: accepted; sales and free uses of either streamer's cards score until `endsAt`;
 * - ended: over (its time ran out, or one of the two ended it early and lost), its result stored once;
 * - declined, expired, withdrawn: never started (refused, unanswered in time, called off).
 */
export const BATTLE_STATUSES = ['pending', 'running', 'ended', 'declined', 'expired', 'withdrawn'] as const
export type BattleStatus = (typeof BATTLE_STATUSES)[number]

/** time: the battle ran its minutes; early: one of the two ended it before, and lost. */
export const BATTLE_END_REASONS = ['time', 'early'] as const
export type BattleEndReason = (typeof BATTLE_END_REASONS)[number]

/** One streamer's side of the bar. */
export interface BattleSideShown {
  name: string
  points: number
}

/** What the overlay's battle bar shows (every connect and every change): this overlay's streamer first. */
export interface OverlayBattleData {
  battle: {
    id: string
    status: 'running' | 'ended'
    sides: [BattleSideShown, BattleSideShown]
    endsAt: string
    /** Ended: the winner's name, or null for a tie. */
    winner: string | null
    reason: BattleEndReason | null
  } | null
  now: string
}

/** The first side's share of the bar, 0–100: half each while nobody has scored. */
export function splitPercent(first: number, second: number): number {
  const total = first + second
  return total <= 0 ? 50 : Math.round((first * 100) / total)
}

/** How the overlay and the pages word a result. */
export function battleResultText(winner: string | null, reason: BattleEndReason | null): string {
  if (winner === null) return 'A tie: both forfeits play'
  return reason === 'early' ? `${winner} wins: the other ended it early` : `${winner} wins`
}

/** 'Used by …' on the forfeit card when it goes on stream (the loser's own line). */
export function battleForfeitCredit(winner: string | null, other: string): string {
  return winner === null ? `Battle forfeit: a tie with ${other}` : `Battle forfeit: ${winner} won`
}

/** Points as the bar shows them: '1,250 pts', '1 pt'. */
export const formatPoints = (points: number) =>
  `${points.toLocaleString('en-IN')} ${points === 1 ? 'pt' : 'pts'}`
