import type { Locale } from '../../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../../contract/money'
import { FREE_PAYMENT } from '../../../../contract/purchases'
import { refundMessages } from '../../../../contract/refunds'
import type { AppServices } from '../../../app-services'
import type { PurchaseRow } from '../../../db/schema-marketplace'
import type { RefundRow } from '../../../db/schema-money'
import { RefusalError } from '../../../errors'
import { MAIL_SIGN_OFF, mailGreeting, mailMessage, readerLocale } from '../../mail'
import { PaymentProviderError } from '../payments/provider'
import { createRefundsRepository } from '../refunds-repository'
import { lockSaleReversals, reverseSale } from '../sale-reversals'

// Refunds, and the rule for their state (docs/money.md 'Refunds'). A purchase has at most one refund row.
// The row is 'pending' from the moment it is claimed until the provider answers: while it is, the card
// cannot be used. The purchase becomes refunded (refunded_at, the ledger's 'refund:<purchase id>'
// group reversing its sale, the buyer's email) only when the provider reports the money going back:
// at once for the simulated provider and for a Razorpay answer of 'processed', on the
// `refund.processed` webhook for a Razorpay answer of 'pending'. A provider that refuses, cannot be
// reached, or reports `refund.failed` leaves the row 'failed' and changes nothing else: the ledger was
// never written, so there is nothing to undo, and the administrator may try again (a new request, a
// new idempotency key).

/** A refund sent (a refusal is thrown: RefusalError). */
export type RefundOutcome = { refund: RefundRow; message: string }

/** The buyer's mail of a refund, in each language (the reason is the administrator's words). */
const REFUND_MAIL: Record<Locale, (card: string, amount: string, reason: string, used: boolean) => string[]> =
  {
    'en-IN': (card, amount, reason, used) => [
      `Your purchase of the card "${card}" (${amount}) has been refunded.`,
      `Reason: ${reason}`,
      '',
      'The money goes back to the way you paid; your bank may take a few working days to show it.',
      used
        ? 'The card stays in My Cards as history.'
        : 'The card has been removed from My Cards and can no longer be used.',
    ],
    'hi-IN': (card, amount, reason, used) => [
      `कार्ड "${card}" (${amount}) की आपकी खरीद का रिफ़ंड हो गया है।`,
      `वजह: ${reason}`,
      '',
      'पैसे उसी तरीके से वापस जाएँगे जिससे आपने भुगतान किया था; आपके बैंक को इसे दिखाने में कुछ कामकाजी दिन लग सकते हैं।',
      used
        ? 'कार्ड इतिहास के तौर पर My Cards में बना रहेगा।'
        : 'कार्ड My Cards से हटा दिया गया है और अब इस्तेमाल नहीं किया जा सकता।',
    ],
  }

/** Where refunds report what went wrong (the request's logger; none in a bare webhook handler). */
export interface RefundLogger {
  warn(obj: object, msg: string): void
}
const unlogged: RefundLogger = { warn: () => {} }

export function createRefunds(
  app: Pick<AppServices, 'refunds' | 'paymentOrders' | 'payments' | 'clock' | 'db' | 'users' | 'mailer'>,
  log: RefundLogger = unlogged,
) {
  const refunds = app.refunds

  /** Sends the refund to the provider and records what it answered. */
  async function refundPurchase(
    purchase: PurchaseRow,
    request: { reason: string; adminId: string | null },
  ): Promise<RefundOutcome> {
    if (purchase.payment_id === FREE_PAYMENT || purchase.amount_paise === 0)
      throw new RefusalError(400, refundMessages.freeNotRefundable)
    if (purchase.refunded_at) throw new RefusalError(409, refundMessages.alreadyRefunded)
    const order = await app.paymentOrders.byId(purchase.order_id)
    const provider = order ? await app.payments.byName(order.provider) : undefined
    if (!order || !provider) throw new RefusalError(503, refundMessages.providerUnavailable)

    const amountPaise = purchase.amount_paise
    const claimed = await refunds.claim(
      { purchaseId: purchase.id, amountPaise, provider: provider.name, ...request },
      app.clock.now(),
    )
    if (!claimed) {
      const existing = await refunds.byPurchaseId(purchase.id)
      throw new RefusalError(
        409,
        existing?.status === 'pending' ? refundMessages.alreadyPending : refundMessages.alreadyRefunded,
      )
    }

    let answer: Awaited<ReturnType<typeof provider.refund>>
    try {
      answer = await provider.refund({
        paymentId: purchase.payment_id,
        amountPaise,
        idempotencyKey: claimed.id,
        // Back in the provider's webhooks: which purchase, and which attempt.
        notes: { purchase_id: purchase.id, refund_id: claimed.id },
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      log.warn({ err: error, purchaseId: purchase.id }, 'refund refused by the payment provider')
      await refunds.markFailed(claimed.id)
      throw new RefusalError(502, refundMessages.providerFailed)
    }
    if (answer.status === 'failed') {
      await refunds.markFailed(claimed.id, answer.refundId)
      throw new RefusalError(502, refundMessages.failedByProvider)
    }
    if (answer.status === 'pending') {
      await refunds.setProviderRefundId(claimed.id, answer.refundId)
      return { refund: { ...claimed, provider_refund_id: answer.refundId }, message: refundMessages.pending }
    }
    const processed = (await completeRefund(claimed.id, answer.refundId)) ?? (await refunds.byId(claimed.id))
    return { refund: processed ?? claimed, message: refundMessages.processed }
  }

  /**
   * The provider gave the money back: in one transaction the refund is marked processed, the purchase
   * refunded and the sale's ledger group reversed — once, whoever reports it (the API's answer or a
   * webhook, any number of times). Then the buyer is told; a mail that fails undoes nothing.
   */
  async function completeRefund(refundId: string, providerRefundId?: string): Promise<RefundRow | undefined> {
    const now = app.clock.now()
    const claimed = await refunds.byId(refundId)
    if (!claimed) return undefined
    const done = await app.db.transaction().execute(async (trx) => {
      await lockSaleReversals(trx, `sale:${claimed.purchase_id}`)
      const written = createRefundsRepository(trx)
      const refund = await written.markProcessed(refundId, providerRefundId, now)
      if (!refund) return undefined
      const purchase = await written.markPurchaseRefunded(refund.purchase_id, now)
      // What is left of the sale: all of it, unless a dispute lost while this refund was pending took
      // a part already (modules/money/sale-reversals.ts). A purchase recorded before the ledger
      // existed has no sale to reverse.
      await reverseSale(
        trx,
        `sale:${purchase.id}`,
        { kind: 'refund' },
        { purchaseId: purchase.id, paymentId: purchase.payment_id, at: now },
      )
      return { refund, purchase }
    })
    if (!done) return undefined
    await mailBuyer(done.purchase, done.refund)
    return done.refund
  }

  async function mailBuyer(purchase: PurchaseRow, refund: RefundRow) {
    try {
      const buyer = await app.users.byId(purchase.user_id)
      const amount = formatRupees(paiseToRupees(refund.amount_paise), { alwaysPaise: true })
      const used = purchase.is_used === 1
      const locale = readerLocale(buyer)
      await app.mailer.send({
        to: buyer?.email ?? purchase.user_email,
        subject: mailMessage(refundMessages.mailSubject, locale),
        text: [
          mailGreeting(locale, buyer?.username),
          '',
          ...REFUND_MAIL[locale](purchase.title, amount, refund.reason, used),
          '',
          MAIL_SIGN_OFF,
        ].join('\n'),
      })
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'refund email not sent')
    }
  }

  return { refundPurchase, completeRefund, repository: refunds }
}

export type Refunds = ReturnType<typeof createRefunds>
