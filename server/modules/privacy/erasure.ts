import type { AppServices } from '../../app-services'
import type { Erasure } from './erasure-repository'

/**
 * The one erasure of an account's personal data (erasure-repository.ts), for both its causes: the
 * user's own `DELETE /auth/user/account` and the sweep after a parent withdrew consent. The modules
 * that keep something per session forget it (accounts' `sessionEnds`). False: nothing to erase.
 */
export async function eraseAccount(app: Pick<AppServices, 'erasure' | 'sessionEnds'>, erasure: Erasure) {
  const erased = await app.erasure.erase(erasure)
  if (erased) await app.sessionEnds.ended(erasure.userId)
  return erased
}

/**
 * The sweep: every account whose consent was withdrawn and whose erasure is due (`erase_after`,
 * ERASE_AFTER_WITHDRAWAL_DAYS after the withdrawal) is erased. Runs with the subscriptions' sweep
 * (plugins/background-work.ts); each erasure is one transaction, so a pass cut short resumes.
 */
export async function eraseDueAccounts(
  app: Pick<AppServices, 'clock' | 'erasure' | 'sessionEnds'>,
  now: Date = app.clock.now(),
): Promise<number> {
  let count = 0
  for (const { id } of await app.erasure.dueForErasure(now)) {
    const erased = await eraseAccount(app, {
      userId: id,
      at: now,
      actor: 'Consent withdrawal sweep',
      reason: "A parent withdrew consent: the child's data was erased, invoices and ledger kept nameless.",
    })
    if (erased) count += 1
  }
  return count
}
