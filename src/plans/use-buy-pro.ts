// Buying a month of Creator Pro: the server opens the order for the plan's price, the same checkout as
// cards takes the payment (simulated dialog or Razorpay), the server verifies it and extends the plan.
// The stored user follows (plan, end date, and the creator role a viewer gains with Pro).
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PRODUCT_NAME } from '../../contract/constants'
import type { IndianStateCode } from '../../contract/indian-states'
import { planMessages } from '../../contract/plan-rules'
import type { PlanOrderResponse } from '../../contract/plans'
import { useCheckout } from '../buying/use-checkout'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useRememberUser, useSession } from '../lib/session-slice'
import { useLabel } from '../lib/use-label'
import { useCreatePlanOrderMutation, useVerifyPlanPaymentMutation } from './plans-api'

export function useBuyPro() {
  const { t } = useLingui()
  const show = useLabel()
  const { user } = useSession()
  const rememberUser = useRememberUser()
  const checkout = useCheckout()
  const [createOrder] = useCreatePlanOrderMutation()
  const [verify] = useVerifyPlanPaymentMutation()
  const [buying, setBuying] = useState(false)

  async function purchase(billingState?: IndianStateCode): Promise<boolean> {
    let order: PlanOrderResponse
    try {
      order = await createOrder({ plan: 'pro', ...(billingState ? { billingState } : {}) }).unwrap()
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(planMessages.orderFailed))
      return false
    }
    const payment = await checkout.pay(order, t`${PRODUCT_NAME} Creator Pro, one month`)
    if (!payment) return false
    try {
      const plan = await verify(payment).unwrap()
      if (user) rememberUser({ ...user, user_type: 'creator', plan: plan.plan, proUntil: plan.proUntil })
      notify.success(show(planMessages.proActivated))
      return true
    } catch {
      notify.error(show(planMessages.verifyFailed))
      return false
    }
  }

  return {
    /**
     * Runs the purchase once at a time; resolves true when Creator Pro is active. `billingState`: the
     * buyer's state for the GST invoice, when asked (src/invoices/billing-state.tsx).
     */
    buyPro: async (billingState?: IndianStateCode) => {
      if (buying) return false
      setBuying(true)
      try {
        return await purchase(billingState)
      } finally {
        setBuying(false)
      }
    },
    buying,
    /** Render with <SimulatedCheckoutDialog> when not null. */
    checkoutDialog: checkout.dialog,
  }
}
