import { formatDate } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { refundMessages } from '../../../contract/refunds'
import { chargeRefundMessages } from '../../../contract/subscription-charges'
import type { AppServices } from '../../app-services'
import { RefusalError } from '../../errors'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../mail'
import type { RefundLogger } from '../money'
import { lockSaleReversals, PaymentProviderError, reverseSale } from '../money'
import { cancelAtProvider, type ProviderCancelServices } from './provider-cancel'
import { takeBackCharge } from './reversed-charge'
import { createSubscriptionChargesRepository } from './subscription-charges-repository'

/** A charge refund sent (a refusal is thrown: RefusalError). */
export type ChargeRefundOutcome = { status: 'processed' | 'pending'; message: string }

/** The subscriber's mail of a refunded charge, in each language (the reason is the administrator's). */
const CHARGE_REFUND_MAIL: Record<
  Locale,
  (tier: string, streamer: string, amount: string, from: string, reason: string) => string[]
> = {
  'en-IN': (tier, streamer, amount, from, reason) => [
    `Your ${tier} subscription payment to ${streamer} (${amount}, for the month from ${from}) has been refunded.`,
    `Reason: ${reason}`,
    '',
    'The money goes back to the way you paid; your bank may take a few working days to show it.',
    'The month it paid for has ended, and nothing more will be charged for it. You can subscribe again at any time.',
  ],
  'hi-IN': (tier, streamer, amount, from, reason) => [
    `${streamer} की ${tier} सदस्यता के आपके भुगतान (${amount}, ${from} से शुरू होने वाले महीने के लिए) का रिफ़ंड हो गया है।`,
    `वजह: ${reason}`,
    '',
    'पैसे उसी तरीके से वापस जाएँगे जिससे आपने भुगतान किया था; आपके बैंक को इसे दिखाने में कुछ कामकाजी दिन लग सकते हैं।',
    'जिस महीने का यह भुगतान था वह खत्म हो गया है, और उसके लिए कोई और शुल्क नहीं लगेगा। आप कभी भी फिर से सब्सक्राइब कर सकते हैं।',
  ],
}

/**
 * An administrator refunds one subscription charge, as a card purchase is refunded (modules/money/refunds,
 * docs/money.md 'Refunds'): claimed once, sent to the provider with the claim's idempotency key, and
 * completed when the provider says the money went back. Completing it, in one transaction: the charge
 * is refunded, its ledger group reversed ('subscription-refund:<payment id>') and its invoice credited, and the period it paid
 * for ends now, with the subscription (it does not renew from a refunded month), and the cards taken
 * from that month's allowance are refunded too, unless shown already (reversed-charge.ts). Then the
 * subscription is cancelled at its provider and the subscriber is told.
 */
export function createChargeRefunds(
  app: Pick<AppServices, 'subscriptionCharges' | 'db' | 'mailer'> & ProviderCancelServices,
  log: RefundLogger,
) {
  const charges = app.subscriptionCharges

  async function refundCharge(
    id: string,
    request: { reason: string; adminId: string },
  ): Promise<ChargeRefundOutcome> {
    const charge = await charges.byId(id)
    if (!charge) throw new RefusalError(404, chargeRefundMessages.notFound)
    const provider = await app.payments.byName(charge.provider)
    if (!provider) throw new RefusalError(503, refundMessages.providerUnavailable)
    const key = await charges.claimRefund(charge.id, request)
    if (!key)
      throw new RefusalError(
        409,
        charge.refund_status === 'pending'
          ? chargeRefundMessages.alreadyPending
          : chargeRefundMessages.alreadyRefunded,
      )
    const amountPaise = charge.amount_paise
    let answer: Awaited<ReturnType<typeof provider.refund>>
    try {
      answer = await provider.refund({
        paymentId: charge.payment_id,
        amountPaise,
        idempotencyKey: key,
        notes: { subscription_charge_id: charge.id, refund_key: key },
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      log.warn({ err: error, chargeId: charge.id }, 'charge refund refused by the payment provider')
      await charges.markRefundFailed(charge.id, key)
      throw new RefusalError(502, refundMessages.providerFailed)
    }
    if (answer.status === 'failed') {
      await charges.markRefundFailed(charge.id, key, answer.refundId)
      throw new RefusalError(502, refundMessages.failedByProvider)
    }
    if (answer.status === 'pending') {
      await charges.setProviderRefundId(charge.id, key, answer.refundId)
      return { status: 'pending', message: chargeRefundMessages.pending }
    }
    await completeRefund(charge.id, key, answer.refundId)
    return { status: 'processed', message: chargeRefundMessages.processed }
  }

  /** The money went back: written once, whoever reports it. */
  async function completeRefund(id: string, key: string, providerRefundId: string) {
    const now = app.clock.now()
    const at = now.toISOString()
    const claimed = await charges.byId(id)
    if (!claimed) return
    const done = await app.db.transaction().execute(async (trx) => {
      await lockSaleReversals(trx, `subscription:${claimed.payment_id}`)
      const charge = await createSubscriptionChargesRepository(trx).completeRefund(
        id,
        key,
        providerRefundId,
        at,
      )
      if (!charge) return undefined
      // What is left of the charge: all of it, unless a dispute lost meanwhile took a part; its
      // invoice is credited for Cardcast's part of that (money's door for reversals).
      await reverseSale(
        trx,
        `subscription:${charge.payment_id}`,
        { kind: 'refund' },
        { paymentId: charge.payment_id, at: now },
      )
      await takeBackCharge(trx, charge, now)
      return charge
    })
    if (!done) return
    // The subscription it ended stops at its provider too (the sweep retries a refusal).
    await cancelAtProvider(app, done.subscription_id, log)
    await tellSubscriber(id)
  }

  async function tellSubscriber(id: string) {
    const charge = await charges.byId(id)
    if (!charge) return
    try {
      const locale = charge.viewer_locale
      await app.mailer.send({
        to: charge.viewer_email,
        subject: mailMessage(chargeRefundMessages.mailSubject, locale),
        text: [
          mailGreeting(locale, charge.viewer_name),
          '',
          ...CHARGE_REFUND_MAIL[locale](
            charge.tier_name,
            charge.streamer_name,
            formatRupees(paiseToRupees(charge.amount_paise), { alwaysPaise: true }),
            mailDate(formatDate(charge.period_start), locale),
            charge.refund_reason ?? '',
          ),
          '',
          MAIL_SIGN_OFF,
        ].join('\n'),
      })
    } catch (error) {
      log.warn({ err: error, chargeId: id }, 'charge refund email not sent')
    }
  }

  return { refundCharge, completeRefund, repository: charges }
}
