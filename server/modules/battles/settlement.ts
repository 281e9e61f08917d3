import type { FastifyBaseLogger } from 'fastify'
import type { BattleRow } from '../../db/schema-battles'
import { type BattleChangeServices, battleChange, changeBattle } from './battle-changes'
import { endIfDue, expireInvitation } from './battles'
import { createBattlesRepository } from './battles-repository'
import { pointsOf, windowAt } from './scoring'

// The battles' part of the delivery sweep (server/plugins/background-work.ts), on every instance:
// invitations unanswered in time expire; battles whose time ran out end, each once, under its lock,
// whichever instance gets there first (an instance killed in the middle leaves nothing of its
// transaction, and the next sweep of any instance ends it); and the running ones' bars follow the
// books: each side's points are read again, and a change is told once, by the instance whose
// conditional write moved the tally.

export type BattleSweepServices = BattleChangeServices & { log: FastifyBaseLogger }

/** Reads a running battle's points again; tells the bars and Live pages if they moved. */
async function retally(app: BattleSweepServices, row: BattleRow, now: Date) {
  const repo = createBattlesRepository(app.db)
  let moved = false
  for (const side of await repo.sidesOf(row.id)) {
    const points = await pointsOf(app.db, side.streamer_id, windowAt(row, now))
    if (points !== side.points && (await repo.moveTally(row.id, side.streamer_id, side.points, points)))
      moved = true
  }
  if (moved) await app.overlayBus.publish(battleChange({ row }))
}

/** The sweep: expires, ends and scores the battles due, each change once whichever instance asks. */
export async function settleDueBattles(app: BattleSweepServices): Promise<void> {
  const repo = createBattlesRepository(app.db)
  const now = app.clock.now()
  for (const { id } of await repo.dueToExpire(now))
    await changeBattle(app, (trx, at) => expireInvitation(trx, id, at), app.log)
  for (const { id } of await repo.dueToEnd(now))
    await changeBattle(app, (trx, at) => endIfDue(trx, id, at), app.log)
  for (const row of await repo.runningBefore(now)) await retally(app, row, now)
}
