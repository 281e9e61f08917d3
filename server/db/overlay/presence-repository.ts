import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/** Per-instance connection counts shared through the database, for several instances on one PostgreSQL. */
export function createOverlayPresenceRepository(db: Kysely<Database>) {
  return {
    async set(instanceId: string, streamerId: string, connections: number, at = new Date()) {
      if (connections <= 0) {
        await db
          .deleteFrom('overlay_presence')
          .where('instance_id', '=', instanceId)
          .where('streamer_id', '=', streamerId)
          .execute()
        return
      }
      const seen_at = at.toISOString()
      await db
        .insertInto('overlay_presence')
        .values({ instance_id: instanceId, streamer_id: streamerId, connections, seen_at })
        .onConflict((oc) => oc.columns(['instance_id', 'streamer_id']).doUpdateSet({ connections, seen_at }))
        .execute()
    },

    /** The instance is alive: its rows stay fresh. */
    touch: (instanceId: string, at = new Date()) =>
      db
        .updateTable('overlay_presence')
        .set({ seen_at: at.toISOString() })
        .where('instance_id', '=', instanceId)
        .execute(),

    /** Connections other instances report for the streamer, counting only rows seen since `freshSince`. */
    async othersCount(instanceId: string, streamerId: string, freshSince: Date): Promise<number> {
      const row = await db
        .selectFrom('overlay_presence')
        .select((eb) => eb.fn.sum<number | string | null>('connections').as('total'))
        .where('streamer_id', '=', streamerId)
        .where('instance_id', '<>', instanceId)
        .where('seen_at', '>=', freshSince.toISOString())
        .executeTakeFirst()
      return Number(row?.total ?? 0)
    },

    /** Of these streamers, those other instances report an overlay open for (rows seen since `freshSince`). */
    async othersConnected(instanceId: string, streamerIds: string[], freshSince: Date): Promise<Set<string>> {
      if (streamerIds.length === 0) return new Set()
      const rows = await db
        .selectFrom('overlay_presence')
        .select('streamer_id')
        .distinct()
        .where('streamer_id', 'in', streamerIds)
        .where('instance_id', '<>', instanceId)
        .where('connections', '>', 0)
        .where('seen_at', '>=', freshSince.toISOString())
        .execute()
      return new Set(rows.map((row) => row.streamer_id))
    },

    /** Forgets this instance (clean shutdown) and rows of instances that died without one. */
    async clear(instanceId: string, staleBefore: Date) {
      await db
        .deleteFrom('overlay_presence')
        .where((eb) =>
          eb.or([eb('instance_id', '=', instanceId), eb('seen_at', '<', staleBefore.toISOString())]),
        )
        .execute()
    },
  }
}
