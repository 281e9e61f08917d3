import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

// Whom a streamer has approved once (migration 043): in the 'approve' mode, the viewers whose names
// may show on the overlay (moderation.ts `nameOnStream`). Takes the database or a transaction.
export function createViewerApprovalsRepository(db: Kysely<Database>) {
  return {
    /** The streamer approved a use of the viewer: their name may show from now on. */
    record: (streamerId: string, viewerId: string, now: Date) =>
      db
        .insertInto('stream_viewer_approvals')
        .values({ streamer_id: streamerId, viewer_id: viewerId, approved_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['streamer_id', 'viewer_id']).doNothing())
        .execute(),

    /** Of these viewers, those the streamer has approved once. */
    async approvedAmong(streamerId: string, viewerIds: readonly string[]): Promise<Set<string>> {
      const ids = [...new Set(viewerIds)].filter(Boolean)
      if (ids.length === 0) return new Set()
      const rows = await db
        .selectFrom('stream_viewer_approvals')
        .select('viewer_id')
        .where('streamer_id', '=', streamerId)
        .where('viewer_id', 'in', ids)
        .execute()
      return new Set(rows.map((row) => row.viewer_id))
    },
  }
}
