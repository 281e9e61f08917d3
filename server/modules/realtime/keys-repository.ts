import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** 192 random bits: unguessable, and short enough for a URL. */
const newStreamKey = () => randomBytes(24).toString('base64url')

/** Stream keys: one per streamer, made on first ask, rotated on demand; looked up by key (unique index). */
export function createOverlayKeysRepository(db: Kysely<Database>) {
  const keyOf = async (streamerId: string) =>
    (
      await db
        .selectFrom('overlay_stream_keys')
        .select('stream_key')
        .where('streamer_id', '=', streamerId)
        .executeTakeFirst()
    )?.stream_key

  return {
    keyOf,

    async streamerFor(streamKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('overlay_stream_keys')
        .select('streamer_id')
        .where('stream_key', '=', streamKey)
        .executeTakeFirst()
      return row?.streamer_id
    },

    /** The streamer's key, made now if absent; two first calls at once agree on one key. */
    async getOrCreate(streamerId: string): Promise<string> {
      const existing = await keyOf(streamerId)
      if (existing) return existing
      await db
        .insertInto('overlay_stream_keys')
        .values({ streamer_id: streamerId, stream_key: newStreamKey(), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('streamer_id').doNothing())
        .execute()
      return (await keyOf(streamerId)) as string
    },

    /** Replaces the key: the old one stops resolving at once. */
    async rotate(streamerId: string): Promise<string> {
      const streamKey = newStreamKey()
      const created_at = new Date().toISOString()
      await db
        .insertInto('overlay_stream_keys')
        .values({ streamer_id: streamerId, stream_key: streamKey, created_at })
        .onConflict((oc) => oc.column('streamer_id').doUpdateSet({ stream_key: streamKey, created_at }))
        .execute()
      return streamKey
    },

    /** Current keys of these streamers, to close connections opened with a rotated one. */
    async currentKeys(streamerIds: string[]): Promise<Map<string, string>> {
      if (streamerIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('overlay_stream_keys')
        .select(['streamer_id', 'stream_key'])
        .where('streamer_id', 'in', streamerIds)
        .execute()
      return new Map(rows.map((row) => [row.streamer_id, row.stream_key]))
    },
  }
}

export type OverlayKeysRepository = ReturnType<typeof createOverlayKeysRepository>
