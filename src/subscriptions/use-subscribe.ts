// Subscribing to a tier: the server opens the subscription for the tier's price, the same checkout as
// cards takes the first month (simulated dialog or Razorpay), the server verifies it and the
// subscription is active. One at a time.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { IndianStateCode } from '../../contract/indian-states'
import { type OfferedTier, subscriptionMessages } from '../../contract/subscriptions'
import { useCheckout } from '../buying/use-checkout'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { useOpenSubscriptionMutation, useVerifySubscriptionMutation } from './subscriptions-api'

export function useSubscribe() {
  const { t } = useLingui()
  const show = useLabel()
  const checkout = useCheckout()
  const [open] = useOpenSubscriptionMutation()
  const [verify] = useVerifySubscriptionMutation()
  const [pendingTier, setPendingTier] = useState<string | null>(null)

  async function run(
    tier: OfferedTier,
    streamerName: string,
    billingState?: IndianStateCode,
  ): Promise<boolean> {
    let order: Awaited<ReturnType<ReturnType<typeof open>['unwrap']>>
    try {
      order = await open({ tierId: tier.id, ...(billingState ? { billingState } : {}) }).unwrap()
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(subscriptionMessages.subscribeFailed))
      return false
    }
    const tierName = tier.name
    const payment = await checkout.pay(order, t`${streamerName}: ${tierName}, first month`)
    if (!payment) return false
    try {
      notify.success((await verify(payment).unwrap()).message)
      return true
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(subscriptionMessages.verifyFailed))
      return false
    }
  }

  return {
    /** `billingState`: the subscriber's state for the GST invoice, when asked (src/invoices/billing-state.tsx). */
    subscribe: async (tier: OfferedTier, streamerName: string, billingState?: IndianStateCode) => {
      if (pendingTier) return false
      setPendingTier(tier.id)
      try {
        return await run(tier, streamerName, billingState)
      } finally {
        setPendingTier(null)
      }
    },
    /** The tier whose subscription is under way, if any. */
    pendingTier,
    /** Render with <SimulatedCheckoutDialog> when not null. */
    checkoutDialog: checkout.dialog,
  }
}
