// Chipping in on a community card, as a paid card is bought: the contribution's checkout (an order for
// the amount), the provider (the simulated dialog or Razorpay), verify, then confirm, which counts it
// towards the goal (or, should the card have closed meanwhile, refunds it).
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { cardMessages } from '../../contract/card-messages'
import { type CommunityCard, communityMessages } from '../../contract/community'
import { formatRupees } from '../../contract/money'
import { useVerifyPaymentMutation } from '../buying/purchase-api'
import { useCheckout } from '../buying/use-checkout'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify, toastFlows } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { useConfirmPledgeMutation, useOpenPledgeMutation } from './community-api'

export function useChipIn() {
  const { t } = useLingui()
  const show = useLabel()
  const checkout = useCheckout()
  const [openPledge] = useOpenPledgeMutation()
  const [verifyPayment] = useVerifyPaymentMutation()
  const [confirmPledge] = useConfirmPledgeMutation()
  const [paying, setPaying] = useState(false)

  async function chipIn(community: CommunityCard, amount: number): Promise<boolean> {
    if (paying) return false
    setPaying(true)
    try {
      let order: PledgeOrder
      try {
        order = await openPledge({ id: community.id, amount }).unwrap()
      } catch (error) {
        const failure = describeFailure(error)
        notify.error(
          (failure.kind === 'http' && serverMessage(failure)) || show(communityMessages.paymentsUnavailable),
          toastFlows.buy,
        )
        return false
      }
      const rupees = formatRupees(amount)
      const title = community.card.title
      const payment = await checkout.pay(order, t`${rupees} for ${title}`)
      if (!payment) return false
      try {
        await verifyPayment(payment).unwrap()
      } catch {
        notify.error(show(cardMessages.verifyFailed), toastFlows.buy)
        return false
      }
      try {
        const answer = await confirmPledge({ id: community.id, ...payment }).unwrap()
        // The server's words come in the language shown: compared with the contract's, translated alike.
        if (answer.message === show(communityMessages.pledgedLate))
          notify.error(answer.message, toastFlows.buy)
        else notify.success(answer.message ?? show(communityMessages.pledged), toastFlows.buy)
        return true
      } catch {
        notify.error(show(cardMessages.transactionFailed), toastFlows.buy)
        return false
      }
    } finally {
      setPaying(false)
    }
  }

  /** Render with <SimulatedCheckoutDialog> when not null. */
  return { chipIn, paying, checkoutDialog: checkout.dialog }
}

type PledgeOrder = Awaited<ReturnType<ReturnType<ReturnType<typeof useOpenPledgeMutation>[0]>['unwrap']>>
