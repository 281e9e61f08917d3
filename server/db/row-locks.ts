import type { Kysely } from 'kysely'
import { isPostgres } from './database'
import type { Database } from './schema'

// The row locks that make concurrent writers take turns on PostgreSQL (READ COMMITTED), held until the
// transaction ends. SQLite runs one write transaction at a time, so there each is a no-op.

/**
 * Holds a user's row. As a buyer or viewer: their takes, uses and subscriptions take turns. As a
 * streamer: their live line and tiers (docs/stream-control.md).
 */
export async function lockUserRow(trx: Kysely<Database>, userId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
}

/** As lockUserRow, without waiting: false when another transaction holds the row. */
export async function tryLockUserRow(trx: Kysely<Database>, userId: string): Promise<boolean> {
  if (!isPostgres(trx)) return true
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
  return row !== undefined
}

/** Holds a card's row: the uses of a card with a cooldown take turns. */
export async function lockCardRow(trx: Kysely<Database>, cardId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('cards').select('id').where('id', '=', cardId).forUpdate().execute()
}
