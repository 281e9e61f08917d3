import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { isPostgres } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { StreamUseRow } from '../../db/schema-stream'
import { quotaWindow } from '../limits'
import { nextLineSeq } from './stream-uses-repository'

// The statements of a card use (docs/stream-control.md): a repository, because a use is in truth one
// guarded write and the read of its facts, and the rules it guards with are SQL that must run inside
// that write to make it atomic, not TypeScript beside it. The rules are Kysely builders written once:
// PostgreSQL runs them inside the one statement that spends the purchase, writes the use and counts
// the quota (`spendPurchase`), SQLite inside its UPDATE, and both return them as facts when nothing
// was written. Cut-offs and caps are computed in TypeScript; judging the facts, the messages and the
// answer are the service's (use-card.ts).

export const USE_QUOTA = 'useCard'

/** What a use is checked against: the purchase, the card and settings it was judged with, the limits. */
export interface UseRuleInputs {
  viewerId: string
  purchaseId: string
  cardId: string
  streamerId: string
  /** The card's cooldowns and the settings' version the request was judged with (use-reads.ts). */
  judged: {
    cooldownSeconds: number | null
    viewerCooldownSeconds: number | null
    settingsVersion: string | null
  }
  /** Seconds of each cooldown in force (the card's, else the streamer's default); 0: none. */
  cardCooldownSeconds: number
  viewerCooldownSeconds: number
  maxWaiting: number
  now: Date
}

const cutoff = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

/** The purchase, the viewer's, of this card, not deleted: the row a use reads and marks used. */
const isThePurchase = (eb: ExpressionBuilder<Database, 'purchases'>, rule: UseRuleInputs) =>
  eb.and([
    eb('purchases.id', '=', rule.purchaseId),
    eb('purchases.user_id', '=', rule.viewerId),
    eb('purchases.card_id', '=', rule.cardId),
    eb('purchases.deleted_at', 'is', null),
  ])

const purchaseOf = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db.selectFrom('purchases').where((eb) => isThePurchase(eb, rule))

/** A refund of the purchase under way (it may yet fail, and give the card back). */
const refundPending = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db
    .selectFrom('refunds')
    .select('refunds.id')
    .where('refunds.purchase_id', '=', rule.purchaseId)
    .where('refunds.status', '=', 'pending')

/** How many of the viewer's uses wait in the streamer's queue (for approval, or for the stream). */
const waitingOfViewer = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db
    .selectFrom('stream_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_uses.streamer_id', '=', rule.streamerId)
    .where('stream_uses.viewer_id', '=', rule.viewerId)
    .where('stream_uses.status', 'in', ['held', 'queued', 'sent'])

/** When the newest use that counts for a cooldown was made (returned uses do not count). */
const lastUse = (db: Kysely<Database>, rule: UseRuleInputs, of: 'card' | 'viewer') =>
  db
    .selectFrom('stream_uses')
    .select('stream_uses.created_at')
    .where('stream_uses.streamer_id', '=', rule.streamerId)
    .where(
      of === 'card' ? 'stream_uses.card_id' : 'stream_uses.viewer_id',
      '=',
      of === 'card' ? rule.cardId : rule.viewerId,
    )
    .where('stream_uses.status', '!=', 'rejected')
    .orderBy('stream_uses.created_at', 'desc')
    .limit(1)

/** The viewer's uses in the last hour against their quota. */
const quotaUsed = (db: Kysely<Database>, rule: UseRuleInputs) =>
  quotaWindow(db, rule.viewerId, USE_QUOTA, rule.now)

/** The card and the streamer's settings are still as the request was judged with. */
function judgedWithCurrent(db: Kysely<Database>, rule: UseRuleInputs): Expression<SqlBool> {
  const { judged } = rule
  return sql<SqlBool>`exists (select 1 from cards
      where cards.id = ${rule.cardId}
        and cards.cooldown_seconds is not distinct from ${judged.cooldownSeconds}
        and cards.viewer_cooldown_seconds is not distinct from ${judged.viewerCooldownSeconds})
    and ${settingsVersion(db, rule)} is not distinct from ${judged.settingsVersion}`
}

/** The version of the streamer's settings: when they were last written (null: the defaults). */
const settingsVersion = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db.selectFrom('stream_settings').select('updated_at').where('streamer_id', '=', rule.streamerId)

/** The streamer's marathon, while one runs or is paused: a free use extends it. */
const liveMarathon = (db: Kysely<Database>, rule: Pick<UseRuleInputs, 'streamerId'>) =>
  db
    .selectFrom('marathons')
    .select('marathons.id')
    .where('marathons.streamer_id', '=', rule.streamerId)
    .where('marathons.live', '=', 1)

/** Every rule a use must pass to be written, on the purchase row being updated. */
function allowsUse(db: Kysely<Database>, rule: UseRuleInputs): Expression<SqlBool> {
  const noCooldown = (of: 'card' | 'viewer', seconds: number) =>
    seconds > 0
      ? sql<SqlBool>`not exists ${lastUse(db, rule, of).where('stream_uses.created_at', '>', cutoff(rule.now, seconds))}`
      : sql<SqlBool>`true`
  return sql<SqlBool>`purchases.is_used = 0
    and purchases.refunded_at is null
    and not exists ${refundPending(db, rule)}
    and ${judgedWithCurrent(db, rule)}
    and ${noCooldown('card', rule.cardCooldownSeconds)}
    and ${noCooldown('viewer', rule.viewerCooldownSeconds)}
    and ${waitingOfViewer(db, rule)} < ${rule.maxWaiting}
    and (${quotaUsed(db, rule)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))}) < ${sql.lit(HOURLY_QUOTAS[USE_QUOTA])}`
}

/** The facts a refusal is judged on, as one row's columns (every one present whatever is missing). */
function factsOfUse(db: Kysely<Database>, rule: UseRuleInputs) {
  return db
    .selectFrom(quotaUsed(db, rule).as('quota'))
    .leftJoin(purchaseOf(db, rule).selectAll('purchases').as('p'), (join) => join.onTrue())
    .select((eb) => [
      'p.id as purchase_id',
      'p.is_used',
      'p.use_key',
      'p.used_at',
      'p.refunded_at',
      eb.exists(refundPending(db, rule)).as('refund_pending'),
      eb.fn
        .coalesce(sql<boolean>`(${judgedWithCurrent(db, rule)})`, sql<boolean>`false`)
        .as('judged_current'),
      waitingOfViewer(db, rule).as('waiting'),
      (rule.cardCooldownSeconds > 0 ? lastUse(db, rule, 'card') : sql<string | null>`null`).as(
        'last_card_use',
      ),
      (rule.viewerCooldownSeconds > 0 ? lastUse(db, rule, 'viewer') : sql<string | null>`null`).as(
        'last_viewer_use',
      ),
      'quota.n as quota_used',
      'quota.oldest as quota_oldest',
      eb.exists(liveMarathon(db, rule)).as('marathon_live'),
    ])
}

export type UseFactsRow = Awaited<ReturnType<ReturnType<typeof factsOfUse>['executeTakeFirstOrThrow']>>

/** The use a statement writes, but for its id and its place in line. */
export type NewUse = Pick<
  StreamUseRow,
  | 'streamer_id'
  | 'viewer_id'
  | 'viewer_name'
  | 'purchase_id'
  | 'card_id'
  | 'title'
  | 'description'
  | 'viewer_text'
  | 'flag'
  | 'status'
  | 'created_at'
  | 'waiting_since'
>

const USE_COLUMNS = [
  'streamer_id',
  'viewer_id',
  'viewer_name',
  'purchase_id',
  'card_id',
  'title',
  'description',
  'viewer_text',
  'flag',
  'status',
  'created_at',
  'waiting_since',
] as const satisfies ReadonlyArray<keyof NewUse>

/** A boolean as either dialect answers it: PostgreSQL's true, SQLite's 1. */
export const isTrue = (value: unknown) => value === true || value === 1

/**
 * What the statement did: the use written, with whether it was of a free purchase while the
 * streamer's marathon is live (the service extends the marathon in the same transaction); or the
 * facts a refusal is judged on.
 */
export type UseWritten =
  | { use: StreamUseRow; usedAt: string; freeInLiveMarathon: boolean; facts?: undefined }
  | { facts: UseFactsRow; use?: undefined }

/** PostgreSQL: the facts, the purchase marked used, the use and the quota's row in one statement. */
async function spendOnPostgres(
  trx: Kysely<Database>,
  rule: UseRuleInputs,
  use: NewUse,
  key: string | null,
): Promise<UseWritten> {
  const at = rule.now.toISOString()
  const row = await trx
    .with('used', (db) =>
      db
        .updateTable('purchases')
        .set({ is_used: 1, used_at: at, use_key: key })
        .where((eb) => isThePurchase(eb, rule))
        .where(allowsUse(trx, rule))
        .returning(['purchases.used_at', 'purchases.amount_paise']),
    )
    .with('ins', (db) =>
      db
        .insertInto('stream_uses')
        .columns([...USE_COLUMNS, 'id', 'line_seq'])
        .expression((eb) =>
          eb
            .selectFrom('used')
            .select([
              ...USE_COLUMNS.map((column) =>
                typeof use[column] === 'number'
                  ? sql.lit(use[column]).as(column)
                  : eb.val(use[column] as string | null).as(column),
              ),
              eb.val(newId()).as('id'),
              nextLineSeq(trx).as('line_seq'),
            ]),
        )
        .returningAll(),
    )
    .with('q', (db) =>
      db
        .insertInto('quota_uses')
        .columns(['id', 'user_id', 'action', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('used')
            .select([
              eb.val(newId()).as('id'),
              eb.val(rule.viewerId).as('user_id'),
              eb.val(USE_QUOTA).as('action'),
              eb.val(at).as('created_at'),
            ]),
        ),
    )
    .selectFrom(factsOfUse(trx, rule).as('facts'))
    .leftJoin('used', (join) => join.onTrue())
    .selectAll('facts')
    .select([
      sql<StreamUseRow | null>`(select to_json(ins) from ins)`.as('written'),
      'used.used_at as written_used_at',
      'used.amount_paise as written_amount',
    ])
    .executeTakeFirstOrThrow()
  const { written, written_used_at, written_amount, ...facts } = row
  if (!written || !written_used_at) return { facts }
  return {
    use: written,
    usedAt: written_used_at,
    freeInLiveMarathon: written_amount === 0 && isTrue(facts.marathon_live),
  }
}

/** SQLite: the guarded UPDATE, then the use and the quota's row; the facts only when nothing was written. */
async function spendOnSqlite(
  trx: Kysely<Database>,
  rule: UseRuleInputs,
  use: NewUse,
  key: string | null,
): Promise<UseWritten> {
  const at = rule.now.toISOString()
  const used = await trx
    .updateTable('purchases')
    .set({ is_used: 1, used_at: at, use_key: key })
    .where((eb) => isThePurchase(eb, rule))
    .where(allowsUse(trx, rule))
    .returning((eb) => [
      'purchases.used_at',
      'purchases.amount_paise',
      eb.exists(liveMarathon(trx, rule)).as('marathon_live'),
    ])
    .executeTakeFirst()
  if (!used?.used_at) return { facts: await factsOfUse(trx, rule).executeTakeFirstOrThrow() }
  const written = await trx
    .insertInto('stream_uses')
    .values({ ...use, id: newId(), line_seq: nextLineSeq(trx) })
    .returningAll()
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('quota_uses')
    .values({ id: newId(), user_id: rule.viewerId, action: USE_QUOTA, created_at: at })
    .execute()
  return {
    use: written,
    usedAt: used.used_at,
    freeInLiveMarathon: used.amount_paise === 0 && isTrue(used.marathon_live),
  }
}

// Made on the transaction that holds the viewer's (and a cooling card's) lock: use-card.ts `writeUse`.
export function createUseStatementsRepository(trx: Kysely<Database>) {
  return {
    /**
     * Spends the purchase on the use if every rule holds (allowsUse): the purchase marked used, the
     * use in the streamer's line, the quota's row; else writes nothing and answers the facts.
     */
    spendPurchase: (rule: UseRuleInputs, use: NewUse, key: string | null): Promise<UseWritten> =>
      isPostgres(trx) ? spendOnPostgres(trx, rule, use, key) : spendOnSqlite(trx, rule, use, key),
  }
}
