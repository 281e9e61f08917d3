import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

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

    /** This instance's open streams for a subject (`key:…` or `address:…`); zero deletes the row. */
    async setStreams(instanceId: string, subject: string, streams: number, at = new Date()) {
      if (streams <= 0) {
        await db
          .deleteFrom('overlay_stream_counts')
          .where('instance_id', '=', instanceId)
          .where('subject', '=', subject)
          .execute()
        return
      }
      const seen_at = at.toISOString()
      await db
        .insertInto('overlay_stream_counts')
        .values({ instance_id: instanceId, subject, streams, seen_at })
        .onConflict((oc) => oc.columns(['instance_id', 'subject']).doUpdateSet({ streams, seen_at }))
        .execute()
    },

    /** Streams other instances report for each of these subjects, counting only rows seen since `freshSince`. */
    async othersStreams(
      instanceId: string,
      subjects: string[],
      freshSince: Date,
    ): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('overlay_stream_counts')
        .select(['subject', (eb) => eb.fn.sum<number>('streams').as('total')])
        .where('subject', 'in', subjects)
        .where('instance_id', '<>', instanceId)
        .where('seen_at', '>=', freshSince.toISOString())
        .groupBy('subject')
        .execute()
      return new Map(rows.map((row) => [row.subject, row.total]))
    },

    /** The instance is alive: its rows stay fresh. */
    async touch(instanceId: string, at = new Date()) {
      const seen_at = at.toISOString()
      await db
        .updateTable('overlay_presence')
        .set({ seen_at })
        .where('instance_id', '=', instanceId)
        .execute()
      await db
        .updateTable('overlay_stream_counts')
        .set({ seen_at })
        .where('instance_id', '=', instanceId)
        .execute()
    },

    /** Connections other instances report for the streamer, counting only rows seen since `freshSince`. */
    async othersCount(instanceId: string, streamerId: string, freshSince: Date): Promise<number> {
      const row = await db
        .selectFrom('overlay_presence')
        .select((eb) => eb.fn.sum<number | null>('connections').as('total'))
        .where('streamer_id', '=', streamerId)
        .where('instance_id', '<>', instanceId)
        .where('seen_at', '>=', freshSince.toISOString())
        .executeTakeFirst()
      return row?.total ?? 0
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
      for (const table of ['overlay_presence', 'overlay_stream_counts'] as const) {
        await db
          .deleteFrom(table)
          .where((eb) =>
            eb.or([eb('instance_id', '=', instanceId), eb('seen_at', '<', staleBefore.toISOString())]),
          )
          .execute()
      }
    },
  }
}

export type OverlayPresenceRepository = ReturnType<typeof createOverlayPresenceRepository>
