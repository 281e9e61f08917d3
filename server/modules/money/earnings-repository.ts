import type { Kysely } from 'kysely'
import type { EarningsEntry, EarningsEntryKind, EarningsPayout } from '../../../contract/earnings'
import { paiseToRupees } from '../../../contract/money'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'

/** What a creator reads of the money tables: their own ledger lines and payouts, nobody else's. */
export function createEarningsRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of the creator's ledger lines, newest first (keyset on created_at, id), with the title
     * of the card a sale or refund was for. The creator's id is in every page's query, whatever the
     * cursor.
     */
    async entriesPage(creatorId: string, request: PageRequest): Promise<Page<EarningsEntry>> {
      const query = db
        .selectFrom('ledger_entries')
        .leftJoin('purchases', 'purchases.id', 'ledger_entries.purchase_id')
        .select([
          'ledger_entries.id as id',
          'ledger_entries.created_at as created_at',
          'ledger_entries.kind as kind',
          'ledger_entries.amount_paise as amount_paise',
          'ledger_entries.available_at as available_at',
          'purchases.title as card_title',
        ])
        .where('ledger_entries.account', '=', 'creator')
        .where('ledger_entries.creator_id', '=', creatorId)
      const page = await fetchPage(
        query,
        { sort: 'ledger_entries.created_at', id: 'ledger_entries.id' },
        request,
        (row) => ({ sort: row.created_at, id: row.id }),
      )
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at,
          // Only these kinds are ever written to a creator's account.
          kind: row.kind as EarningsEntryKind,
          amount: paiseToRupees(row.amount_paise),
          availableAt: row.available_at,
          ...(row.card_title !== null ? { cardTitle: row.card_title } : {}),
        })),
      }
    },

    /** The creator's latest payouts, newest first. */
    async payouts(creatorId: string, limit: number): Promise<EarningsPayout[]> {
      const rows = await db
        .selectFrom('payouts')
        .select(['id', 'created_at', 'amount_paise', 'status', 'failure_reason'])
        .where('creator_id', '=', creatorId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        amount: paiseToRupees(row.amount_paise),
        status: row.status,
        failureReason: row.failure_reason,
      }))
    },
  }
}
