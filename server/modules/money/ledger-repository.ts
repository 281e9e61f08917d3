import type { ExpressionBuilder, Kysely } from 'kysely'
import { REVENUE_SHARE_PERCENT } from '../../../contract/constants'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { LedgerAccount, LedgerKind } from '../../db/schema-money'

/** The accounts kept per creator: what they are owed, and what is held from them for a dispute. */
const ACCOUNTS_OF_A_CREATOR: ReadonlySet<LedgerAccount> = new Set(['creator', 'disputes'])

export interface LedgerLine {
  account: LedgerAccount
  /** Required for the `creator` and `disputes` accounts, absent otherwise. */
  creatorId?: string
  amountPaise: number
  /** Defaults to the group's time: only a sale's creator share waits for the hold. */
  availableAt?: Date
}

export interface LedgerGroup {
  /** Names the money event once: 'sale:<purchase id>', 'refund:<purchase id>', 'pro:<payment id>', … */
  groupKey: string
  kind: LedgerKind
  lines: LedgerLine[]
  purchaseId?: string
  payoutId?: string
  paymentId?: string
  at: Date
}

/**
 * Whether a ledger line counts as available at `now`: past its hold, or a payout's debit, which
 * leaves the balance when it is written. The debit is stamped with its run's clock, and a racing run
 * (or another instance whose clock is a little behind) that read an earlier `now` must still see it,
 * or it would pay the same money again.
 */
export const availableAt = (eb: ExpressionBuilder<Database, 'ledger_entries'>, now: Date) =>
  eb.or([
    eb('ledger_entries.available_at', '<=', now.toISOString()),
    eb('ledger_entries.kind', '=', 'payout'),
  ])

/** The creator's share of a sale: 80%, rounded down to the paisa (the platform keeps the rest). */
export const creatorSharePaise = (amountPaise: number) =>
  Math.floor((amountPaise * REVENUE_SHARE_PERCENT) / 100)

/** The entries of a paid card sale: the provider's payment split between the creator and the platform. */
export function saleLines(amountPaise: number, creatorId: string, availableAt: Date): LedgerLine[] {
  const share = creatorSharePaise(amountPaise)
  return [
    { account: 'provider', amountPaise: -amountPaise },
    { account: 'creator', creatorId, amountPaise: share, availableAt },
    { account: 'platform', amountPaise: amountPaise - share },
  ]
}

/**
 * The entries that undo a group (a refund of a sale, the return of a failed payout). Each keeps the
 * time its original became available, so a refund during the hold comes off the held amount.
 */
export const reversedLines = (lines: LedgerLine[]): LedgerLine[] =>
  lines.map((line) => ({ ...line, amountPaise: -line.amountPaise }))

export class UnbalancedLedgerGroupError extends Error {}

/**
 * The append-only ledger. `post` writes a group once (a second post of the same key changes nothing
 * and answers false); pass a transaction to write it with the event it records. Balances are sums of
 * entries, never stored.
 */
export function createLedgerRepository(db: Kysely<Database>) {
  return {
    async post(group: LedgerGroup): Promise<boolean> {
      const sum = group.lines.reduce((total, line) => total + line.amountPaise, 0)
      const wellFormed = group.lines.every(
        (line) =>
          Number.isSafeInteger(line.amountPaise) &&
          ACCOUNTS_OF_A_CREATOR.has(line.account) === Boolean(line.creatorId),
      )
      if (sum !== 0 || !wellFormed) {
        throw new UnbalancedLedgerGroupError(`ledger group ${group.groupKey} does not balance`)
      }
      const at = group.at.toISOString()
      try {
        await db
          .insertInto('ledger_entries')
          .values(
            group.lines.map((line) => ({
              id: newId(),
              group_key: group.groupKey,
              kind: group.kind,
              account: line.account,
              creator_id: line.creatorId ?? null,
              amount_paise: line.amountPaise,
              purchase_id: group.purchaseId ?? null,
              payout_id: group.payoutId ?? null,
              payment_id: group.paymentId ?? null,
              available_at: (line.availableAt ?? group.at).toISOString(),
              created_at: at,
            })),
          )
          .execute()
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },

    /** The lines of a group as written, to reverse it. */
    async linesOf(groupKey: string): Promise<LedgerLine[]> {
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['account', 'creator_id', 'amount_paise', 'available_at'])
        .where('group_key', '=', groupKey)
        .execute()
      return rows.map((row) => ({
        account: row.account,
        amountPaise: row.amount_paise,
        availableAt: new Date(row.available_at),
        ...(row.creator_id ? { creatorId: row.creator_id } : {}),
      }))
    },

    /** Whether a group has been written (a unique violation would abort a PostgreSQL transaction). */
    async hasGroup(groupKey: string): Promise<boolean> {
      const done = await db
        .selectFrom('ledger_entries')
        .select('id')
        .where('group_key', '=', groupKey)
        .executeTakeFirst()
      return done !== undefined
    },

    /** Every line of these groups, each with its group (a sale and the groups that take it back). */
    linesOfGroups: (groupKeys: readonly string[]) =>
      db
        .selectFrom('ledger_entries')
        .select(['group_key', 'account', 'creator_id', 'amount_paise', 'available_at'])
        .where('group_key', 'in', [...groupKeys])
        .execute(),

    /**
     * A creator's gross sales through Cardcast (what buyers paid for their cards and subscriptions)
     * credited from `from` until `to`, leaving out the group named: the TDS threshold's measure, and
     * what the threshold catch-up was deducted on (tax/withholding.ts, tax/tds-report.ts).
     */
    async creatorGrossPaise(
      creatorId: string,
      span: { from: Date; to: Date; exceptGroupKey?: string },
    ): Promise<number> {
      let query = db
        .selectFrom('ledger_entries as share')
        .innerJoin('ledger_entries as paid', (join) =>
          join.onRef('paid.group_key', '=', 'share.group_key').on('paid.account', '=', 'provider'),
        )
        .select((eb) => eb.fn.sum<number | null>('paid.amount_paise').as('paid'))
        .where('share.account', '=', 'creator')
        .where('share.creator_id', '=', creatorId)
        .where('share.kind', 'in', ['sale', 'subscription'])
        .where('share.created_at', '>=', span.from.toISOString())
        .where('share.created_at', '<', span.to.toISOString())
      if (span.exceptGroupKey) query = query.where('share.group_key', '!=', span.exceptGroupKey)
      const row = await query.executeTakeFirst()
      // Money in is negative on the provider's side.
      return -(row?.paid ?? 0)
    },

    /**
     * What buyers paid for a creator's cards in the sales booked from `from` until `to` (auctions'
     * and funded community cards' included), less what refunds and lost disputes of those very sales
     * gave back before `to`, in paise: a card battle's score (modules/battles, docs/battles.md).
     */
    async creatorCardTakingsPaise(creatorId: string, span: { from: Date; to: Date }): Promise<number> {
      const from = span.from.toISOString()
      const to = span.to.toISOString()
      const sales = db
        .selectFrom('ledger_entries as share')
        .where('share.account', '=', 'creator')
        .where('share.creator_id', '=', creatorId)
        .where('share.kind', '=', 'sale')
        .where('share.created_at', '>=', from)
        .where('share.created_at', '<', to)
      const [paid, back] = await Promise.all([
        sales
          .innerJoin('ledger_entries as paid', (join) =>
            join.onRef('paid.group_key', '=', 'share.group_key').on('paid.account', '=', 'provider'),
          )
          .select((eb) => eb.fn.sum<number | null>('paid.amount_paise').as('total'))
          .executeTakeFirst(),
        sales
          .innerJoin('ledger_entries as back', (join) =>
            join
              .onRef('back.purchase_id', '=', 'share.purchase_id')
              .on('back.account', '=', 'provider')
              .on('back.kind', 'in', ['refund', 'dispute'])
              .on('back.created_at', '<', to),
          )
          .select((eb) => eb.fn.sum<number | null>('back.amount_paise').as('total'))
          .executeTakeFirst(),
      ])
      // Money in is negative on the provider's side, money given back positive.
      return Math.max(0, -Number(paid?.total ?? 0) - Number(back?.total ?? 0))
    },

    /**
     * A creator's money at `now`, in paise: `available` may be paid out (past the hold, less payouts),
     * `onHold` waits for the hold, `lifetime` is every share earned (cards and subscriptions) less refunds and lost disputes;
     * `inDispute` is held from them while a chargeback is open.
     */
    async creatorBalance(creatorId: string, now: Date) {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => [
          eb.fn
            .sum<number | null>(
              eb.case().when(availableAt(eb, now)).then(eb.ref('amount_paise')).else(0).end(),
            )
            .as('available'),
          eb.fn
            .sum<number | null>(
              eb
                .case()
                .when(eb.not(availableAt(eb, now)))
                .then(eb.ref('amount_paise'))
                .else(0)
                .end(),
            )
            .as('on_hold'),
          eb.fn
            .sum<number | null>(
              eb
                .case()
                .when('kind', 'in', ['sale', 'subscription', 'refund', 'dispute'])
                .then(eb.ref('amount_paise'))
                .else(0)
                .end(),
            )
            .as('lifetime'),
        ])
        .where('account', '=', 'creator')
        .where('creator_id', '=', creatorId)
        .executeTakeFirst()
      const disputed = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.sum<number | null>('amount_paise').as('held'))
        .where('account', '=', 'disputes')
        .where('creator_id', '=', creatorId)
        .executeTakeFirst()
      return {
        availablePaise: row?.available ?? 0,
        onHoldPaise: row?.on_hold ?? 0,
        lifetimePaise: row?.lifetime ?? 0,
        inDisputePaise: disputed?.held ?? 0,
      }
    },
  }
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>

/** `creatorCardTakingsPaise` read in the transaction (or database) given: a battle's score at its end. */
export const creatorCardTakingsPaise = (
  db: Kysely<Database>,
  creatorId: string,
  span: { from: Date; to: Date },
) => createLedgerRepository(db).creatorCardTakingsPaise(creatorId, span)
