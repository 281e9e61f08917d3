// Paying a won auction, as a paid card is bought: the auction's checkout (an order for the winning
// bid), the provider (the simulated dialog or Razorpay), verify, then createTransaction records the
// purchase, which settles the auction. The card is then in My Cards.
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { auctionMessages } from '../../contract/auctions'
import { cardMessages } from '../../contract/card-messages'
import { marathonAddedMessage } from '../../contract/marathon-clock'
import { paths } from '../../contract/paths'
import { useCreateTransactionMutation, useVerifyPaymentMutation } from '../buying/purchase-api'
import { useCheckout } from '../buying/use-checkout'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify, toastFlows } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import type { LiveAuction } from './auctions-api'
import { auctionsApi, auctionTag, usePayAuctionMutation } from './auctions-api'

export function usePayAuction() {
  const show = useLabel()
  const checkout = useCheckout()
  const [openCheckout] = usePayAuctionMutation()
  const [verifyPayment] = useVerifyPaymentMutation()
  const [createTransaction] = useCreateTransactionMutation()
  const [paying, setPaying] = useState(false)
  const navigate = useNavigate()
  const dispatch = useDispatch()

  async function pay({ auction }: LiveAuction) {
    if (paying) return
    setPaying(true)
    try {
      let order: Awaited<ReturnType<ReturnType<typeof openCheckout>['unwrap']>>
      try {
        order = await openCheckout(auction.id).unwrap()
      } catch (error) {
        const failure = describeFailure(error)
        notify.error(
          (failure.kind === 'http' && serverMessage(failure)) || show(auctionMessages.paymentsUnavailable),
          toastFlows.buy,
        )
        return
      }
      const payment = await checkout.pay(order, auction.card.title)
      if (!payment) return
      try {
        await verifyPayment(payment).unwrap()
      } catch {
        notify.error(show(cardMessages.verifyFailed), toastFlows.buy)
        return
      }
      try {
        const answer = await createTransaction({
          cardId: order.cardId,
          streamerEmailId: auction.streamer.id,
          title: auction.card.title,
          description: auction.card.description,
          paymentId: payment.paymentId,
          orderId: payment.orderId,
        }).unwrap()
        // Paid: the banner of auctions to pay, and the auction itself, read again.
        dispatch(auctionsApi.util.invalidateTags([auctionTag]))
        const added = answer.marathonAddedSeconds
        notify.success(
          added
            ? `${show(cardMessages.purchased)} ${show(marathonAddedMessage(added))}`
            : show(cardMessages.purchased),
          toastFlows.buy,
        )
        navigate(paths.myCards)
      } catch {
        notify.error(show(cardMessages.transactionFailed), toastFlows.buy)
      }
    } finally {
      setPaying(false)
    }
  }

  /** Render with <SimulatedCheckoutDialog> when not null. */
  return { pay, paying, checkoutDialog: checkout.dialog }
}
