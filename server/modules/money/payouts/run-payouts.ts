import { rupeesToPaise } from '../../../../contract/money'
import type { AdminPayoutBatch } from '../../../../contract/payouts'
import type { AppServices } from '../../../app-services'
import { isUniqueViolation } from '../../../db/database'
import { lockPayouts } from '../../../db/locks'
import { createPayoutsRepository } from '../payouts-repository'
import { debitPayout } from './payout-ledger'
import { type PayoutLog, type PayoutSending, sendPayout } from './send-payout'

export interface RunOptions {
  /** Unique per run: the scheduled date 'YYYY-MM-DD', or 'admin:<ISO time>' for 'Run payouts now'. */
  runKey: string
  trigger: 'schedule' | 'admin'
  adminId?: string | null
  log?: PayoutLog
}

export type RunResult =
  | { outcome: 'ran'; batch: AdminPayoutBatch }
  /** An administrator's run found nobody due: nothing was written. */
  | { outcome: 'nobody-due' }
  /** A run with this key was made before (another instance, a repeated date). */
  | { outcome: 'already-ran' }
  | { outcome: 'unavailable' }

class NobodyDue extends Error {}

/** 'admin:<ISO time>': the run key of an administrator's 'Run payouts now'. */
export const adminRunKey = (now: Date) => `admin:${now.toISOString()}`

/**
 * One payout run. In one transaction holding the payouts lock: the batch (its run key is unique, so a
 * key runs once), and for each creator owed at least the minimum who has a payout account, a queued
 * payout and the ledger group that takes its amount from their balance. A second run, a racing
 * instance or a repeated date therefore finds nothing left to pay; creators under the minimum or
 * without an account are left as they are, for a later run. Then, outside the transaction, each
 * payout goes to the provider (send-payout.ts).
 *
 * A scheduled run records its batch even when nobody is due (the date is done); an administrator's
 * run that finds nobody writes nothing.
 */
export async function runPayouts(
  app: PayoutSending & Pick<AppServices, 'config'>,
  options: RunOptions,
): Promise<RunResult> {
  const { providers } = app.payoutServices
  const provider = providers.current()
  if (!provider) return { outcome: 'unavailable' }
  const minimumPaise = rupeesToPaise(app.config.payoutMinimumRupees)
  let made: { batchId: string; payoutIds: string[] }
  try {
    made = await app.db.transaction().execute(async (trx) => {
      await lockPayouts(trx)
      // Read under the lock, so a run that waited for another stamps a later time than it.
      const now = app.clock.now()
      const payouts = createPayoutsRepository(trx)
      // Written first: on SQLite the transaction holds the write lock from here on.
      const batch = await payouts.createBatch({
        run_key: options.runKey,
        trigger: options.trigger,
        admin_id: options.adminId ?? null,
        created_at: now.toISOString(),
      })
      const due = await payouts.payable(now, minimumPaise)
      if (due.length === 0 && options.trigger === 'admin') throw new NobodyDue()
      const payoutIds: string[] = []
      for (const { creatorId, amountPaise, destinationKey } of due) {
        const payout = await payouts.createPayout({
          batch_id: batch.id,
          creator_id: creatorId,
          amount_paise: amountPaise,
          status: 'queued',
          provider: provider.name,
          provider_payout_id: null,
          failure_reason: null,
          attempt: 1,
          // Pinned to the details it is for: sent later only while they are still these.
          destination_key: destinationKey,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        await debitPayout(trx, { id: payout.id, creatorId, amountPaise, attempt: 1 }, now)
        payoutIds.push(payout.id)
      }
      return { batchId: batch.id, payoutIds }
    })
  } catch (error) {
    if (error instanceof NobodyDue) return { outcome: 'nobody-due' }
    if (isUniqueViolation(error)) return { outcome: 'already-ran' }
    throw error
  }
  // One at a time: RazorpayX asks for at most a few payout calls a second.
  for (const payoutId of made.payoutIds) await sendPayout(app, payoutId, options.log)
  const batch = await app.payoutServices.payouts.batchWithPayouts(made.batchId)
  if (!batch) throw new Error(`payout batch ${made.batchId} vanished`)
  return { outcome: 'ran', batch }
}
