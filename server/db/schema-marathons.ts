import type { Selectable } from 'kysely'
import type { MarathonStatus } from '../../contract/marathon-clock'
import type { MarathonCause } from '../../contract/marathons'

// Marathons: a streamer's countdown and what extended it (docs/marathons.md).

export interface MarathonTable {
  id: string
  streamer_id: string
  status: MarathonStatus
  /** 1 while running or paused, null once ended: one live marathon per streamer (a unique index). */
  live: number | null
  started_at: string
  /** While running: when it ends (never past `cap_at`). */
  ends_at: string | null
  /** While paused: the time it had left when paused. */
  remaining_ms: number | null
  cap_at: string | null
  seconds_per_rupee: number
  seconds_per_free_use: number
  ended_at: string | null
  created_at: string
  updated_at: string
}

export interface MarathonAdditionTable {
  id: string
  marathon_id: string
  /** What added it, unique in its marathon: 'sale:<purchase id>', 'subscription:<payment id>', 'use:<purchase id>'. */
  source_key: string
  cause: MarathonCause
  user_id: string | null
  /** The viewer's name as the stream may show it (the streamer's name rules); null: hidden. */
  name_on_stream: string | null
  amount_paise: number
  /** Seconds actually added: fewer than earned when the cap stopped it. */
  seconds: number
  created_at: string
}

export interface MarathonTables {
  marathons: MarathonTable
  marathon_additions: MarathonAdditionTable
}

export type MarathonRow = Selectable<MarathonTable>
export type MarathonAdditionRow = Selectable<MarathonAdditionTable>
