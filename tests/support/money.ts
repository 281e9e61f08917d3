// Helpers of the money tests (earnings, refunds): the money clock moved through CLOCK_OFFSET_FILE, the
// ledger read straight from the database, and the calls an administrator and a Pro buyer make.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { EarningsResponse } from '../../contract/earnings'
import type { KycStatus } from '../../contract/kyc'
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '../../contract/payouts'
import type { RefundResponse } from '../../contract/refunds'
import type { Database } from '../../server/db/schema'
import type { TestAccount } from './factories'
import type { Client } from './http'
import type { TestServer } from './test-server'

export const DAY_MS = 24 * 3600_000

/** The creator's 80% of a price in paise, rounded down to the paisa. */
export const sharePaise = (paise: number) => Math.floor((paise * 80) / 100)
export const toPaise = (rupees: number) => Math.round(rupees * 100)

/**
 * A file for CLOCK_OFFSET_FILE: `set(ms)` moves the server's money clock that far ahead (the server
 * reads the file at each call); `remove()` deletes it when the tests are done.
 */
export function createClockFile() {
  const dir = mkdtempSync(join(tmpdir(), 'cardcast-clock-'))
  const file = join(dir, 'offset-ms')
  writeFileSync(file, '0')
  return {
    file,
    set: (ms: number) => writeFileSync(file, String(Math.round(ms))),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export interface LedgerRow {
  group_key: string
  kind: string
  account: string
  creator_id: string | null
  amount_paise: number
  purchase_id: string | null
  payment_id: string | null
  available_at: string
}

/** Every ledger line, or those of the purchases named. */
export async function ledgerRows(server: TestServer, purchaseIds?: readonly string[]): Promise<LedgerRow[]> {
  if (purchaseIds?.length === 0) return []
  let query = server.app.db
    .selectFrom('ledger_entries')
    .select(['group_key', 'kind', 'account', 'creator_id', 'amount_paise', 'purchase_id', 'payment_id'])
    .select('available_at')
  if (purchaseIds) query = query.where('purchase_id', 'in', purchaseIds)
  const rows = await query.execute()
  return rows.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))
}

/** The groups whose lines do not sum to zero: none, ever. */
export async function unbalancedGroups(server: TestServer): Promise<Array<{ group: string; sum: number }>> {
  const rows = await server.app.db
    .selectFrom('ledger_entries')
    .select((eb) => ['group_key', eb.fn.sum<string | number>('amount_paise').as('total')])
    .groupBy('group_key')
    .having(sql`sum(amount_paise)`, '<>', 0)
    .execute()
  return rows.map((row) => ({ group: row.group_key, sum: Number(row.total) }))
}

/** Σ of the lines of `account`, in paise. */
export const sumOf = (rows: readonly LedgerRow[], account: string) =>
  rows.filter((row) => row.account === account).reduce((total, row) => total + row.amount_paise, 0)

export async function earningsOf(client: Client, creator: TestAccount) {
  const response = await client.get<EarningsResponse>('/auth/user/earnings', { token: creator.token })
  if (response.status !== 200) throw new Error(`earnings failed: ${JSON.stringify(response.body)}`)
  return response.body
}

export function refundPurchase(client: Client, adminToken: string, purchaseId: string, reason = 'Duplicate') {
  return client.post<RefundResponse & { error?: string }>(
    `/auth/admin/transactions/${purchaseId}/refund`,
    { reason },
    { token: adminToken },
  )
}

/** A month of Creator Pro bought with the simulated provider, as the browser does it: the payment id. */
export async function buyProWithSimulatedPayment(client: Client, account: TestAccount): Promise<string> {
  const order = await client.post<{ orderId: string }>(
    '/auth/user/plan-order',
    { plan: 'pro' },
    { token: account.token },
  )
  const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
    '/auth/user/payment-simulate',
    { orderId: order.body.orderId, outcome: 'success' },
    { token: account.token },
  )
  const verified = await client.post('/auth/user/plan-verify', paid.body, { token: account.token })
  if (verified.status !== 200) throw new Error(`plan-verify failed: ${JSON.stringify(verified.body)}`)
  return paid.body.paymentId
}

/**
 * Gives the creator a payout account as they would (with their password), completes their KYC (in the
 * account holder's name), then ends both holds as if PAYOUT_ACCOUNT_HOLD_HOURS had passed: for
 * tests of payouts, where the hold on new details (tests/api/money/payouts.test.ts) and KYC
 * (tests/api/money/kyc.test.ts) are not what is tested. `db` is the server's, to backdate the change.
 */
export async function givePayoutAccount(
  client: Client,
  db: Kysely<Database>,
  creator: Pick<TestAccount, 'token' | 'userId' | 'password'>,
  details: Record<string, string>,
) {
  const saved = await client.put(
    '/auth/user/payout-account',
    { ...details, password: creator.password },
    { token: creator.token },
  )
  if (saved.status !== 200) throw new Error(`payout-account failed: ${JSON.stringify(saved.body)}`)
  await completeKyc(client, creator, { legalName: details.accountHolderName ?? 'Test Creator' })
  await endPayoutHold(db, creator.userId)
  return saved
}

/** A PAN the simulated checker finds registered to whatever legal name is given. */
export const TEST_PAN = 'ABCPE1234F'

/** Completes the creator's KYC as the Earnings form does (PAN, legal name, password). */
export async function completeKyc(
  client: Client,
  creator: Pick<TestAccount, 'token' | 'password'>,
  details: { legalName?: string; pan?: string; gstin?: string } = {},
) {
  const saved = await client.put<KycStatus>(
    '/auth/user/kyc',
    { legalName: 'Test Creator', pan: TEST_PAN, ...details, password: creator.password },
    { token: creator.token },
  )
  if (saved.status !== 200) throw new Error(`kyc failed: ${JSON.stringify(saved.body)}`)
  return saved.body
}

/**
 * Ends the hold on the creator's new payout details and KYC details, as if PAYOUT_ACCOUNT_HOLD_HOURS
 * had passed.
 */
export async function endPayoutHold(db: Kysely<Database>, creatorId: string) {
  const past = new Date(Date.now() - (PAYOUT_ACCOUNT_HOLD_HOURS + 1) * 3600_000).toISOString()
  await db
    .updateTable('payout_accounts')
    .set({ updated_at: past })
    .where('creator_id', '=', creatorId)
    .execute()
  await db
    .updateTable('tax_profiles')
    .set({ details_changed_at: past })
    .where('creator_id', '=', creatorId)
    .execute()
}

/**
 * A completed KYC written straight to the database, as the checks leave it: for creators made in the
 * database rather than through the API (tests/api/money/kyc.test.ts tests the checks).
 */
export async function verifiedKyc(db: Kysely<Database>, creatorId: string, legalName = 'Test Creator') {
  await db
    .insertInto('tax_profiles')
    .values({
      creator_id: creatorId,
      legal_name: legalName,
      pan: TEST_PAN,
      gstin: null,
      pan_status: 'verified',
      pan_failure: null,
      account_status: 'verified',
      account_failure: null,
      updated_at: new Date().toISOString(),
    })
    .execute()
}
