import { ConfirmPurchaseDialog } from './confirm-purchase-dialog'
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog'
import type { PurchaseDialogsProps } from './use-buy-card'

/** The dialogs of `useBuyCard`: render once on a page that sells cards. */
export function PurchaseDialogs({ confirm, checkout }: PurchaseDialogsProps) {
  return (
    <>
      <ConfirmPurchaseDialog {...confirm} />
      {checkout ? <SimulatedCheckoutDialog {...checkout} /> : null}
    </>
  )
}
