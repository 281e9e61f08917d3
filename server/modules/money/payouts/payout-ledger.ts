import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { createLedgerRepository, reversedLines } from '../ledger-repository'

// The ledger groups of a payout. Each attempt takes the amount from the creator's balance once
// ('payout:<id>:<attempt>': creator −amount, payouts +amount) and, if it fails or is reversed, gives it
// back once ('payout-return:<id>:<attempt>': the same lines reversed).

export const payoutGroupKey = (payoutId: string, attempt: number) => `payout:${payoutId}:${attempt}`
export const payoutReturnGroupKey = (payoutId: string, attempt: number) =>
  `payout-return:${payoutId}:${attempt}`

/** Takes an attempt's amount from the creator's balance (in the transaction that records the attempt). */
export async function debitPayout(
  trx: Kysely<Database>,
  payout: { id: string; creatorId: string; amountPaise: number; attempt: number },
  at: Date,
): Promise<void> {
  await createLedgerRepository(trx).post({
    groupKey: payoutGroupKey(payout.id, payout.attempt),
    kind: 'payout',
    payoutId: payout.id,
    lines: [
      { account: 'creator', creatorId: payout.creatorId, amountPaise: -payout.amountPaise },
      { account: 'payouts', amountPaise: payout.amountPaise },
    ],
    at,
  })
}

/**
 * Gives a failed or reversed attempt's amount back to the creator's balance, once. Looked up first
 * rather than left to the unique key: on PostgreSQL a unique violation would abort the transaction
 * that also records the failure.
 */
export async function returnPayout(
  trx: Kysely<Database>,
  payoutId: string,
  attempt: number,
  at: Date,
): Promise<boolean> {
  const groupKey = payoutReturnGroupKey(payoutId, attempt)
  const ledger = createLedgerRepository(trx)
  if (await ledger.hasGroup(groupKey)) return false
  const lines = await ledger.linesOf(payoutGroupKey(payoutId, attempt))
  if (lines.length === 0) return false
  return ledger.post({ groupKey, kind: 'payout_return', payoutId, lines: reversedLines(lines), at })
}
