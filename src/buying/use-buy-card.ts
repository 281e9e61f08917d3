// The whole purchase (spec section 4, 'Purchase'), shared by the market and the streamer pages:
// confirm → free: record the transaction with paymentId/orderId 'free'; paid: order → checkout (the
// simulated dialog or Razorpay) → verify → record. Then 'Card purchased successfully!' and /my-cards.
// Recording the transaction invalidates the market and the owned cards (see cards-api).
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { type Card, cardMessages, type PaymentOrderResponse } from '../contract/cards'
import { isFree } from '../contract/money'
import { notify } from '../lib/notify'
import { paths } from '../lib/paths'
import type { ConfirmPurchaseDialogProps } from './confirm-purchase-dialog'
import {
  type PaymentResult,
  useCreatePaymentOrderMutation,
  useCreateTransactionMutation,
  useSimulatePaymentMutation,
  useVerifyPaymentMutation,
} from './purchase-api'
import { payWithRazorpay } from './razorpay-checkout'
import type { SimulatedCheckoutProps } from './simulated-checkout-dialog'

const FREE = 'free'

interface CheckoutState {
  opened: boolean
  order: PaymentOrderResponse
  cardTitle: string
  busy: 'success' | 'failure' | null
}

export interface PurchaseDialogsProps {
  confirm: ConfirmPurchaseDialogProps
  checkout: SimulatedCheckoutProps | null
}

export function useBuyCard() {
  const navigate = useNavigate()
  const [createOrder] = useCreatePaymentOrderMutation()
  const [simulatePayment] = useSimulatePaymentMutation()
  const [verifyPayment] = useVerifyPaymentMutation()
  const [createTransaction] = useCreateTransactionMutation()
  const [asked, setAsked] = useState<{ card: Card; opened: boolean } | null>(null)
  const [checkout, setCheckout] = useState<CheckoutState | null>(null)
  const [busyCardId, setBusyCardId] = useState<string | null>(null)
  // Settles the promise the purchase is waiting on while the simulated checkout is open.
  const settleCheckout = useRef<((payment: PaymentResult | null) => void) | null>(null)

  function openSimulatedCheckout(order: PaymentOrderResponse, card: Card): Promise<PaymentResult | null> {
    return new Promise((resolve) => {
      settleCheckout.current = resolve
      setCheckout({ opened: true, order, cardTitle: card.cardTitle, busy: null })
    })
  }

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
    notify.error(cardMessages.paymentFailed)
    closeCheckout(null)
  }

  /** Takes the buyer through the provider; null when the payment did not happen (already told). */
  async function pay(card: Card): Promise<PaymentResult | null> {
    let order: PaymentOrderResponse
    try {
      order = await createOrder({ cardId: card._id, amount: card.price, currency: 'INR' }).unwrap()
    } catch {
      notify.error(cardMessages.orderFailed)
      return null
    }
    if (order.provider === 'simulated') return openSimulatedCheckout(order, card)
    try {
      return await payWithRazorpay(order, card.cardTitle)
    } catch {
      notify.error(cardMessages.paymentFailed)
      return null
    }
  }

  /** Runs the purchase; true when the card is now the buyer's. */
  async function purchase(card: Card): Promise<boolean> {
    let payment: PaymentResult = { orderId: FREE, paymentId: FREE, signature: '' }
    if (!isFree(card.price)) {
      const paid = await pay(card)
      if (!paid) return false
      try {
        await verifyPayment(paid).unwrap()
      } catch {
        notify.error(cardMessages.verifyFailed)
        return false
      }
      payment = paid
    }
    try {
      await createTransaction({
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        description: card.description,
        paymentId: payment.paymentId,
        orderId: payment.orderId,
      }).unwrap()
      return true
    } catch {
      notify.error(cardMessages.transactionFailed)
      return false
    }
  }

  async function confirm() {
    const card = asked?.card
    setAsked((current) => current && { ...current, opened: false })
    if (!card || busyCardId) return
    setBusyCardId(card._id)
    try {
      if (await purchase(card)) {
        notify.success(cardMessages.purchased)
        navigate(paths.myCards)
      }
    } finally {
      setBusyCardId(null)
    }
  }

  const dialogs: PurchaseDialogsProps = {
    confirm: {
      card: asked?.card ?? null,
      opened: asked?.opened ?? false,
      onConfirm: () => void confirm(),
      onCancel: () => setAsked((current) => current && { ...current, opened: false }),
    },
    checkout: checkout && {
      opened: checkout.opened,
      cardTitle: checkout.cardTitle,
      amount: checkout.order.amount,
      busy: checkout.busy,
      onPay: () => void simulate('success'),
      onFail: () => void simulate('failure'),
      onDismiss: () => closeCheckout(null),
    },
  }

  return {
    /** Opens the confirm dialog for a card (ignored while another purchase runs). */
    ask: (card: Card) => {
      if (!busyCardId) setAsked({ card, opened: true })
    },
    /** The card being bought, if any: its button shows a spinner, the others are disabled. */
    busyCardId,
    dialogs,
  }
}
