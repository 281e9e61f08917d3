import { type Kysely, sql } from 'kysely'
import { isPostgres } from './database'
import type { Database } from './schema'

// The locks that make concurrent writers take turns on PostgreSQL (READ COMMITTED), held until the
// transaction ends. SQLite runs one write transaction at a time, so there each is a no-op.

/**
 * The select, holding the rows it reads until the transaction ends: for a read whose answer decides a
 * write (one round trip, where a lock helper below and then the read would be two). `FOR NO KEY UPDATE`,
 * as every row lock here: writers of the row take turns, while inserts of rows that reference it (a
 * purchase of the user, a bid on the auction), whose foreign-key check takes `FOR KEY SHARE`, need not
 * wait for the holder to commit.
 */
export function forNoKeyUpdate<Query extends { forNoKeyUpdate(): Query }>(
  trx: Kysely<Database>,
  query: Query,
): Query {
  return isPostgres(trx) ? query.forNoKeyUpdate() : query
}

/**
 * What a `lockedTransaction` holds: a user's takes, uses and subscriptions; the uses of a card with a
 * cooldown; a streamer's line and overlay events (docs/stream-control.md). Each is an advisory lock
 * on (class, hash of the id): a collision only makes two unrelated ids wait for each other.
 */
export type LockKey = { user: string } | { card: string } | { line: string }

const LOCK_CLASSES = { user: 1, card: 2, line: 3 } as const

/** 32-bit FNV-1a of the id, as a signed integer: the second half of an advisory lock's key. */
function lockHash(id: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/** `select pg_advisory_xact_lock(class, hash), …`: integers only, so the text carries no input. */
function advisoryLocks(keys: LockKey[]): string {
  const locks = keys.map((key) => {
    const [kind, id] = Object.entries(key)[0] as [keyof typeof LOCK_CLASSES, string]
    const hash = lockHash(id)
    if (!Number.isSafeInteger(hash)) throw new Error('lock hash out of range')
    return `pg_advisory_xact_lock(${LOCK_CLASSES[kind]}, ${hash})`
  })
  return `select ${locks.join(', ')}`
}

/**
 * Runs `work` in a transaction holding `keys` (in the order given: a user before a card, and never a
 * line while a user is held). On PostgreSQL the BEGIN and the locks go as one round trip: a statement
 * with no parameters takes the simple protocol, which allows several; the statement after them gets a
 * fresh snapshot, so what it counts is exact. SQLite writes one transaction at a time: a plain one.
 */
export async function lockedTransaction<T>(
  db: Kysely<Database>,
  keys: LockKey[],
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(work)
  return db.connection().execute(async (connection) => {
    await sql.raw(keys.length > 0 ? `begin; ${advisoryLocks(keys)}` : 'begin').execute(connection)
    let value: T
    try {
      value = await work(connection)
    } catch (error) {
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => {})
      throw error
    }
    await sql.raw('commit').execute(connection)
    return value
  })
}

/**
 * Holds a user's row. As a buyer or viewer: their takes, uses and subscriptions take turns. As a
 * streamer: their live line and tiers (docs/stream-control.md).
 */
export async function lockUserRow(trx: Kysely<Database>, userId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute()
}

/**
 * Holds the streamer's line (the `line` key of lockedTransaction) inside a transaction already open: one
 * card out at a time, and each streamer's overlay events committing in id order, which a replay "after
 * id N" relies on. Taken again by a transaction that holds it, it is held once more, harmlessly.
 */
export async function lockLine(trx: Kysely<Database>, streamerId: string): Promise<void> {
  if (isPostgres(trx)) await sql.raw(advisoryLocks([{ line: streamerId }])).execute(trx)
}

/** Holds a card's row: the uses of a card with a cooldown take turns. */
export async function lockCardRow(trx: Kysely<Database>, cardId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx.selectFrom('cards').select('id').where('id', '=', cardId).forNoKeyUpdate().execute()
}

/** Holds a subscription's row: the perks of one period are claimed one at a time. */
export async function lockSubscriptionRow(trx: Kysely<Database>, subscriptionId: string): Promise<void> {
  if (!isPostgres(trx)) return
  await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('id', '=', subscriptionId)
    .forNoKeyUpdate()
    .execute()
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

/**
 * Makes the reversals of one sale (its ledger group `groupKey`, modules/money/sale-reversals.ts) take
 * turns until the transaction ends (PostgreSQL, READ COMMITTED: two disputes lost at once would each
 * read the same 'left' and both take it). Take it first in the transaction, before any row it updates,
 * so a refund and a dispute never wait on each other's rows; the statements after it see what the one
 * before committed.
 */
export async function lockSaleReversals(trx: Kysely<Database>, groupKey: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`cardcast:reversal:${groupKey}`}))`.execute(trx)
  }
}
