// The whole purchase, shared by the market and the streamer pages:
// confirm → free: record the transaction with paymentId/orderId 'free'; paid: order → checkout (the
// simulated dialog or Razorpay) → verify → record. Then 'Card purchased successfully!' (a free card:
// 'Free card added to My Cards!') and /my-cards.
// Recording the transaction invalidates the market and the owned cards (see cards-api). Signed out
// (the market and the streamer pages are open to everyone), Buy asks for sign-up first and brings the
// buyer back to the card afterwards (src/lib/sign-up-first.ts, use-resume-purchase.ts).
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cardMessages } from '../../contract/card-messages'
import type { Card } from '../../contract/cards'
import { marathonAddedMessage } from '../../contract/marathon-clock'
import { authMessages } from '../../contract/messages'
import { isFree } from '../../contract/money'
import { paths } from '../../contract/paths'
import type { PaymentOrderResponse } from '../../contract/payments'
import { describeFailure, serverMessage } from '../lib/api-error'
import { contractText } from '../lib/contract-text'
import { notify, toastFlows } from '../lib/notify'
import { useIsLoggedIn } from '../lib/session-slice'
import { resumeBuyHash, useSignUpFirst } from '../lib/sign-up-first'
import { useOnlineStatus } from '../pwa/use-online-status'
import { buyingMessages } from './buying-messages'
import type { ConfirmPurchaseDialogProps } from './confirm-purchase-dialog'
import {
  type PaymentResult,
  useCreatePaymentOrderMutation,
  useCreateTransactionMutation,
  useVerifyPaymentMutation,
} from './purchase-api'
import type { SimulatedCheckoutProps } from './simulated-checkout-dialog'
import { useCheckout } from './use-checkout'

const FREE = 'free'

export interface PurchaseDialogsProps {
  confirm: ConfirmPurchaseDialogProps
  checkout: SimulatedCheckoutProps | null
}

export interface BuyCardOptions {
  /**
   * Where a signed-out buyer returns after sign-up, when not this page: a page that needs its
   * navigation state (/streamers/cards) names one that does not (the streamer's public page).
   */
  returnPath?: string
}

export function useBuyCard({ returnPath }: BuyCardOptions = {}) {
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const signUpFirst = useSignUpFirst()
  const [createOrder] = useCreatePaymentOrderMutation()
  const checkout = useCheckout()
  const [verifyPayment] = useVerifyPaymentMutation()
  const [createTransaction] = useCreateTransactionMutation()
  const [asked, setAsked] = useState<{ card: Card; opened: boolean } | null>(null)
  const [busyCardId, setBusyCardId] = useState<string | null>(null)
  // A purchase needs the server at every step; offline, the buttons are disabled (see BuyButton).
  const offline = !useOnlineStatus()

  /** Takes the buyer through the provider; null when the payment did not happen (already told). */
  async function pay(card: Card): Promise<PaymentResult | null> {
    let order: PaymentOrderResponse
    try {
      order = await createOrder({ cardId: card._id, amount: card.price, currency: 'INR' }).unwrap()
    } catch (error) {
      // 409: the card cannot be sold now (its streamer's Creator Pro has ended); the server says so.
      const failure = describeFailure(error)
      notify.error(
        (failure.kind === 'http' && failure.status === 409 && serverMessage(failure)) ||
          cardMessages.orderFailed,
        toastFlows.buy,
      )
      return null
    }
    return checkout.pay(order, card.cardTitle)
  }

  /**
   * Runs the purchase; false when it did not happen, else the seconds it added to the streamer's
   * marathon (0: none running).
   */
  async function purchase(card: Card): Promise<number | false> {
    let payment: PaymentResult = { orderId: FREE, paymentId: FREE, signature: '' }
    if (!isFree(card.price)) {
      const paid = await pay(card)
      if (!paid) return false
      try {
        await verifyPayment(paid).unwrap()
      } catch {
        notify.error(cardMessages.verifyFailed, toastFlows.buy)
        return false
      }
      payment = paid
    }
    try {
      const answer = await createTransaction({
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        description: card.description,
        paymentId: payment.paymentId,
        orderId: payment.orderId,
      }).unwrap()
      return answer.marathonAddedSeconds ?? 0
    } catch {
      notify.error(cardMessages.transactionFailed, toastFlows.buy)
      return false
    }
  }

  async function confirm() {
    const card = asked?.card
    setAsked((current) => current && { ...current, opened: false })
    if (card) await buyConfirmed(card)
  }

  /** The purchase of a card whose confirmation was answered (here, or in the server market's early one). */
  async function buyConfirmed(card: Card) {
    if (busyCardId) return
    // The connection dropped while the dialog was open.
    if (!navigator.onLine) {
      notify.error(buyingMessages.needsConnection, toastFlows.buy)
      return
    }
    setBusyCardId(card._id)
    try {
      const added = await purchase(card)
      if (added !== false) {
        const done = isFree(card.price) ? cardMessages.takenFree : cardMessages.purchased
        // Two of the contract's sentences, each in the app's language.
        notify.success(
          added > 0 ? `${contractText(done)} ${contractText(marathonAddedMessage(added))}` : done,
          toastFlows.buy,
        )
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
    checkout: checkout.dialog,
  }

  return {
    /** Opens the confirm dialog for a card (ignored while another purchase runs). */
    ask: (card: Card) => {
      if (!loggedIn) signUpFirst(authMessages.signUpToBuy, resumeBuyHash(card._id), returnPath)
      else if (!busyCardId && !offline) setAsked({ card, opened: true })
    },
    /** Buys a card already confirmed: a Buy answered before the app was live (market/pending-tap.ts). */
    buyConfirmed: (card: Card) => {
      if (!loggedIn) signUpFirst(authMessages.signUpToBuy, resumeBuyHash(card._id), returnPath)
      else void buyConfirmed(card)
    },
    /** True while the browser has no network: nothing can be bought. */
    offline,
    /** The card being bought, if any: its button shows a spinner, the others are disabled. */
    busyCardId,
    dialogs,
  }
}
