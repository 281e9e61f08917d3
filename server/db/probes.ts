import { type Kysely, sql } from 'kysely'
import type { Database } from './schema'

// Questions asked of the database as a whole, not of one module's tables.

/** Answers when the database does (the health check, server/plugins/health.ts); throws when it cannot. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}

/** Whether no account exists yet: the demo seed runs only then (server/seed-demo.ts). */
export async function hasNoAccounts(db: Kysely<Database>): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  return anyUser === undefined
}
