import { type Kysely, sql } from 'kysely'
import { skeletonOf } from '../../../contract/text-normaliser'

// Names on air are approved too (server/modules/realtime/moderation.ts `nameOnStream`): in the
// 'approve' mode a viewer's name shows on the overlay once the streamer has approved a use of that
// viewer. The approval is one small row per streamer and viewer, written when the streamer approves
// a use, and read with the line (line-repository.ts `read`) when a card is sent. Uses approved before
// this migration count: a use with a decision that went on to the line or the screen was approved.
//
// The skeleton of a name now reads the dotless ı as i and drops glyphless blanks (the Braille blank,
// the musical null notehead): the keys of names that hold them are worked out again. A name whose
// new key another name already holds keeps its old one (as migration 016 did for names that already
// collided), and a later rename is checked like any other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_viewer_approvals')
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('viewer_id', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('stream_viewer_approvals_pk', ['streamer_id', 'viewer_id'])
    .execute()
  await sql`
    insert into stream_viewer_approvals (streamer_id, viewer_id, approved_at)
    select streamer_id, viewer_id, min(decided_at) from stream_uses
    where decided_at is not null and status in ('queued', 'sent', 'shown', 'skipped')
    group by streamer_id, viewer_id`.execute(db)

  const names = await sql<{ id: string; username: string; username_key: string | null }>`
    select id, username, username_key from users
    where username like ${'%\u0131%'} or username like ${'%\u2800%'} or username like ${'%\u{1D159}%'}
    order by created_at, id`.execute(db)
  for (const user of names.rows) {
    const key = skeletonOf(user.username)
    if (key === user.username_key) continue
    const held = await sql<{ id: string }>`select id from users where username_key = ${key}`.execute(db)
    if (held.rows.length > 0) continue
    await sql`update users set username_key = ${key} where id = ${user.id}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_viewer_approvals').execute()
}
