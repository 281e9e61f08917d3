import { rupeesToPaise } from '../../contract/money'

// Razorpay's hosted checkout, loaded only when an order names Razorpay as its provider.

import { PRODUCT_NAME } from '../../contract/constants'
import type { PaymentOrderResponse } from '../../contract/payments'
import type { PaymentResult } from './purchase-api'

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/** The checkout's answer: with `razorpay_order_id` for an order, `razorpay_subscription_id` for a subscription. */
interface RazorpaySuccess {
  razorpay_order_id?: string
  razorpay_subscription_id?: string
  razorpay_payment_id: string
  razorpay_signature: string
}

interface RazorpayOptions {
  key: string
  amount?: number
  currency?: string
  order_id?: string
  /** A subscription's first payment: Razorpay takes the amount from its plan. */
  subscription_id?: string
  name: string
  description: string
  handler: (response: RazorpaySuccess) => void
  modal: { ondismiss: () => void }
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', callback: () => void): void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

let loading: Promise<RazorpayConstructor> | undefined

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay
  if (existing) return Promise.resolve(existing)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CHECKOUT_SCRIPT
    script.async = true
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay
      if (loaded) resolve(loaded)
      else reject(new Error('Razorpay did not load.'))
    }
    script.onerror = () => reject(new Error('Razorpay did not load.'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Opens Razorpay for the order. Resolves with the payment to verify, or with null when the buyer closed
 * the checkout; rejects when the script cannot load or the buyer closed it after a failed payment.
 */
export async function payWithRazorpay(
  order: PaymentOrderResponse,
  title: string,
): Promise<PaymentResult | null> {
  const Razorpay = await loadRazorpay()
  return new Promise((resolve, reject) => {
    // Razorpay lets the buyer retry inside its window after a failed attempt, so a failure only counts
    // if the window is then closed without a success.
    let failed = false
    const checkout = new Razorpay({
      key: order.keyId,
      ...(order.recurring
        ? { subscription_id: order.orderId }
        : // Razorpay counts in paise.
          { amount: rupeesToPaise(order.amount), currency: order.currency, order_id: order.orderId }),
      name: PRODUCT_NAME,
      description: title,
      handler: (response) =>
        resolve({
          orderId: response.razorpay_order_id ?? response.razorpay_subscription_id ?? order.orderId,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => (failed ? reject(new Error('Payment failed.')) : resolve(null)) },
    })
    checkout.on('payment.failed', () => {
      failed = true
    })
    checkout.open()
  })
}
