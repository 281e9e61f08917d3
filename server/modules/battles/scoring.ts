import type { Kysely } from 'kysely'
import { FREE_USE_POINTS, PAISE_PER_POINT } from '../../../contract/battle-bar'
import type { Database } from '../../db/schema'
import type { BattleRow } from '../../db/schema-battles'
import { creatorCardTakingsPaise } from '../money'
import { createStreamUsesRepository } from '../stream'

// A battle's score, read from the books and the stream's uses, never counted up as sales come
// (docs/battles.md 'Scoring'): the sales of the streamer's cards booked in the window, less what
// refunds and lost disputes of them gave back before its end, in whole rupees (the paise of all of
// them added first, then rounded down), and one point for each free card used in the window and not
// given back before its end.

/** The window a battle scores in: from its start until its end (an early end closes it there). */
export interface ScoringWindow {
  from: Date
  to: Date
}

/** The window of a running battle as it stands at `now`: it never reaches past the battle's end. */
export function windowAt(row: Pick<BattleRow, 'started_at' | 'ends_at'>, now: Date): ScoringWindow {
  const from = new Date(row.started_at ?? now.toISOString())
  const ends = new Date(row.ends_at ?? now.toISOString())
  return { from, to: now < ends ? now : ends }
}

/** The streamer's points in `window`, read in the transaction (or database) given. */
export async function pointsOf(db: Kysely<Database>, streamerId: string, window: ScoringWindow) {
  const [paise, freeUses] = await Promise.all([
    creatorCardTakingsPaise(db, streamerId, window),
    createStreamUsesRepository(db).freeUsesIn(streamerId, window),
  ])
  return Math.floor(paise / PAISE_PER_POINT) + freeUses * FREE_USE_POINTS
}
