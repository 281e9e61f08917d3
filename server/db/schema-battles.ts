import type { Generated, Selectable } from 'kysely'
import type { BattleEndReason, BattleStatus } from '../../contract/battle-bar'

// Card battles and their two sides (docs/battles.md, migration 056).

export interface BattleTable {
  id: string
  inviter_id: string
  opponent_id: string
  minutes: number
  status: BattleStatus
  invited_at: string
  /** A pending invitation expires then, unanswered. */
  expires_at: string
  /** Accepted: the scoring window is [started_at, ends_at); an early end closes it at ended_at. */
  started_at: string | null
  ends_at: string | null
  ended_at: string | null
  end_reason: BattleEndReason | null
  /** Who ended it early (and lost), or who declined or withdrew it. */
  ended_by: string | null
  /** Null when ended: a tie. */
  winner_id: string | null
  updated_at: string
}

export interface BattleSideTable {
  battle_id: string
  streamer_id: string
  role: 'inviter' | 'opponent'
  /** One of the streamer's own cards; the opponent's is null until they accept. */
  forfeit_card_id: string | null
  /** Running: the last tally the sweep read (what the bar was told); ended: the result, stored once. */
  points: Generated<number>
  /** The use that put this side's forfeit on its stream (it lost, or tied). */
  forfeit_use_id: string | null
  /** 1 while the battle is pending or running, null after: one battle per streamer (a unique index). */
  live: number | null
}

export interface BattleTables {
  battles: BattleTable
  battle_sides: BattleSideTable
}

export type BattleRow = Selectable<BattleTable>
export type BattleSideRow = Selectable<BattleSideTable>
