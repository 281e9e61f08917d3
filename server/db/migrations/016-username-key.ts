import { type Kysely, sql } from 'kysely'
import { skeletonOf } from '../../../contract/text-normaliser'

// Names that look alike are one name: each user gets `username_key`, the skeleton of their username
// (contract/text-normaliser.ts: marks dropped, look-alike letters folded, lower case), unique, so
// 'DemoStreameŕ' cannot sit beside 'DemoStreamer'. Existing names that already collide keep their
// name; only the oldest holds the key, and a later rename of the others is checked like any other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_key', 'text').execute()
  const users = await sql<{ id: string; username: string }>`
    select id, username from users order by created_at, id`.execute(db)
  const held = new Set<string>()
  for (const user of users.rows) {
    const key = skeletonOf(user.username)
    if (held.has(key)) continue
    held.add(key)
    await sql`update users set username_key = ${key} where id = ${user.id}`.execute(db)
  }
  await db.schema.createIndex('users_username_skeleton').on('users').column('username_key').unique().execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_skeleton').execute()
  await db.schema.alterTable('users').dropColumn('username_key').execute()
}
