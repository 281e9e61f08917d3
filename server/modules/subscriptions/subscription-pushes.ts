import { pushUrls } from '../../../contract/push'
import type { AppServices } from '../../app-services'
import type { PushService } from '../push'
import { createSubscriptionsRepository } from './subscriptions-repository'

// A subscriber hears by Web Push (modules/push) that a renewal's payment failed: written in the
// transaction that makes the subscription past-due, so a server that dies after that commit still
// sends it (the push outbox), once per subscription and period; sent at once after the commit. My
// Subscriptions, which the push opens, says how to pay before the grace ends.

export type PastDueServices = Pick<AppServices, 'db'> & {
  push: Pick<PushService, 'notifyWithin' | 'sendSoon'>
}

/**
 * Marks the subscription past-due (`periodEnd`: only while it still runs to that end) and writes the
 * subscriber's push with it. True when this call changed it, as `markPastDue` answers.
 */
export async function markPastDueAndPush(
  app: PastDueServices,
  row: { id: string; viewer_id: string; streamer_name: string; current_period_end: string | null },
  now: Date,
  periodEnd?: string,
): Promise<boolean> {
  const changed = await app.db.transaction().execute(async (trx) => {
    if (!(await createSubscriptionsRepository(trx).markPastDue(row.id, now, periodEnd))) return false
    await app.push.notifyWithin(trx, {
      userId: row.viewer_id,
      eventKey: `${row.id}:${row.current_period_end ?? ''}`,
      text: { kind: 'subscription-failed', streamerName: row.streamer_name },
      url: pushUrls.mySubscriptions(),
    })
    return true
  })
  if (changed) app.push.sendSoon()
  return changed
}
