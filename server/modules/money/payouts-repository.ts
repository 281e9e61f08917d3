import { subHours } from 'date-fns'
import type { Insertable, Kysely } from 'kysely'
import { paiseToRupees } from '../../../contract/money'
import {
  type AdminPayout,
  type AdminPayoutBatch,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  type PayoutTotals,
} from '../../../contract/payouts'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { PayoutBatchRow, PayoutRow, PayoutStatus, PayoutTable } from '../../db/schema-money'
import { availableAt } from './ledger-repository'
import { destinationKey } from './payout-accounts-repository'

export interface PayoutWithCreator extends PayoutRow {
  creator_name: string | null
  creator_email: string | null
}

export function toAdminPayout(row: PayoutWithCreator): AdminPayout {
  return {
    _id: row.id,
    batchId: row.batch_id,
    creatorId: row.creator_id,
    creatorName: row.creator_name ?? '',
    creatorEmail: row.creator_email ?? '',
    amount: paiseToRupees(row.amount_paise),
    status: row.status,
    failureReason: row.failure_reason,
    attempt: row.attempt,
    provider: row.provider,
    providerPayoutId: row.provider_payout_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function payoutTotals(rows: readonly PayoutRow[]): PayoutTotals {
  const sum = (statuses: PayoutStatus[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.amount_paise, 0)
  return {
    count: rows.length,
    amount: paiseToRupees(sum(['queued', 'processing', 'processed', 'failed', 'reversed'])),
    processed: paiseToRupees(sum(['processed'])),
    pending: paiseToRupees(sum(['queued', 'processing'])),
    failed: paiseToRupees(sum(['failed', 'reversed'])),
  }
}

export function toAdminBatch(batch: PayoutBatchRow, payouts: PayoutWithCreator[]): AdminPayoutBatch {
  return {
    _id: batch.id,
    runKey: batch.run_key,
    trigger: batch.trigger,
    createdAt: batch.created_at,
    payouts: payouts.map(toAdminPayout),
    totals: payoutTotals(payouts),
  }
}

/**
 * Payout batches and payouts. Pass a transaction to write them with their ledger groups. A payout's
 * status moves only forward, each move conditional on the status (and attempt) it moves from, so a
 * repeated webhook or a racing instance changes nothing twice.
 */
export function createPayoutsRepository(db: Kysely<Database>) {
  const withCreator = () =>
    db
      .selectFrom('payouts')
      .leftJoin('users', 'users.id', 'payouts.creator_id')
      .selectAll('payouts')
      .select(['users.username as creator_name', 'users.email as creator_email'])

  return {
    async createBatch(batch: Omit<PayoutBatchRow, 'id'>): Promise<PayoutBatchRow> {
      return db
        .insertInto('payout_batches')
        .values({ id: newId(), ...batch })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    batchByRunKey: (runKey: string) =>
      db.selectFrom('payout_batches').selectAll().where('run_key', '=', runKey).executeTakeFirst(),

    /**
     * Creators owed at least `minimumPaise` at `now` (shares past their hold, less what was paid or
     * refunded) who have a payout account past its own hold and still exist: whom a run pays, and
     * how much.
     */
    async payable(
      now: Date,
      minimumPaise: number,
    ): Promise<Array<{ creatorId: string; amountPaise: number; destinationKey: string }>> {
      const holdStart = subHours(now, PAYOUT_ACCOUNT_HOLD_HOURS).toISOString()
      const rows = await db
        .selectFrom('ledger_entries')
        .innerJoin('payout_accounts', 'payout_accounts.creator_id', 'ledger_entries.creator_id')
        .innerJoin('users', 'users.id', 'ledger_entries.creator_id')
        // KYC first (modules/money/kyc/kyc.ts): a verified PAN and a validated payout account.
        .innerJoin('tax_profiles', 'tax_profiles.creator_id', 'ledger_entries.creator_id')
        .where('tax_profiles.pan_status', '=', 'verified')
        .where('tax_profiles.account_status', '=', 'verified')
        // A change of legal name, PAN or GSTIN waits out the same hold (kyc/kyc.ts `kycHoldEnd`).
        .where('tax_profiles.details_changed_at', '<=', holdStart)
        .select((eb) => [
          'ledger_entries.creator_id',
          eb.fn.sum<number>('ledger_entries.amount_paise').as('available'),
          // One row per creator: their one payout account, the version the payout is pinned to.
          eb.fn.max('payout_accounts.method').as('method'),
          eb.fn.max('payout_accounts.upi_id').as('upi_id'),
          eb.fn.max('payout_accounts.account_holder_name').as('account_holder_name'),
          eb.fn.max('payout_accounts.account_number').as('account_number'),
          eb.fn.max('payout_accounts.ifsc').as('ifsc'),
          eb.fn.max('payout_accounts.updated_at').as('updated_at'),
        ])
        .where('ledger_entries.account', '=', 'creator')
        .where((eb) => availableAt(eb, now))
        // New payout details wait out their hold (payout-accounts-repository.ts `payoutHoldEnd`).
        .where('payout_accounts.updated_at', '<=', holdStart)
        .groupBy('ledger_entries.creator_id')
        .having((eb) => eb.fn.sum('ledger_entries.amount_paise'), '>=', Math.max(1, minimumPaise))
        .orderBy('ledger_entries.creator_id')
        .execute()
      return rows.map((row) => ({
        creatorId: row.creator_id as string,
        amountPaise: row.available,
        destinationKey: destinationKey(row as Parameters<typeof destinationKey>[0]),
      }))
    },

    /**
     * Creators whose payout details or KYC details changed within the hold at `now`, each with the
     * later change (`updated_at`: the hold ends PAYOUT_ACCOUNT_HOLD_HOURS after it), latest first.
     */
    async heldAccounts(
      now: Date,
    ): Promise<Array<{ creator_id: string; username: string; updated_at: string }>> {
      const holdStart = subHours(now, PAYOUT_ACCOUNT_HOLD_HOURS).toISOString()
      const [accounts, kyc] = await Promise.all([
        db
          .selectFrom('payout_accounts')
          .innerJoin('users', 'users.id', 'payout_accounts.creator_id')
          .select(['payout_accounts.creator_id', 'users.username', 'payout_accounts.updated_at'])
          .where('payout_accounts.updated_at', '>', holdStart)
          .execute(),
        db
          .selectFrom('tax_profiles')
          .innerJoin('users', 'users.id', 'tax_profiles.creator_id')
          .select([
            'tax_profiles.creator_id',
            'users.username',
            'tax_profiles.details_changed_at as updated_at',
          ])
          .where('tax_profiles.details_changed_at', '>', holdStart)
          .execute(),
      ])
      const latest = new Map<string, { creator_id: string; username: string; updated_at: string }>()
      for (const row of [...accounts, ...kyc]) {
        const seen = latest.get(row.creator_id)
        if (!seen || seen.updated_at < row.updated_at) latest.set(row.creator_id, row)
      }
      return [...latest.values()].sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    },

    async createPayout(payout: Omit<Insertable<PayoutTable>, 'id'>): Promise<PayoutRow> {
      return db
        .insertInto('payouts')
        .values({ id: newId(), ...payout })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    byId: (id: string) => db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst(),

    withCreatorById: (id: string) => withCreator().where('payouts.id', '=', id).executeTakeFirst(),

    byProviderPayoutId: (providerPayoutId: string) =>
      db
        .selectFrom('payouts')
        .selectAll()
        .where('provider_payout_id', '=', providerPayoutId)
        .executeTakeFirst(),

    /** Payouts debited but not yet accepted by the provider since before `before` (a lost answer). */
    queuedSince: (before: Date) =>
      db
        .selectFrom('payouts')
        .select(['id', 'attempt'])
        .where('status', '=', 'queued')
        .where('updated_at', '<', before.toISOString())
        .orderBy('created_at')
        .execute(),

    /**
     * Moves attempt `attempt` of a payout from one of `from` to `to`; false when it was not in one of
     * them (already moved, or another attempt).
     */
    async move(
      id: string,
      attempt: number,
      from: PayoutStatus[],
      to: PayoutStatus,
      at: Date,
      extra: { providerPayoutId?: string; failureReason?: string | null } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('payouts')
        .set({
          status: to,
          updated_at: at.toISOString(),
          ...(extra.providerPayoutId ? { provider_payout_id: extra.providerPayoutId } : {}),
          ...(extra.failureReason !== undefined ? { failure_reason: extra.failureReason } : {}),
        })
        .where('id', '=', id)
        .where('attempt', '=', attempt)
        .where('status', 'in', from)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /**
     * A failed (or reversed) attempt becomes the next one, queued, with the provider configured now and
     * pinned to the payout details `destination` (their `destinationKey`, checked by the caller);
     * false when that attempt was not failed (a racing retry moved it first).
     */
    async nextAttempt(
      id: string,
      attempt: number,
      provider: PayoutRow['provider'],
      destination: string,
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('payouts')
        .set({
          status: 'queued',
          provider,
          destination_key: destination,
          attempt: attempt + 1,
          failure_reason: null,
          provider_payout_id: null,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .where('attempt', '=', attempt)
        .where('status', 'in', ['failed', 'reversed'])
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /** The latest `limit` batches, newest first, each with its payouts and the creators' names. */
    async latestBatches(limit: number): Promise<AdminPayoutBatch[]> {
      const batches = await db
        .selectFrom('payout_batches')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      if (batches.length === 0) return []
      const payouts = await withCreator()
        .where(
          'payouts.batch_id',
          'in',
          batches.map((batch) => batch.id),
        )
        .orderBy('payouts.created_at')
        .orderBy('payouts.id')
        .execute()
      return batches.map((batch) =>
        toAdminBatch(
          batch,
          payouts.filter((payout) => payout.batch_id === batch.id),
        ),
      )
    },

    async batchWithPayouts(batchId: string): Promise<AdminPayoutBatch | undefined> {
      const batch = await db
        .selectFrom('payout_batches')
        .selectAll()
        .where('id', '=', batchId)
        .executeTakeFirst()
      if (!batch) return undefined
      const payouts = await withCreator()
        .where('payouts.batch_id', '=', batchId)
        .orderBy('payouts.created_at')
        .orderBy('payouts.id')
        .execute()
      return toAdminBatch(batch, payouts)
    },
  }
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>
