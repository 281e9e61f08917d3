import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../app-services'
import type { RazorpayEvent } from '../money'
import { recordSubscriptionCharge } from './charges'
import { type OrphanChargeServices, orphanSubscriptionCharge } from './orphan-charges'
import { markPastDueAndPush } from './subscription-pushes'

/** What applying an event reads and writes, and what recording a charge takes (charges.ts). */
type EventServices = Pick<AppServices, 'subscriptions' | 'clock' | 'db' | 'push'> &
  OrphanChargeServices &
  Parameters<typeof recordSubscriptionCharge>[0]

const SUBSCRIPTION_EVENTS = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
] as const
type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number]

const isSubscriptionEvent = (name: string | undefined): name is SubscriptionEvent =>
  SUBSCRIPTION_EVENTS.includes(name as SubscriptionEvent)

/**
 * Razorpay Subscriptions' webhooks (the signature is checked by the webhook route), each applied once
 * however often it comes and in whatever order:
 * - `charged` records the payment's month once per payment id (the checkout's verify may have
 *   recorded the first already) and makes the subscription active again; a charge of a subscription
 *   ended here, or unknown here, pays for nothing: it is refunded once and its mandate cancelled
 *   (orphan-charges.ts);
 * - `pending` (a charge failed, Razorpay retries) makes it past-due, `halted` (retries spent) halts it,
 *   `cancelled` and `completed` end it at its paid month's end;
 * - `authenticated` and `activated` change nothing: the money comes with `charged`.
 * A state-changing event older than the newest one applied (`provider_state_at`, from the event's
 * `created_at`) is ignored, so a late `pending` cannot undo a newer `charged`. Answers true when the
 * event changed something.
 */
export async function handleSubscriptionEvent(
  app: EventServices,
  event: RazorpayEvent & { created_at?: unknown },
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!isSubscriptionEvent(event.event)) return false
  const entity = event.payload?.subscription?.entity
  const providerId = typeof entity?.id === 'string' ? entity.id : undefined
  if (!providerId) return false
  const subscriptions = app.subscriptions
  const row = await subscriptions.byProviderId(providerId)
  if (!row && event.event === 'subscription.charged') return orphanCharged(app, event, providerId, log)
  if (row?.provider !== 'razorpay') return false
  const now = app.clock.now()
  const happened =
    typeof event.created_at === 'number' ? new Date(event.created_at * 1000).toISOString() : now.toISOString()
  const newer = row.provider_state_at === null || happened >= row.provider_state_at

  if (event.event === 'subscription.charged') {
    const payment = chargedPayment(event)
    if (!payment) return false
    const { paymentId, amountPaise } = payment
    const recorded = await recordSubscriptionCharge(
      app,
      row.id,
      { paymentId, amountPaise },
      row.status === 'created' ? 'first' : 'provider',
    )
    if (!recorded) {
      // Its subscription ended here (let go unpaid, or over): the money goes back and the mandate stops.
      log.warn({ subscriptionId: row.id, paymentId }, 'a Razorpay charge paid no month here')
      await orphanSubscriptionCharge(
        app,
        {
          paymentId,
          providerSubscriptionId: providerId,
          amountPaise,
          provider: 'razorpay',
          subscriptionId: row.id,
        },
        log,
      )
      return true
    }
    if (newer) await subscriptions.markProviderState(row.id, happened)
    return recorded
  }
  if (!newer || event.event === 'subscription.authenticated' || event.event === 'subscription.activated')
    return false
  const changed =
    event.event === 'subscription.pending'
      ? await markPastDueAndPush(
          app,
          { ...row, streamer_name: (await subscriptions.named(row.id))?.streamer_name ?? '' },
          now,
        )
      : event.event === 'subscription.halted'
        ? await subscriptions.markHalted(row.id, now)
        : await subscriptions.endAtPeriodEnd(row.id, now)
  await subscriptions.markProviderState(row.id, happened)
  log.info({ subscriptionId: row.id, event: event.event, changed }, 'Razorpay subscription event applied')
  return changed
}

/** The payment of a `subscription.charged` event, if the event names a real one. */
function chargedPayment(event: RazorpayEvent) {
  const payment = event.payload?.payment?.entity
  const paymentId = typeof payment?.id === 'string' ? payment.id : undefined
  const amountPaise = Number(payment?.amount)
  if (!paymentId || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) return undefined
  return { paymentId, amountPaise }
}

/** A charge of a subscription Cardcast has no row of: refunded once, and cancelled at Razorpay. */
async function orphanCharged(
  app: OrphanChargeServices,
  event: RazorpayEvent,
  providerSubscriptionId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const payment = chargedPayment(event)
  if (!payment) return false
  log.warn(
    { providerSubscriptionId, paymentId: payment.paymentId },
    'a Razorpay charge of an unknown subscription',
  )
  await orphanSubscriptionCharge(app, { ...payment, providerSubscriptionId, provider: 'razorpay' }, log)
  return true
}
