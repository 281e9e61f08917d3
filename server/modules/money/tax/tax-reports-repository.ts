import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema'
import type { LedgerKind } from '../../../db/schema-money'

/** Well under SQLite's and PostgreSQL's limits on a statement's parameters. */
const GROUPS_PER_QUERY = 500

/**
 * What the tax documents read of the ledger, summed: a creator's statement (statement.ts), the
 * monthly commission invoices (commission.ts) and the TDS report (tds-report.ts). Takes the database
 * or a transaction: a commission invoice is issued in the transaction that reads what it is for.
 */
export function createTaxReportsRepository(db: Kysely<Database>) {
  return {
    /**
     * The sums a creator's statement is made of, for the lines written from `from` until `to`: the
     * provider's and the platform's sides of the creator's sale, refund and dispute groups, the
     * creator's own lines by kind, and the GST in Cardcast's commission on them.
     */
    async statementSums(creatorId: string, span: { from: Date; to: Date }) {
      const inYear = { from: span.from.toISOString(), to: span.to.toISOString() }
      // The groups that credited or debited this creator for a sale in the year.
      const creatorLines = (kinds: LedgerKind[]) =>
        db
          .selectFrom('ledger_entries')
          .where('account', '=', 'creator')
          .where('creator_id', '=', creatorId)
          .where('kind', 'in', kinds)
          .where('created_at', '>=', inYear.from)
          .where('created_at', '<', inYear.to)
      const creatorGroups = (kinds: LedgerKind[]) => creatorLines(kinds).select('group_key')
      // The provider's and the platform's sides of the creator's groups of these kinds.
      const sides = (kinds: LedgerKind[]) =>
        db
          .selectFrom('ledger_entries')
          .select((eb) => [
            eb.fn
              .sum<number | null>(
                eb.case().when('account', '=', 'provider').then(eb.ref('amount_paise')).else(0).end(),
              )
              .as('provider'),
            eb.fn
              .sum<number | null>(
                eb.case().when('account', '=', 'platform').then(eb.ref('amount_paise')).else(0).end(),
              )
              .as('platform'),
          ])
          .where('group_key', 'in', creatorGroups(kinds))
          .executeTakeFirst()
      const [sales, refunds, disputes, own, gst] = await Promise.all([
        sides(['sale', 'subscription']),
        sides(['refund']),
        sides(['dispute']),
        db
          .selectFrom('ledger_entries')
          .select(['kind', (eb) => eb.fn.sum<number>('amount_paise').as('amount')])
          .where('account', '=', 'creator')
          .where('creator_id', '=', creatorId)
          .where('created_at', '>=', inYear.from)
          .where('created_at', '<', inYear.to)
          .groupBy('kind')
          .execute(),
        // GST in Cardcast's share of their subscription charges (invoiced to the subscriber at each
        // charge), with the credit notes that undid any. Card sales' commission: commissionGst.
        db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.sum<number | null>('amount_paise').as('tax'))
          .where('account', '=', 'tax')
          .where('kind', '=', 'gst')
          .where('created_at', '>=', inYear.from)
          .where('created_at', '<', inYear.to)
          .where(
            'group_key',
            'in',
            creatorLines(['subscription', 'refund', 'dispute']).select(
              sql<string>`'gst:' || group_key`.as('gst_key'),
            ),
          )
          .executeTakeFirst(),
      ])
      return { sales, refunds, disputes, own, gst }
    },

    /**
     * The GST moved to the tax account by the commission invoices and credit notes of the months
     * `monthKeys` ('2026-11'), whenever they were issued (March's goes out on 1 April).
     */
    async commissionGst(creatorId: string, monthKeys: readonly string[]): Promise<number> {
      if (monthKeys.length === 0) return 0
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.sum<number | null>('amount_paise').as('tax'))
        .where('account', '=', 'tax')
        .where('kind', '=', 'gst')
        .where(
          'group_key',
          'in',
          monthKeys.map((key) => `gst:commission:${creatorId}:${key}`),
        )
        .executeTakeFirst()
      return row?.tax ?? 0
    },

    /** Of the months `monthKeys`, those whose commission invoice or credit note has been issued. */
    async commissionDocumented(creatorId: string, monthKeys: readonly string[]): Promise<Set<string>> {
      if (monthKeys.length === 0) return new Set()
      const prefix = `commission:${creatorId}:`
      const rows = await db
        .selectFrom('invoices')
        .select('source_key')
        .where(
          'source_key',
          'in',
          monthKeys.map((key) => `${prefix}${key}`),
        )
        .execute()
      return new Set(rows.map((row) => row.source_key.slice(prefix.length)))
    },

    /**
     * Cardcast's share of the creator's card sales written from `from` until `to`, less what refunds
     * and lost disputes in it took back.
     */
    async commissionKept(creatorId: string, from: Date, to: Date): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries as share')
        .innerJoin('ledger_entries as kept', (join) =>
          join.onRef('kept.group_key', '=', 'share.group_key').on('kept.account', '=', 'platform'),
        )
        .select((eb) => eb.fn.sum<number | null>('kept.amount_paise').as('kept'))
        .where('share.account', '=', 'creator')
        .where('share.creator_id', '=', creatorId)
        .where('share.kind', 'in', ['sale', 'refund', 'dispute'])
        // Card sales only: their groups name the purchase; a subscription's (and its refund's) do not.
        .where('share.purchase_id', 'is not', null)
        .where('share.created_at', '>=', from.toISOString())
        .where('share.created_at', '<', to.toISOString())
        .executeTakeFirst()
      return row?.kept ?? 0
    },

    /** The creators credited or debited for a card sale from `from` until `to`. */
    commissionSellers: (from: Date, to: Date) =>
      db
        .selectFrom('ledger_entries')
        .select('creator_id')
        .distinct()
        .where('account', '=', 'creator')
        .where('kind', 'in', ['sale', 'refund', 'dispute'])
        .where('purchase_id', 'is not', null)
        .where('created_at', '>=', from.toISOString())
        .where('created_at', '<', to.toISOString())
        .execute(),

    /**
     * The creators' TDS lines (deductions and returns) from `from` until `to`, oldest first, each with
     * its deductee's particulars.
     */
    tdsLines: (from: Date, to: Date) =>
      db
        .selectFrom('ledger_entries as tds')
        .innerJoin('users', 'users.id', 'tds.creator_id')
        .leftJoin('tax_profiles', 'tax_profiles.creator_id', 'tds.creator_id')
        .select([
          'tds.group_key',
          'tds.creator_id',
          'tds.amount_paise',
          'tds.created_at',
          'users.username',
          'tax_profiles.pan',
          'tax_profiles.legal_name',
          'tax_profiles.pan_status',
        ])
        .where('tds.account', '=', 'creator')
        .where('tds.kind', '=', 'tds')
        .where('tds.created_at', '>=', from.toISOString())
        .where('tds.created_at', '<', to.toISOString())
        .orderBy('tds.created_at')
        .orderBy('tds.id')
        .execute(),

    /**
     * The provider's total in each group, in one query per few hundred groups (a quarter may hold
     * thousands).
     */
    async providerTotals(groupKeys: string[]): Promise<Map<string, number>> {
      const totals = new Map<string, number>()
      const unique = [...new Set(groupKeys)]
      for (let start = 0; start < unique.length; start += GROUPS_PER_QUERY) {
        const rows = await db
          .selectFrom('ledger_entries')
          .select((eb) => ['group_key', eb.fn.sum<number | null>('amount_paise').as('paid')])
          .where('account', '=', 'provider')
          .where('group_key', 'in', unique.slice(start, start + GROUPS_PER_QUERY))
          .groupBy('group_key')
          .execute()
        for (const row of rows) totals.set(row.group_key, row.paid ?? 0)
      }
      return totals
    },
  }
}

export type TaxReportsRepository = ReturnType<typeof createTaxReportsRepository>
