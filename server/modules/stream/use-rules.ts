import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import type { Database } from '../../db/schema'
import { quotaWindow } from '../limits'

// The rules of a card use as Kysely builders, written once: PostgreSQL runs them inside the one
// statement that spends the purchase (use-card.ts), SQLite inside its UPDATE, and both return them as
// facts when nothing was written, for the message. Cut-offs and caps are computed in TypeScript.

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
export const isThePurchase = (eb: ExpressionBuilder<Database, 'purchases'>, rule: UseRuleInputs) =>
  eb.and([
    eb('purchases.id', '=', rule.purchaseId),
    eb('purchases.user_id', '=', rule.viewerId),
    eb('purchases.card_id', '=', rule.cardId),
    eb('purchases.deleted_at', 'is', null),
  ])

export const purchaseOf = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db.selectFrom('purchases').where((eb) => isThePurchase(eb, rule))

/** A refund of the purchase under way (it may yet fail, and give the card back). */
export const refundPending = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db
    .selectFrom('refunds')
    .select('refunds.id')
    .where('refunds.purchase_id', '=', rule.purchaseId)
    .where('refunds.status', '=', 'pending')

/** How many of the viewer's uses wait in the streamer's queue (for approval, or for the stream). */
export const waitingOfViewer = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db
    .selectFrom('stream_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_uses.streamer_id', '=', rule.streamerId)
    .where('stream_uses.viewer_id', '=', rule.viewerId)
    .where('stream_uses.status', 'in', ['held', 'queued', 'sent'])

/** When the newest use that counts for a cooldown was made (returned uses do not count). */
export const lastUse = (db: Kysely<Database>, rule: UseRuleInputs, of: 'card' | 'viewer') =>
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
export const quotaUsed = (db: Kysely<Database>, rule: UseRuleInputs) =>
  quotaWindow(db, rule.viewerId, USE_QUOTA, rule.now)

/** The card and the streamer's settings are still as the request was judged with. */
export function judgedWithCurrent(db: Kysely<Database>, rule: UseRuleInputs): Expression<SqlBool> {
  const { judged } = rule
  return sql<SqlBool>`exists (select 1 from cards
      where cards.id = ${rule.cardId}
        and cards.cooldown_seconds is not distinct from ${judged.cooldownSeconds}
        and cards.viewer_cooldown_seconds is not distinct from ${judged.viewerCooldownSeconds})
    and ${settingsVersion(db, rule)} is not distinct from ${judged.settingsVersion}`
}

/** The version of the streamer's settings: when they were last written (null: the defaults). */
export const settingsVersion = (db: Kysely<Database>, rule: UseRuleInputs) =>
  db.selectFrom('stream_settings').select('updated_at').where('streamer_id', '=', rule.streamerId)

/** The streamer's marathon, while one runs or is paused: a free use extends it. */
export const liveMarathon = (db: Kysely<Database>, rule: Pick<UseRuleInputs, 'streamerId'>) =>
  db
    .selectFrom('marathons')
    .select('marathons.id')
    .where('marathons.streamer_id', '=', rule.streamerId)
    .where('marathons.live', '=', 1)

/** Every rule a use must pass to be written, on the purchase row being updated. */
export function allowsUse(db: Kysely<Database>, rule: UseRuleInputs): Expression<SqlBool> {
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
export function factsOfUse(db: Kysely<Database>, rule: UseRuleInputs) {
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
