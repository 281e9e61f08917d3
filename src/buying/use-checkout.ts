// The payment step every purchase shares (a card, Creator Pro): the order's provider takes the money,
// the simulated checkout dialog (PAYMENTS_SIMULATED) or Razorpay's window, and hands back the payment
// to verify. Render `dialog` with <SimulatedCheckoutDialog> where the hook is used.
import { useRef, useState } from 'react'
import { cardMessages } from '../../contract/card-messages'
import type { PaymentOrderResponse } from '../../contract/payments'
import { notify, toastFlows } from '../lib/notify'
import { type PaymentResult, useSimulatePaymentMutation } from './purchase-api'
import type { SimulatedCheckoutProps } from './simulated-checkout-dialog'

interface CheckoutState {
  opened: boolean
  order: PaymentOrderResponse
  title: string
  busy: 'success' | 'failure' | null
}

export function useCheckout() {
  const [simulatePayment] = useSimulatePaymentMutation()
  const [checkout, setCheckout] = useState<CheckoutState | null>(null)
  // Settles the promise the purchase is waiting on while the simulated checkout is open.
  const settleCheckout = useRef<((payment: PaymentResult | null) => void) | null>(null)

  function closeCheckout(payment: PaymentResult | null) {
    settleCheckout.current?.(payment)
    settleCheckout.current = null
    setCheckout((current) => current && { ...current, opened: false, busy: null })
  }

  async function simulate(outcome: 'success' | 'failure') {
    if (!checkout || checkout.busy) return
    setCheckout({ ...checkout, busy: outcome })
    try {
      const payment = await simulatePayment({ orderId: checkout.order.orderId, outcome }).unwrap()
      if (outcome === 'success') return closeCheckout(payment)
    } catch {
      // 'failure' is answered 402: the declined payment.
    }
    notify.error(cardMessages.paymentFailed, toastFlows.buy)
    closeCheckout(null)
  }

  /** Takes the buyer through the order's provider; null when the payment did not happen (already told). */
  async function pay(order: PaymentOrderResponse, title: string): Promise<PaymentResult | null> {
    if (order.provider === 'simulated') {
      return new Promise((resolve) => {
        settleCheckout.current = resolve
        setCheckout({ opened: true, order, title, busy: null })
      })
    }
    try {
      // Razorpay's code loads only when someone pays through it.
      const { payWithRazorpay } = await import('./razorpay-checkout')
      return await payWithRazorpay(order, title)
    } catch {
      notify.error(cardMessages.paymentFailed, toastFlows.buy)
      return null
    }
  }

  const dialog: SimulatedCheckoutProps | null = checkout && {
    opened: checkout.opened,
    cardTitle: checkout.title,
    amount: checkout.order.amount,
    busy: checkout.busy,
    onPay: () => void simulate('success'),
    onFail: () => void simulate('failure'),
    onDismiss: () => closeCheckout(null),
  }

  return { pay, dialog }
}
