import { pushUrls } from '../../../../contract/push'
import type { AppServices } from '../../../app-services'
import type { PayoutRow, PayoutStatus } from '../../../db/schema-money'
import type { PushService } from '../../push'
import { createPayoutsRepository } from '../payouts-repository'

// A creator hears by Web Push (modules/push) that a payout was sent: written in the transaction that
// marks it processed (the provider paid it at once, or its webhook said so), so a server that dies
// after that commit still sends it (the push outbox), once per payout attempt; sent at once after the
// commit. The push opens Earnings, which lists the payout.

export type PayoutPushServices = Pick<AppServices, 'db'> & {
  push: Pick<PushService, 'notifyWithin' | 'sendSoon'>
}

/**
 * Moves attempt `payout.attempt` from one of `from` to 'processed' and writes the creator's push with
 * it; false when it was not in one of them (already moved, or another attempt), as `move` answers.
 */
export async function markPayoutSent(
  app: PayoutPushServices,
  payout: Pick<PayoutRow, 'id' | 'attempt' | 'creator_id' | 'amount_paise'>,
  from: PayoutStatus[],
  at: Date,
  extra: { providerPayoutId?: string } = {},
): Promise<boolean> {
  const moved = await app.db.transaction().execute(async (trx) => {
    const payouts = createPayoutsRepository(trx)
    if (!(await payouts.move(payout.id, payout.attempt, from, 'processed', at, extra))) return false
    await app.push.notifyWithin(trx, {
      userId: payout.creator_id,
      eventKey: `${payout.id}:${payout.attempt}`,
      text: { kind: 'payout-sent', amountPaise: payout.amount_paise },
      url: pushUrls.earnings(),
    })
    return true
  })
  if (moved) app.push.sendSoon()
  return moved
}
