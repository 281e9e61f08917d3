import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { isPostgres } from '../../db/database'
import { newId } from '../../db/ids'
import { prepared } from '../../db/prepared'
import type { Database } from '../../db/schema'
import type { StreamUseRow } from '../../db/schema-stream'
import { quotaSince, quotaWindowSince } from '../limits'
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

/**
 * A use's rules as the statements bind them: ids, the judged values, and the instants computed from
 * `now` (cut-offs and the quota's hour). The statements are prepared (server/db/prepared.ts), one per
 * dialect and per shape: whether each cooldown is in force changes the statement, its length does not.
 */
type RuleArgs = {
  purchaseId: string
  viewerId: string
  cardId: string
  streamerId: string
  judgedCooldown: number | null
  judgedViewerCooldown: number | null
  judgedSettingsVersion: string | null
  cardCutoff: string
  viewerCutoff: string
  maxWaiting: number
  quotaSince: string
}

const RULE_ARGS = [
  'purchaseId',
  'viewerId',
  'cardId',
  'streamerId',
  'judgedCooldown',
  'judgedViewerCooldown',
  'judgedSettingsVersion',
  'maxWaiting',
  'quotaSince',
] as const satisfies ReadonlyArray<keyof RuleArgs>

/** Which cooldowns a use is checked against: each one in force adds its subquery. */
type Shape = { cardCooldown: boolean; viewerCooldown: boolean }

const argsOfShape = (shape: Shape) =>
  [
    ...RULE_ARGS,
    ...(shape.cardCooldown ? (['cardCutoff'] as const) : []),
    ...(shape.viewerCooldown ? (['viewerCutoff'] as const) : []),
  ] as const

function ruleArgs(rule: UseRuleInputs): RuleArgs {
  return {
    purchaseId: rule.purchaseId,
    viewerId: rule.viewerId,
    cardId: rule.cardId,
    streamerId: rule.streamerId,
    judgedCooldown: rule.judged.cooldownSeconds,
    judgedViewerCooldown: rule.judged.viewerCooldownSeconds,
    judgedSettingsVersion: rule.judged.settingsVersion,
    cardCutoff: cutoff(rule.now, rule.cardCooldownSeconds),
    viewerCutoff: cutoff(rule.now, rule.viewerCooldownSeconds),
    maxWaiting: rule.maxWaiting,
    quotaSince: quotaSince(rule.now),
  }
}

const shapeOf = (rule: UseRuleInputs): Shape => ({
  cardCooldown: rule.cardCooldownSeconds > 0,
  viewerCooldown: rule.viewerCooldownSeconds > 0,
})

/** One prepared statement per shape, made on first use. */
function byShape<Statement>(make: (shape: Shape) => Statement) {
  const made = new Map<string, Statement>()
  return (shape: Shape) => {
    const key = `${shape.cardCooldown}:${shape.viewerCooldown}`
    let statement = made.get(key)
    if (!statement) {
      statement = make(shape)
      made.set(key, statement)
    }
    return statement
  }
}

/** The purchase, the viewer's, of this card, not deleted: the row a use reads and marks used. */
const isThePurchase = (eb: ExpressionBuilder<Database, 'purchases'>, r: RuleArgs) =>
  eb.and([
    eb('purchases.id', '=', r.purchaseId),
    eb('purchases.user_id', '=', r.viewerId),
    eb('purchases.card_id', '=', r.cardId),
    eb('purchases.deleted_at', 'is', null),
  ])

const purchaseOf = (db: Kysely<Database>, r: RuleArgs) =>
  db.selectFrom('purchases').where((eb) => isThePurchase(eb, r))

/** A refund of the purchase under way (it may yet fail, and give the card back). */
const refundPending = (db: Kysely<Database>, r: RuleArgs) =>
  db
    .selectFrom('refunds')
    .select('refunds.id')
    .where('refunds.purchase_id', '=', r.purchaseId)
    .where('refunds.status', '=', 'pending')

/** How many of the viewer's uses wait in the streamer's queue (for approval, or for the stream). */
const waitingOfViewer = (db: Kysely<Database>, r: RuleArgs) =>
  db
    .selectFrom('stream_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_uses.streamer_id', '=', r.streamerId)
    .where('stream_uses.viewer_id', '=', r.viewerId)
    .where('stream_uses.status', 'in', ['held', 'queued', 'sent'])

/** When the newest use that counts for a cooldown was made (returned uses do not count). */
const lastUse = (db: Kysely<Database>, r: RuleArgs, of: 'card' | 'viewer') =>
  db
    .selectFrom('stream_uses')
    .select('stream_uses.created_at')
    .where('stream_uses.streamer_id', '=', r.streamerId)
    .where(
      of === 'card' ? 'stream_uses.card_id' : 'stream_uses.viewer_id',
      '=',
      of === 'card' ? r.cardId : r.viewerId,
    )
    .where('stream_uses.status', '!=', 'rejected')
    .orderBy('stream_uses.created_at', 'desc')
    .limit(1)

/** The viewer's uses in the last hour against their quota. */
const quotaUsed = (db: Kysely<Database>, r: RuleArgs) =>
  quotaWindowSince(db, r.viewerId, USE_QUOTA, r.quotaSince)

/** The card and the streamer's settings are still as the request was judged with. */
function judgedWithCurrent(db: Kysely<Database>, r: RuleArgs): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from cards
      where cards.id = ${r.cardId}
        and cards.cooldown_seconds is not distinct from ${r.judgedCooldown}
        and cards.viewer_cooldown_seconds is not distinct from ${r.judgedViewerCooldown})
    and ${settingsVersion(db, r)} is not distinct from ${r.judgedSettingsVersion}`
}

/** The version of the streamer's settings: when they were last written (null: the defaults). */
const settingsVersion = (db: Kysely<Database>, r: RuleArgs) =>
  db.selectFrom('stream_settings').select('updated_at').where('streamer_id', '=', r.streamerId)

/** The streamer's marathon, while one runs or is paused: a free use extends it. */
const liveMarathon = (db: Kysely<Database>, r: Pick<RuleArgs, 'streamerId'>) =>
  db
    .selectFrom('marathons')
    .select('marathons.id')
    .where('marathons.streamer_id', '=', r.streamerId)
    .where('marathons.live', '=', 1)

/** Every rule a use must pass to be written, on the purchase row being updated. */
function allowsUse(db: Kysely<Database>, r: RuleArgs, shape: Shape): Expression<SqlBool> {
  const noCooldown = (of: 'card' | 'viewer', inForce: boolean) =>
    inForce
      ? sql<SqlBool>`not exists ${lastUse(db, r, of).where(
          'stream_uses.created_at',
          '>',
          of === 'card' ? r.cardCutoff : r.viewerCutoff,
        )}`
      : sql<SqlBool>`true`
  return sql<SqlBool>`purchases.is_used = 0
    and purchases.refunded_at is null
    and not exists ${refundPending(db, r)}
    and ${judgedWithCurrent(db, r)}
    and ${noCooldown('card', shape.cardCooldown)}
    and ${noCooldown('viewer', shape.viewerCooldown)}
    and ${waitingOfViewer(db, r)} < ${r.maxWaiting}
    and (${quotaUsed(db, r)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))}) < ${sql.lit(HOURLY_QUOTAS[USE_QUOTA])}`
}

/** The facts a refusal is judged on, as one row's columns (every one present whatever is missing). */
function factsOfUse(db: Kysely<Database>, r: RuleArgs, shape: Shape) {
  return db
    .selectFrom(quotaUsed(db, r).as('quota'))
    .leftJoin(purchaseOf(db, r).selectAll('purchases').as('p'), (join) => join.onTrue())
    .select((eb) => [
      'p.id as purchase_id',
      'p.is_used',
      'p.use_key',
      'p.used_at',
      'p.refunded_at',
      eb.exists(refundPending(db, r)).as('refund_pending'),
      eb.fn.coalesce(sql<boolean>`(${judgedWithCurrent(db, r)})`, sql<boolean>`false`).as('judged_current'),
      waitingOfViewer(db, r).as('waiting'),
      (shape.cardCooldown ? lastUse(db, r, 'card') : sql<string | null>`null`).as('last_card_use'),
      (shape.viewerCooldown ? lastUse(db, r, 'viewer') : sql<string | null>`null`).as('last_viewer_use'),
      'quota.n as quota_used',
      'quota.oldest as quota_oldest',
      eb.exists(liveMarathon(db, r)).as('marathon_live'),
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

/** What the spend binds beyond the rules: when, the client's key, and (PostgreSQL) the rows' ids and the use. */
type SpendArgs = RuleArgs & { at: string; key: string | null }
type PostgresSpendArgs = SpendArgs & { useId: string; quotaId: string } & NewUse

/** The facts read alone (SQLite, when its UPDATE wrote nothing): the cut-offs and the cap are not among them. */
const FACT_ARGS = [
  'purchaseId',
  'viewerId',
  'cardId',
  'streamerId',
  'judgedCooldown',
  'judgedViewerCooldown',
  'judgedSettingsVersion',
  'quotaSince',
] as const satisfies ReadonlyArray<keyof RuleArgs>

/** PostgreSQL: the facts, the purchase marked used, the use and the quota's row in one statement. */
const spendOnPostgresStatement = byShape((shape) =>
  prepared(
    [...argsOfShape(shape), 'at', 'key', 'useId', 'quotaId', ...USE_COLUMNS],
    (trx, a: PostgresSpendArgs) =>
      trx
        .with('used', (db) =>
          db
            .updateTable('purchases')
            .set({ is_used: 1, used_at: a.at, use_key: a.key })
            .where((eb) => isThePurchase(eb, a))
            .where(allowsUse(trx, a, shape))
            .returning(['purchases.used_at', 'purchases.amount_paise']),
        )
        .with('ins', (db) =>
          db
            .insertInto('stream_uses')
            .columns([...USE_COLUMNS, 'id', 'line_seq'])
            .expression((eb) =>
              eb.selectFrom('used').select([
                // A bound value in a SELECT list is text to PostgreSQL: the one integer column says so.
                ...USE_COLUMNS.map((column) =>
                  column === 'viewer_text'
                    ? sql<number>`cast(${a[column]} as integer)`.as(column)
                    : eb.val(a[column]).as(column),
                ),
                eb.val(a.useId).as('id'),
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
                  eb.val(a.quotaId).as('id'),
                  eb.val(a.viewerId).as('user_id'),
                  eb.val(USE_QUOTA).as('action'),
                  eb.val(a.at).as('created_at'),
                ]),
            ),
        )
        .selectFrom(factsOfUse(trx, a, shape).as('facts'))
        .leftJoin('used', (join) => join.onTrue())
        .selectAll('facts')
        .select([
          sql<StreamUseRow | null>`(select to_json(ins) from ins)`.as('written'),
          'used.used_at as written_used_at',
          'used.amount_paise as written_amount',
        ]),
    { named: true },
  ),
)

async function spendOnPostgres(
  trx: Kysely<Database>,
  rule: UseRuleInputs,
  use: NewUse,
  key: string | null,
): Promise<UseWritten> {
  const at = rule.now.toISOString()
  const { rows } = await spendOnPostgresStatement(shapeOf(rule))(trx, {
    ...ruleArgs(rule),
    ...use,
    at,
    key,
    useId: newId(),
    quotaId: newId(),
  })
  const row = rows[0]
  if (!row) throw new Error('the use statement answered no row')
  const { written, written_used_at, written_amount, ...facts } = row
  if (!written || !written_used_at) return { facts }
  return {
    use: written,
    usedAt: written_used_at,
    freeInLiveMarathon: written_amount === 0 && isTrue(facts.marathon_live),
  }
}

/** SQLite: the guarded UPDATE of the purchase (the use and the quota's row follow it). */
const spendOnSqliteStatement = byShape((shape) =>
  prepared([...argsOfShape(shape), 'at', 'key'], (trx, a: SpendArgs) =>
    trx
      .updateTable('purchases')
      .set({ is_used: 1, used_at: a.at, use_key: a.key })
      .where((eb) => isThePurchase(eb, a))
      .where(allowsUse(trx, a, shape))
      .returning((eb) => [
        'purchases.used_at',
        'purchases.amount_paise',
        eb.exists(liveMarathon(trx, a)).as('marathon_live'),
      ]),
  ),
)

const factsStatement = byShape((shape) =>
  prepared(FACT_ARGS, (trx, a: RuleArgs) => factsOfUse(trx, a, shape)),
)

/** SQLite: the guarded UPDATE, then the use and the quota's row; the facts only when nothing was written. */
async function spendOnSqlite(
  trx: Kysely<Database>,
  rule: UseRuleInputs,
  use: NewUse,
  key: string | null,
): Promise<UseWritten> {
  const at = rule.now.toISOString()
  const args = ruleArgs(rule)
  const shape = shapeOf(rule)
  const used = (await spendOnSqliteStatement(shape)(trx, { ...args, at, key })).rows[0]
  if (!used?.used_at) {
    const facts = (await factsStatement(shape)(trx, args)).rows[0]
    if (!facts) throw new Error('the facts of a use answered no row')
    return { facts }
  }
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
