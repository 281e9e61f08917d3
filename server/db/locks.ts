import { type Kysely, sql } from 'kysely'
import { isPostgres } from './database'
import type { Database } from './schema'

// The locks that make concurrent writers take turns on PostgreSQL (READ COMMITTED), held until the
// transaction ends. SQLite runs one write transaction at a time, so there each is a no-op.

/**
 * The select, holding the rows it reads until the transaction ends: for a read whose answer decides a
 * write (one round trip, where a lock helper below and then the read would be two).
 */
export function forUpdate<Query extends { forUpdate(): Query }>(trx: Kysely<Database>, query: Query): Query {
  return isPostgres(trx) ? query.forUpdate() : query
}

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

/**
 * Holds the streamer's stream-key row while an overlay event is stored: two transactions could
 * otherwise commit their ids out of order, and a replay "after id N" relies on each streamer's events
 * committing in id order.
 */
export async function lockStreamKeyRow(trx: Kysely<Database>, streamerId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx
    .selectFrom('overlay_stream_keys')
    .select('streamer_id')
    .where('streamer_id', '=', streamerId)
    .forUpdate()
    .execute()
}

/** Holds a card's row: the uses of a card with a cooldown take turns. */
export async function lockCardRow(trx: Kysely<Database>, cardId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('cards').select('id').where('id', '=', cardId).forUpdate().execute()
}

/** Holds a subscription's row: the perks of one period are claimed one at a time. */
export async function lockSubscriptionRow(trx: Kysely<Database>, subscriptionId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).forUpdate().execute()
}

/**
 * Serializes the work that reads balances and then takes money out of them (a payout run, a retry),
 * across every server instance: an advisory lock, since no one row stands for "the payouts".
 */
export async function lockPayouts(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('cardcast:payouts'))`.execute(trx)
}

/**
 * Serializes the withholding of one creator's credits (modules/money/tax/withholding.ts): each reads the
 * creator's gross for the year so far, so two sales credited at once would each miss the other and
 * could cross the TDS threshold unseen. An advisory lock, not the creator's row: buying and selling
 * creators would otherwise take each other's rows in opposite orders.
 */
export async function lockCreatorWithholding(trx: Kysely<Database>, creatorId: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${withholdingLockName(creatorId)}))`.execute(trx)
  }
}

/** The name `lockCreatorWithholding` hashes into its advisory lock's key. */
export const withholdingLockName = (creatorId: string) => `cardcast:withholding:${creatorId}`
