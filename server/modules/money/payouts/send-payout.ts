import { payoutMessages } from '../../../../contract/payouts'
import type { AppServices } from '../../../app-services'
import type { PayoutAccountRow, PayoutRow, PayoutStatus } from '../../../db/schema-money'
import { kycReady } from '../kyc/kyc'
import { destinationKey, payoutHoldEnd } from '../payout-accounts-repository'
import { createPayoutsRepository } from '../payouts-repository'
import { returnPayout } from './payout-ledger'
import { markPayoutSent } from './payout-pushes'
import { PayoutRefusedError, payoutIdempotencyKey } from './provider'

/** Where payout work reports what it could not finish (a request's log, or the app's). */
export interface PayoutLog {
  warn(obj: object, msg: string): void
}
const silent: PayoutLog = { warn: () => {} }

const NO_ACCOUNT = 'The creator has no payout account.'

/** What sending a payout uses: the payouts and their providers, the creator, the KYC, the clock. */
export type PayoutSending = Pick<
  AppServices,
  'payoutServices' | 'users' | 'taxProfiles' | 'clock' | 'db' | 'push'
>

/**
 * Why a payout may not be sent now, or null: its details are no longer those it was made for (a change
 * since, or, for a payout made before pinning, since it was made), they are in their hold, or the KYC
 * is incomplete or in its own hold. A run checks all of it when it makes the payout; a send checks it
 * again, as a payout left queued (an answer lost) is sent later.
 */
export async function sendBlock(
  app: Pick<AppServices, 'taxProfiles'>,
  payout: Pick<PayoutRow, 'creator_id' | 'destination_key' | 'created_at'>,
  account: PayoutAccountRow | undefined,
  now: Date,
): Promise<string | null> {
  if (!account) return NO_ACCOUNT
  const pinned = payout.destination_key
    ? destinationKey(account) === payout.destination_key
    : account.updated_at <= payout.created_at
  if (!pinned || payoutHoldEnd(account, now)) return payoutMessages.detailsChanged
  if (!(await kycReady(app.taxProfiles, payout.creator_id, now))) return payoutMessages.kycHeld
  return null
}

/**
 * Records that attempt `attempt` of a payout failed (or was reversed) and gives its amount back to the
 * creator's balance, in one transaction. The return is written once whatever repeats (a webhook sent
 * twice, a refusal and a webhook together), and only while that attempt is the failed one.
 */
export async function settleFailure(
  app: Pick<AppServices, 'clock' | 'db'>,
  payout: { id: string; attempt: number },
  to: Extract<PayoutStatus, 'failed' | 'reversed'>,
  reason: string,
  from: PayoutStatus[],
): Promise<boolean> {
  const now = app.clock.now()
  return app.db.transaction().execute(async (trx) => {
    const payouts = createPayoutsRepository(trx)
    const moved = await payouts.move(payout.id, payout.attempt, from, to, now, { failureReason: reason })
    const current = await payouts.byId(payout.id)
    if (current && current.attempt === payout.attempt && ['failed', 'reversed'].includes(current.status)) {
      await returnPayout(trx, payout.id, payout.attempt, now)
    }
    return moved
  })
}

/**
 * Sends a queued payout to its provider with its attempt's idempotency key, only to the details it was
 * made for and while they and the KYC pass (`sendBlock`); else it fails and its amount goes back.
 * Accepted: 'processing' or
 * 'processed'. Refused: 'failed', and the amount goes back to the balance. No answer: it stays queued
 * and is sent again later with the same key (the provider pays a key once).
 */
export async function sendPayout(
  app: PayoutSending,
  payoutId: string,
  log: PayoutLog = silent,
): Promise<void> {
  const { payouts, accounts, providers } = app.payoutServices
  const payout = await payouts.byId(payoutId)
  if (payout?.status !== 'queued') return
  const attempt = payout.attempt
  const provider = providers.byName(payout.provider)
  const [account, creator] = await Promise.all([
    accounts.byCreator(payout.creator_id),
    app.users.byId(payout.creator_id),
  ])
  if (!provider) {
    // Its provider is no longer configured: a send may already have reached it, so nothing is undone.
    log.warn(
      { payoutId: payout.id, provider: payout.provider },
      'payout left queued: its provider is not configured',
    )
    return
  }
  const blocked = creator ? await sendBlock(app, payout, account, app.clock.now()) : NO_ACCOUNT
  if (blocked || !account || !creator) {
    // Not sent: the money goes back to the balance, and a later run pays the details that pass.
    log.warn({ payoutId: payout.id, attempt, reason: blocked }, 'payout failed before its send')
    await settleFailure(app, { id: payout.id, attempt }, 'failed', blocked ?? NO_ACCOUNT, ['queued'])
    return
  }
  try {
    const sent = await provider.send({
      amountPaise: payout.amount_paise,
      idempotencyKey: payoutIdempotencyKey(payout.id, attempt),
      destination: { creatorId: creator.id, name: creator.username, email: creator.email, account },
    })
    const extra = { providerPayoutId: sent.providerPayoutId }
    // Paid at once: the creator is pushed with the move; 'processing' waits for the webhook's word.
    if (sent.status === 'processed') await markPayoutSent(app, payout, ['queued'], app.clock.now(), extra)
    else await payouts.move(payout.id, attempt, ['queued'], sent.status, app.clock.now(), extra)
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await settleFailure(app, { id: payout.id, attempt }, 'failed', error.message, ['queued'])
      return
    }
    // The outcome is unknown (or the database failed): left queued, sent again with the same key.
    log.warn({ err: error, payoutId: payout.id, attempt }, 'payout left queued: its outcome is unknown')
  }
}

/** How long a payout may stay queued before it is sent again (its first send lost its answer). */
export const RESEND_AFTER_MS = 5 * 60_000

/** Sends again every payout queued for longer than RESEND_AFTER_MS, with the same idempotency keys. */
export async function resendQueuedPayouts(app: PayoutSending, log: PayoutLog = silent): Promise<number> {
  const { payouts } = app.payoutServices
  const stuck = await payouts.queuedSince(new Date(app.clock.now().getTime() - RESEND_AFTER_MS))
  for (const payout of stuck) await sendPayout(app, payout.id, log)
  return stuck.length
}
