import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppServices } from '../../app-services'
import type { Database } from '../../db/schema'
import type { BattleRow } from '../../db/schema-battles'
import type { BusChange } from '../realtime'

// Every change of a battle is told in the transaction that makes it (the overlay bus's
// `notifyWithin`: on PostgreSQL the notifications leave with the commit, or not at all), so an
// instance killed right after its commit leaves no overlay nor Live page of another instance behind;
// this instance's own overlays (and, on SQLite, its pages) hear it after the commit (`deliverHere`).

export type BattleChangeServices = Pick<AppServices, 'db' | 'clock' | 'overlayBus' | 'liveQueue'>

/** What a change of a battle did: the battle as it now is, and whose line took a forfeit. */
export interface BattleChanged {
  row: BattleRow
  /** The streamers whose forfeit went into their line (the loser, or both on a tie). */
  forfeits?: string[]
  /** Other battles the change closed on its way (invitations expired before a new one). */
  others?: BattleRow[]
}

/** Both streamers' bars redraw, both Live pages refetch; a forfeit's line changed too. */
export function battleChange({ row, forfeits = [], others = [] }: BattleChanged): BusChange {
  const both = [...new Set([row, ...others].flatMap((each) => [each.inviter_id, each.opponent_id]))]
  return {
    eventIds: [],
    signals: [
      { userIds: both, topic: 'battle' },
      ...(forfeits.length > 0 ? [{ userIds: forfeits, topic: 'queue' as const }] : []),
    ],
    widgets: both.map((streamerId) => ({ widget: 'battle' as const, streamerId })),
  }
}

/**
 * Runs `work` in a transaction at the money clock's `now`; what it changed (undefined: nothing) is
 * told with its commit, then here, and a forfeit's line moves on (or the delivery sweep moves it).
 */
export async function changeBattle<Changed extends BattleChanged | undefined>(
  app: BattleChangeServices,
  work: (trx: Kysely<Database>, now: Date) => Promise<Changed>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Changed> {
  const changed = await app.db.transaction().execute(async (trx) => {
    const done = await work(trx, app.clock.now())
    if (done) await app.overlayBus.notifyWithin(trx, battleChange(done))
    return done
  })
  if (!changed) return changed
  await app.overlayBus.deliverHere(battleChange(changed))
  for (const streamerId of changed.forfeits ?? [])
    void app.liveQueue
      .advanceSoon(streamerId)
      .catch((error) => log.warn({ err: error }, 'battle forfeit: the line moves on the sweep'))
  return changed
}
