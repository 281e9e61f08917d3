import { type ExpressionBuilder, type Kysely, type QueryCreator, type SelectQueryBuilder, sql } from 'kysely'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { isPostgres } from '../../db/database'
import { newId } from '../../db/ids'
import { prepared } from '../../db/prepared'
import type { Database } from '../../db/schema'
import type { PurchaseRow } from '../../db/schema-marketplace'
import { cardsOnSale } from '../catalogue'
import { quotaSince, quotaWindowSince } from '../limits'
import { FREE_PAYMENT, unusedFreeOf } from './purchases-repository'

// The statements of taking a free card in a flash (docs/reliability.md): a repository, because a take
// is one guarded write and the read of its facts, and its rules are SQL that must run inside that
// write to make it atomic. The rules are Kysely builders written once (on sale, free, not the taker's
// own, open to the taker, no unused free copy held, the hourly quota), and the write is guarded by all of them.
// PostgreSQL runs the facts and the writes as one statement; SQLite, which has no writes inside WITH,
// runs the same builders as an INSERT … SELECT and the quota's row. Made on the transaction that holds
// the taker's lock, so the counts are exact. Judging the facts is the service's (free-take.ts).

/** The hourly quota a take counts against. */
export const FREE_TAKE_QUOTA = 'freePurchase'

export interface FreeTake {
  userId: string
  userEmail: string
  cardId: string
}

/**
 * A take as its statements bind it (prepared once per dialect: server/db/prepared.ts): the taker, the
 * card, the rows' ids, when, and where the quota's hour starts.
 */
type TakeArgs = {
  userId: string
  userEmail: string
  cardId: string
  purchaseId: string
  quotaId: string
  at: string
  quotaSince: string
}

/** What the rules and the facts read. */
type FactArgs = Pick<TakeArgs, 'userId' | 'cardId' | 'quotaSince'>

const FACT_ARGS = ['userId', 'cardId', 'quotaSince'] as const satisfies ReadonlyArray<keyof FactArgs>
const SQLITE_TAKE_ARGS = [...FACT_ARGS, 'userEmail', 'purchaseId', 'at'] as const
const TAKE_ARGS = [...SQLITE_TAKE_ARGS, 'quotaId'] as const

const takeArgs = (take: FreeTake, now: Date): TakeArgs => ({
  userId: take.userId,
  userEmail: take.userEmail,
  cardId: take.cardId,
  purchaseId: newId(),
  quotaId: newId(),
  at: now.toISOString(),
  quotaSince: quotaSince(now),
})

/** What the statement saw: the card (absent: not on sale), the copy held, the quota's window. */
export interface TakeFacts {
  found: boolean
  price: number
  locked: boolean
  creatorId: string | null
  held: boolean
  quotaUsed: number
  quotaOldest: string | null
}

/** The card to take, as the statement reads it. */
const cardOf = (db: Kysely<Database>, cardId: string) =>
  cardsOnSale(db)
    .where('cards.id', '=', cardId)
    .clearSelect()
    .select([
      'cards.id',
      'cards.creator_id',
      'cards.streamer_email',
      'cards.title',
      'cards.description',
      'cards.price_paise',
      'cards.min_tier_id',
    ])

type CardRead = ReturnType<typeof cardOf> extends SelectQueryBuilder<Database, never, infer Row> ? Row : never
/** The tables a take's statement reads: the database's, and the card read at its start. */
type WithCard = Database & { card: CardRead }

/** The purchase a take writes, from the card read in the same statement. */
function purchaseFrom(db: QueryCreator<WithCard>, a: TakeArgs) {
  return db
    .selectFrom('card')
    .select((eb) => [
      eb.val(a.purchaseId).as('id'),
      'card.id as card_id',
      eb.val(a.userId).as('user_id'),
      eb.val(a.userEmail).as('user_email'),
      'card.streamer_email',
      'card.title',
      'card.description',
      sql.lit(0).as('amount_paise'),
      eb.val(FREE_PAYMENT).as('payment_id'),
      eb.val(FREE_PAYMENT).as('order_id'),
      sql.lit(0).as('is_used'),
      eb.val(a.at).as('purchase_date'),
    ])
}

const PURCHASE_COLUMNS = [
  'id',
  'card_id',
  'user_id',
  'user_email',
  'streamer_email',
  'title',
  'description',
  'amount_paise',
  'payment_id',
  'order_id',
  'is_used',
  'purchase_date',
] as const

/** The creator of the card a purchase row is of (SQLite reads it in the insert's RETURNING). */
const creatorOfPurchase = (eb: ExpressionBuilder<Database, 'purchases'>) =>
  eb.selectFrom('cards').select('cards.creator_id').whereRef('cards.id', '=', 'purchases.card_id')

/**
 * The rules, on the row `card` of the statement: free, not the taker's own, open to the taker (not for
 * subscribers only), none held, quota left.
 */
function takeAllowed(db: Kysely<Database>, a: FactArgs) {
  return sql<boolean>`card.price_paise = 0
    and card.creator_id <> ${a.userId}
    and card.min_tier_id is null
    and not exists ${unusedFreeOf(db, a.userId, a.cardId)}
    and (${quotaWindowSince(db, a.userId, FREE_TAKE_QUOTA, a.quotaSince)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))}) < ${sql.lit(HOURLY_QUOTAS[FREE_TAKE_QUOTA])}`
}

/** The facts a refusal is judged on, as one row (every field present even when the card is not). */
function factsOf(db: Kysely<WithCard>, a: FactArgs) {
  const base = db as unknown as Kysely<Database>
  return db
    .selectFrom(quotaWindowSince(base, a.userId, FREE_TAKE_QUOTA, a.quotaSince).as('quota'))
    .leftJoin('card', (join) => join.onTrue())
    .select((eb) => [
      'card.id as card_id',
      'card.price_paise',
      'card.min_tier_id',
      'card.creator_id',
      eb.exists(unusedFreeOf(base, a.userId, a.cardId)).as('held'),
      'quota.n',
      'quota.oldest',
    ])
}

type FactsRow = {
  card_id: string | null
  price_paise: number | null
  min_tier_id: string | null
  creator_id: string | null
  held: unknown
  n: number
  oldest: string | null
}

const toFacts = (row: FactsRow): TakeFacts => ({
  found: row.card_id !== null,
  price: row.price_paise ?? 0,
  locked: row.min_tier_id !== null,
  creatorId: row.creator_id,
  held: row.held === true || row.held === 1,
  quotaUsed: Number(row.n),
  quotaOldest: row.oldest,
})

/** The purchase written, or the facts a refusal is judged on. */
export type TakeResult =
  | { purchase: PurchaseRow; creatorId: string }
  | { facts: TakeFacts; purchase?: undefined }

/** PostgreSQL: the facts, the purchase and the quota's row in one statement. */
const takeOnPostgresStatement = prepared(
  TAKE_ARGS,
  (trx, a: TakeArgs) =>
    trx
      .with('card', (db) => cardOf(db as Kysely<Database>, a.cardId))
      .with('ins', (db) =>
        db
          .insertInto('purchases')
          .columns(PURCHASE_COLUMNS)
          .expression(purchaseFrom(trx as unknown as Kysely<WithCard>, a).where(takeAllowed(trx, a)))
          .returningAll(),
      )
      .with('q', (db) =>
        db
          .insertInto('quota_uses')
          .columns(['id', 'user_id', 'action', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('ins')
              .select([
                eb.val(a.quotaId).as('id'),
                'ins.user_id',
                eb.val(FREE_TAKE_QUOTA).as('action'),
                eb.val(a.at).as('created_at'),
              ]),
          ),
      )
      .selectFrom(factsOf(trx as unknown as Kysely<WithCard>, a).as('facts'))
      .selectAll('facts')
      // As JSON, so that the statement's columns stay the same whatever a migration adds to purchases.
      .select(sql<PurchaseRow | null>`(select to_json(ins) from ins)`.as('written')),
  { named: true },
)

async function takeOnPostgres(trx: Kysely<Database>, take: FreeTake, now: Date): Promise<TakeResult> {
  const row = (await takeOnPostgresStatement(trx, takeArgs(take, now))).rows[0]
  if (!row) throw new Error('the take statement answered no row')
  const { written, ...facts } = row
  if (written) return { purchase: written, creatorId: facts.creator_id ?? '' }
  return { facts: toFacts(facts as FactsRow) }
}

/** SQLite: the rules as an INSERT … SELECT (the quota's row follows it). */
const takeOnSqliteStatement = prepared(SQLITE_TAKE_ARGS, (trx, a: TakeArgs) =>
  trx
    .insertInto('purchases')
    .columns(PURCHASE_COLUMNS)
    .expression(
      purchaseFrom(
        trx.with('card', (db) => cardOf(db as Kysely<Database>, a.cardId)),
        a,
      ).where(takeAllowed(trx, a)),
    )
    .returningAll()
    .returning((eb) => creatorOfPurchase(eb).as('creator_id')),
)

const takeFactsStatement = prepared(FACT_ARGS, (trx, a: FactArgs) =>
  trx
    .with('card', (db) => cardOf(db as Kysely<Database>, a.cardId))
    .selectFrom(factsOf(trx as unknown as Kysely<WithCard>, a).as('facts'))
    .selectAll(),
)

/** SQLite: the same rules as an INSERT … SELECT, then the quota's row; the facts only on a refusal. */
async function takeOnSqlite(trx: Kysely<Database>, take: FreeTake, now: Date): Promise<TakeResult> {
  const args = takeArgs(take, now)
  const purchase = (await takeOnSqliteStatement(trx, args)).rows[0]
  if (purchase) {
    await trx
      .insertInto('quota_uses')
      .values({ id: args.quotaId, user_id: take.userId, action: FREE_TAKE_QUOTA, created_at: args.at })
      .execute()
    const { creator_id, ...row } = purchase
    return { purchase: row, creatorId: creator_id ?? '' }
  }
  const facts = (await takeFactsStatement(trx, args)).rows[0]
  if (!facts) throw new Error('the facts of a take answered no row')
  return { facts: toFacts(facts as FactsRow) }
}

// Made on the transaction that holds the taker's lock: free-take.ts `takeFreeCard`.
export function createFreeTakesRepository(trx: Kysely<Database>) {
  return {
    /** Writes the purchase and the quota's row if every rule holds; else answers the facts. */
    take: (take: FreeTake, now: Date): Promise<TakeResult> =>
      isPostgres(trx) ? takeOnPostgres(trx, take, now) : takeOnSqlite(trx, take, now),
  }
}
