import { createHash } from 'node:crypto'
import { addHours } from 'date-fns'
import type { Kysely } from 'kysely'
import {
  maskAccountNumber,
  maskUpiId,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  type PayoutAccount,
  type PayoutAccountDetails,
} from '../../../contract/payouts'
import type { Database } from '../../db/schema'
import type { PayoutAccountRow } from '../../db/schema-money'

/** When payouts to details saved at `updatedAt` may start. */
export const payoutHoldEndsAt = (updatedAt: string) =>
  addHours(new Date(updatedAt), PAYOUT_ACCOUNT_HOLD_HOURS)

/** Until when payouts to these details wait (they changed less than the hold ago), or null. */
export function payoutHoldEnd(row: Pick<PayoutAccountRow, 'updated_at'>, now: Date): Date | null {
  const end = payoutHoldEndsAt(row.updated_at)
  return end > now ? end : null
}

/**
 * A digest of one version of a creator's payout details (where the money goes, and when they were
 * saved): a payout records the one it was made for, and is sent only while the details are still it
 * (modules/money/payouts/send-payout.ts), so a change after a run never receives that run's money.
 */
export function destinationKey(
  row: Pick<
    PayoutAccountRow,
    'method' | 'upi_id' | 'account_holder_name' | 'account_number' | 'ifsc' | 'updated_at'
  >,
): string {
  const version = [
    row.method,
    row.upi_id,
    row.account_holder_name,
    row.account_number,
    row.ifsc,
    row.updated_at,
  ]
  return createHash('sha256').update(JSON.stringify(version)).digest('base64url')
}

/** What a creator is shown of their payout account: never the whole UPI ID or account number. */
export function toMaskedPayoutAccount(row: PayoutAccountRow, now: Date): PayoutAccount {
  return {
    method: row.method,
    upiId: row.upi_id ? maskUpiId(row.upi_id) : null,
    accountHolderName: row.account_holder_name,
    accountNumber: row.account_number ? maskAccountNumber(row.account_number) : null,
    ifsc: row.ifsc,
    updatedAt: row.updated_at,
    heldUntil: payoutHoldEnd(row, now)?.toISOString() ?? null,
  }
}

const sameDetails = (row: PayoutAccountRow, details: PayoutAccountDetails) =>
  details.method === 'upi'
    ? row.method === 'upi' && row.upi_id === details.upiId
    : row.method === 'bank' &&
      row.account_holder_name === details.accountHolderName &&
      row.account_number === details.accountNumber &&
      row.ifsc === details.ifsc

/** One payout account per creator: where their payouts go, and the provider's records of it. */
export function createPayoutAccountsRepository(db: Kysely<Database>) {
  return {
    byCreator: (creatorId: string) =>
      db.selectFrom('payout_accounts').selectAll().where('creator_id', '=', creatorId).executeTakeFirst(),

    /**
     * Saves the details. Changed details forget the provider's contact and fund account (they were made
     * for the old ones); the same details again keep them.
     */
    async save(creatorId: string, details: PayoutAccountDetails, now: Date): Promise<PayoutAccountRow> {
      const existing = await this.byCreator(creatorId)
      if (existing && sameDetails(existing, details)) return existing
      const values = {
        method: details.method,
        upi_id: details.method === 'upi' ? details.upiId : null,
        account_holder_name: details.method === 'bank' ? details.accountHolderName : null,
        account_number: details.method === 'bank' ? details.accountNumber : null,
        ifsc: details.method === 'bank' ? details.ifsc : null,
        provider_contact_id: null,
        provider_fund_account_id: null,
        updated_at: now.toISOString(),
      }
      return db
        .insertInto('payout_accounts')
        .values({ creator_id: creatorId, ...values })
        .onConflict((oc) => oc.column('creator_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /**
     * Keeps the provider's contact and fund account made for the details of version `updatedAt`; a
     * change of details since then wins (its ids were cleared and stay so).
     */
    async rememberProviderIds(
      creatorId: string,
      updatedAt: string,
      ids: { contactId: string; fundAccountId: string },
    ): Promise<void> {
      await db
        .updateTable('payout_accounts')
        .set({ provider_contact_id: ids.contactId, provider_fund_account_id: ids.fundAccountId })
        .where('creator_id', '=', creatorId)
        .where('updated_at', '=', updatedAt)
        .execute()
    },
  }
}

export type PayoutAccountsRepository = ReturnType<typeof createPayoutAccountsRepository>
