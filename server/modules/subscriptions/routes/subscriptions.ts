import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import { CURRENCY } from '../../../../contract/constants'
import { formatDate } from '../../../../contract/dates'
import { errorResponses } from '../../../../contract/errors'
import { paiseToRupees } from '../../../../contract/money'
import { type PaymentOrderResponse, paymentVerifySchema } from '../../../../contract/payments'
import { streamerIdParams } from '../../../../contract/streamers'
import { hasPerks } from '../../../../contract/subscription-states'
import {
  mySubscriptionsResponseSchema,
  streamerTiersResponseSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionChangeRequestSchema,
  subscriptionMessages,
  subscriptionResponseSchema,
  tierIdParams,
} from '../../../../contract/subscriptions'
import { RefusalError } from '../../../errors'
import { planOf, refuseWithoutConsent } from '../../accounts'
import { PaymentProviderError, refuseOverMinorCap, rememberBillingState } from '../../money'
import { recordSubscriptionCharge } from '../charges'
import { openCheckout } from '../checkouts'
import { orphanSubscriptionCharge } from '../orphan-charges'
import { type NamedSubscription, subscriptionState, toMySubscription } from '../subscriptions-repository'

/**
 * Viewers subscribe to a streamer's tier, under /auth/user: the streamer's offered tiers (public), a
 * subscription opened at the provider for the tier's price, its first payment verified like a card's,
 * the subscriber's list, and cancel (at the period's end) or resume. Another user's subscription is
 * answered 404, as if it did not exist.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tiers = app.subscriptionTiers
  const signedIn = { preHandler: [app.authenticate] }

  /** The subscription as its subscriber reads it, after a change, with the message (which may name it). */
  async function answer(id: string, message: string | ((row: NamedSubscription) => string)) {
    const row = await app.subscriptions.named(id)
    if (!row) throw new Error(`subscription ${id} vanished`)
    return {
      status: 'success' as const,
      message: typeof message === 'string' ? message : message(row),
      subscription: toMySubscription(row, app.clock.now()),
    }
  }

  app.get(
    '/getStreamerTiers/:id',
    {
      schema: {
        params: streamerIdParams,
        response: { 200: streamerTiersResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const streamer = await app.users.creatorById(req.params.id)
      if (!streamer) throw new RefusalError(404, 'Streamer not found.')
      const offered = (await tiers.list(streamer.id)).filter((tier) => tier.retired_at === null)
      return {
        status: 'success' as const,
        open: planOf(streamer, app.clock.now().getTime()) === 'pro',
        tiers: offered.map((tier) => ({
          id: tier.id,
          name: tier.name,
          price: paiseToRupees(tier.price_paise),
          perks: tier.perks,
          monthlyAllowance: tier.monthly_allowance,
          badgeColour: tier.badge_colour,
        })),
      }
    },
  )

  app.post(
    '/subscriptions',
    {
      ...signedIn,
      schema: {
        body: subscribeRequestSchema,
        // 409: the tier is retired, its streamer cannot take subscribers, or one runs already.
        // 429: the hourly quota of payment orders (shared with cards and Creator Pro) is used up.
        response: {
          200: subscribeResponseSchema,
          // 502: the provider refused to open it or could not be reached.
          // 403: a child without the parent's consent, or over the monthly cap the parent set.
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 503),
        },
      },
    },
    async (req) => {
      refuseWithoutConsent(req.user)
      const tier = await tiers.byId(req.body.tierId)
      if (!tier) throw new RefusalError(404, subscriptionMessages.tierNotOffered)
      if (tier.streamer_id === req.user.id) throw new RefusalError(409, subscriptionMessages.notYourself)
      if (tier.retired_at !== null) throw new RefusalError(409, subscriptionMessages.tierNotOffered)
      const now = app.clock.now()
      const streamer = await app.users.byId(tier.streamer_id)
      if (streamer?.user_type !== 'creator' || planOf(streamer, now.getTime()) !== 'pro')
        throw new RefusalError(409, subscriptionMessages.streamerNotTaking)
      if (await app.subscriptions.liveOf(req.user.id, streamer.id, now))
        throw new RefusalError(409, subscriptionMessages.alreadySubscribed(streamer.username))
      await refuseOverMinorCap(app.db, req.user, tier.price_paise, now)
      const provider = await app.payments.recurring()
      if (!provider) throw new RefusalError(503, subscriptionMessages.recurringUnavailable)
      await rememberBillingState(app.db, req.user.id, req.body.billingState)
      // The open checkout again (a double click, a second tab), or a new one that lets it go.
      const providerId = await openCheckout(
        app,
        provider,
        { tier, streamerName: streamer.username, viewerId: req.user.id },
        req.log,
      )
      const response: PaymentOrderResponse = {
        status: 'success',
        keyId: provider.keyId,
        amount: paiseToRupees(tier.price_paise),
        currency: CURRENCY,
        orderId: providerId,
        provider: provider.name,
        recurring: true,
      }
      return response
    },
  )

  app.post(
    '/subscription-verify',
    {
      ...signedIn,
      schema: {
        body: paymentVerifySchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 503) },
      },
    },
    async (req) => {
      const { orderId, paymentId, signature } = req.body
      const row = await app.subscriptions.byProviderId(orderId)
      if (!row || row.viewer_id !== req.user.id) throw new RefusalError(404, subscriptionMessages.notFound)
      const provider =
        row.provider === 'razorpay'
          ? await app.payments.razorpaySubscriptions()
          : app.payments.simulatedSubscriptions
      if (!provider) throw new RefusalError(503, cardMessages.paymentsUnavailable)
      if (!provider.verifySignature(orderId, paymentId, signature))
        throw new RefusalError(400, subscriptionMessages.verifyFailed)
      // A payment reported again answers as the first time did.
      const alreadyRecorded = await app.subscriptions.chargedBy(row.id, paymentId)
      if (!alreadyRecorded && row.status === 'past_due') {
        const [tier, streamer] = await Promise.all([tiers.byId(row.tier_id), app.users.byId(row.streamer_id)])
        if (
          !tier ||
          tier.retired_at !== null ||
          !streamer ||
          planOf(streamer, app.clock.now().getTime()) !== 'pro'
        )
          throw new RefusalError(409, subscriptionMessages.tierNotOffered)
        const paid = await recordSubscriptionCharge(
          app,
          row.id,
          { paymentId, amountPaise: overdueAmount(row) },
          { overdueAt: row.current_period_end ?? '' },
        )
        // Halted meanwhile, or paid by another payment: this one bought nothing.
        if (!paid) throw new RefusalError(409, subscriptionMessages.notActive)
        req.log.info({ subscriptionId: row.id }, 'past-due subscription paid')
        return answer(row.id, (named) =>
          subscriptionMessages.paid(formatDate(named.current_period_end ?? '')),
        )
      }
      // A payment of a checkout let go, or a second one of a paid subscription, buys nothing: it is
      // refunded and its mandate cancelled (orphan-charges.ts), and the subscriber is told so.
      const orphan = async () => {
        await orphanSubscriptionCharge(
          app,
          {
            paymentId,
            providerSubscriptionId: orderId,
            amountPaise: row.price_paise,
            provider: row.provider,
            subscriptionId: row.id,
          },
          req.log,
        )
        if (await app.subscriptions.chargedBy(row.id, paymentId)) return
        throw new RefusalError(409, subscriptionMessages.paymentRefunded)
      }
      if (!alreadyRecorded && row.status !== 'created') await orphan()
      else if (!alreadyRecorded) {
        // What was opened must still be on sale, at the price opened with.
        const [tier, streamer] = await Promise.all([tiers.byId(row.tier_id), app.users.byId(row.streamer_id)])
        if (!tier || tier.retired_at !== null || tier.price_paise !== row.price_paise)
          throw new RefusalError(409, subscriptionMessages.tierNotOffered)
        if (!streamer || planOf(streamer, app.clock.now().getTime()) !== 'pro')
          throw new RefusalError(409, subscriptionMessages.streamerNotTaking)
        const paid = await recordSubscriptionCharge(
          app,
          row.id,
          { paymentId, amountPaise: row.price_paise },
          'first',
        )
        // Another payment was the first month's, or another subscription to the streamer was paid
        // first: this one bought nothing.
        if (!paid) await orphan()
      }
      req.log.info({ subscriptionId: row.id, streamerId: row.streamer_id }, 'subscription paid')
      return answer(row.id, (named) => subscriptionMessages.subscribed(named.streamer_name, named.tier_name))
    },
  )

  app.get(
    '/subscriptions',
    { ...signedIn, schema: { response: { 200: mySubscriptionsResponseSchema, ...errorResponses(401) } } },
    async (req) => {
      const now = app.clock.now()
      const rows = (await app.subscriptions.ofViewer(req.user.id)).map((row) => toMySubscription(row, now))
      // Live ones first, each group newest first (the query's order).
      const live = rows.filter((row) => hasPerks(row.state))
      return {
        status: 'success' as const,
        subscriptions: [...live, ...rows.filter((row) => !hasPerks(row.state))],
      }
    },
  )

  /** The caller's own paid subscription named in the path, else a 404. */
  async function ownSubscription(req: { params: { id: string }; user: { id: string } }) {
    const row = await app.subscriptions.byId(req.params.id)
    if (!row || row.viewer_id !== req.user.id || row.current_period_end === null)
      throw new RefusalError(404, subscriptionMessages.notFound)
    return row
  }

  const changeSchema = {
    params: tierIdParams,
    body: subscriptionChangeRequestSchema,
    // 502 and 503 (a Razorpay subscription's cancel): its provider refused, or is not configured.
    response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 503) },
  }

  app.post('/subscriptions/:id/cancel', { ...signedIn, schema: changeSchema }, async (req) => {
    const row = await ownSubscription(req)
    const now = app.clock.now()
    const state = subscriptionState(row, now)
    // Cancelling again answers the same: the subscription ends at its period's end either way.
    if (!hasPerks(state)) throw new RefusalError(409, subscriptionMessages.notActive)
    // At Razorpay first: until it has stopped the mandate, nothing here changes.
    if (row.provider === 'razorpay' && state !== 'cancelling') {
      const razorpay = await app.payments.razorpaySubscriptions()
      if (!razorpay) throw new RefusalError(503, cardMessages.paymentsUnavailable)
      try {
        await razorpay.cancel(row.provider_subscription_id, { atCycleEnd: state !== 'past-due' })
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        req.log.warn({ err: error, subscriptionId: row.id }, 'Razorpay did not cancel the subscription')
        throw new RefusalError(502, subscriptionMessages.cancelFailedAtProvider)
      }
    }
    // Past-due, nothing paid for the days since: it ends now, and the failed renewal is not retried.
    if (state === 'past-due') {
      await app.subscriptions.endPastDue(row.id, now)
      return answer(row.id, subscriptionMessages.cancelledPastDue)
    }
    await app.subscriptions.setCancelAtPeriodEnd(row.id, true, now)
    req.log.info({ subscriptionId: row.id }, 'subscription cancelled at period end')
    return answer(
      row.id,
      subscriptionMessages.cancelled(formatDate(row.current_period_end ?? now.toISOString())),
    )
  })

  // A past-due renewal paid by the subscriber: the same checkout as the first month, for the amount
  // the pre-debit notice named (verified by /subscription-verify).
  app.post(
    '/subscriptions/:id/pay',
    {
      ...signedIn,
      schema: {
        params: tierIdParams,
        body: subscriptionChangeRequestSchema,
        response: { 200: subscribeResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
      },
    },
    async (req) => {
      const row = await ownSubscription(req)
      if (subscriptionState(row, app.clock.now()) !== 'past-due')
        throw new RefusalError(409, subscriptionMessages.notPastDue)
      // Razorpay retries a failed charge itself, on the mandate the subscriber can update from its mail.
      if (row.provider !== 'simulated') throw new RefusalError(409, subscriptionMessages.retriedByProvider)
      if (!app.payments.simulatedSubscriptions)
        throw new RefusalError(503, subscriptionMessages.recurringUnavailable)
      const response: PaymentOrderResponse = {
        status: 'success',
        keyId: 'rzp_simulated',
        amount: paiseToRupees(overdueAmount(row)),
        currency: CURRENCY,
        orderId: row.provider_subscription_id,
        provider: 'simulated',
      }
      return response
    },
  )

  app.post('/subscriptions/:id/resume', { ...signedIn, schema: changeSchema }, async (req) => {
    const row = await ownSubscription(req)
    const now = app.clock.now()
    if (!['active', 'cancelling'].includes(subscriptionState(row, now)))
      throw new RefusalError(409, subscriptionMessages.notActive)
    if (row.provider === 'razorpay' && row.cancel_at_period_end === 1)
      throw new RefusalError(409, subscriptionMessages.resumeUnavailable)
    await app.subscriptions.setCancelAtPeriodEnd(row.id, false, now)
    return answer(
      row.id,
      subscriptionMessages.resumed(formatDate(row.current_period_end ?? now.toISOString())),
    )
  })
}

/** What a past-due subscription owes: the amount its pre-debit notice named (else its price). */
function overdueAmount(row: { notice_amount_paise: number | null; price_paise: number }): number {
  return row.notice_amount_paise ?? row.price_paise
}
