import { lazy, Suspense, useRef } from 'react'
import type { PurchaseDialogsProps } from './use-buy-card'

// Checkout code is not part of a page's first visit (issue 15): the dialogs load when one first opens.
const ConfirmPurchaseDialog = lazy(async () => ({
  default: (await import('./confirm-purchase-dialog')).ConfirmPurchaseDialog,
}))
const SimulatedCheckoutDialog = lazy(async () => ({
  default: (await import('./simulated-checkout-dialog')).SimulatedCheckoutDialog,
}))

/** The dialogs of `useBuyCard`: render once on a page that sells cards. */
export function PurchaseDialogs({ confirm, checkout }: PurchaseDialogsProps) {
  // Once opened they stay mounted, so that closing plays the dialog's transition.
  const confirmWanted = useRef(false)
  confirmWanted.current ||= confirm.opened
  return (
    <Suspense fallback={null}>
      {confirmWanted.current ? <ConfirmPurchaseDialog {...confirm} /> : null}
      {checkout ? <SimulatedCheckoutDialog {...checkout} /> : null}
    </Suspense>
  )
}
