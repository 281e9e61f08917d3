// 'Pay now' on a past-due subscription: the server names the amount the failed renewal owed, the
// card checkout takes it (simulated dialog or Razorpay), and the verify makes it active again.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type MySubscription, subscriptionMessages } from '../../contract/subscriptions'
import { useCheckout } from '../buying/use-checkout'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { usePayOverdueMutation, useVerifySubscriptionMutation } from './subscriptions-api'

export function usePayOverdue() {
  const { t } = useLingui()
  const show = useLabel()
  const checkout = useCheckout()
  const [open] = usePayOverdueMutation()
  const [verify] = useVerifySubscriptionMutation()
  const [paying, setPaying] = useState<string | null>(null)

  async function run(subscription: MySubscription) {
    try {
      const order = await open(subscription.id).unwrap()
      const streamer = subscription.streamer.username
      const tier = subscription.tier.name
      const payment = await checkout.pay(order, t`${streamer}: ${tier}, overdue month`)
      if (!payment) return
      notify.success((await verify(payment).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(subscriptionMessages.payFailed))
    }
  }

  return {
    pay: async (subscription: MySubscription) => {
      if (paying) return
      setPaying(subscription.id)
      try {
        await run(subscription)
      } finally {
        setPaying(null)
      }
    },
    /** The subscription being paid, if any. */
    paying,
    /** Render with <SimulatedCheckoutDialog> when not null. */
    checkoutDialog: checkout.dialog,
  }
}
