import { lockPayouts } from '../../../db/locks'
import { kycReady } from '../kyc/kyc'
import { createLedgerRepository } from '../ledger-repository'
import { destinationKey, payoutHoldEnd } from '../payout-accounts-repository'
import { createPayoutsRepository, type PayoutWithCreator } from '../payouts-repository'
import { debitPayout } from './payout-ledger'
import { type PayoutLog, type PayoutSending, sendPayout } from './send-payout'

export type RetryResult =
  | { outcome: 'sent'; payout: PayoutWithCreator }
  | { outcome: 'not-found' | 'not-retryable' | 'balance-short' | 'held' | 'kyc-held' | 'unavailable' }

class Refused extends Error {
  constructor(readonly outcome: 'not-retryable' | 'balance-short') {
    super(outcome)
  }
}

/**
 * An administrator's retry. A failed (or reversed) payout becomes its next attempt: its amount is
 * taken from the creator's balance again, only if the balance still covers it (the failure gave it
 * back, but it may have been refunded since), under the payouts lock, then sent with the new
 * attempt's key. A payout still queued (its send's answer was lost) is sent again with the same key.
 */
export async function retryPayout(
  app: PayoutSending,
  payoutId: string,
  log?: PayoutLog,
): Promise<RetryResult> {
  const { payouts, providers, accounts } = app.payoutServices
  const payout = await payouts.byId(payoutId)
  if (!payout) return { outcome: 'not-found' }
  // A retry goes to the details as they are now: new ones wait out their hold, as in a run, and so
  // does a KYC changed lately or incomplete. A queued payout is sent only to the details it was made
  // for (send-payout.ts `sendBlock`).
  const account = await accounts.byCreator(payout.creator_id)
  if (account && payoutHoldEnd(account, app.clock.now())) return { outcome: 'held' }
  if (!(await kycReady(app.taxProfiles, payout.creator_id, app.clock.now()))) return { outcome: 'kyc-held' }
  if (payout.status !== 'queued') {
    if (!['failed', 'reversed'].includes(payout.status)) return { outcome: 'not-retryable' }
    const provider = providers.current()
    if (!provider) return { outcome: 'unavailable' }
    const attempt = payout.attempt
    const amountPaise = payout.amount_paise
    try {
      await app.db.transaction().execute(async (trx) => {
        await lockPayouts(trx)
        const now = app.clock.now()
        // Written first (SQLite's write lock), and only from the attempt read: a racing retry loses.
        // The next attempt is pinned to the details as they are now (past their hold, checked above).
        const destination = account ? destinationKey(account) : ''
        if (
          !(await createPayoutsRepository(trx).nextAttempt(
            payout.id,
            attempt,
            provider.name,
            destination,
            now,
          ))
        ) {
          throw new Refused('not-retryable')
        }
        const balance = await createLedgerRepository(trx).creatorBalance(payout.creator_id, now)
        if (balance.availablePaise < amountPaise) throw new Refused('balance-short')
        await debitPayout(
          trx,
          { id: payout.id, creatorId: payout.creator_id, amountPaise, attempt: attempt + 1 },
          now,
        )
      })
    } catch (error) {
      if (error instanceof Refused) return { outcome: error.outcome }
      throw error
    }
  }
  await sendPayout(app, payout.id, log)
  const sent = await payouts.withCreatorById(payout.id)
  return sent ? { outcome: 'sent', payout: sent } : { outcome: 'not-found' }
}
