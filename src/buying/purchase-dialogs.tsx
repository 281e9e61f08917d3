import { lazy, Suspense } from 'react'
import { OnceOpened } from '../components/once-opened'
import type { PurchaseDialogsProps } from './use-buy-card'

// Checkout code is not part of a page's first visit: the dialogs load when one first opens.
const ConfirmPurchaseDialog = lazy(async () => ({
  default: (await import('./confirm-purchase-dialog')).ConfirmPurchaseDialog,
}))
const SimulatedCheckoutDialog = lazy(async () => ({
  default: (await import('./simulated-checkout-dialog')).SimulatedCheckoutDialog,
}))

/** The dialogs of `useBuyCard`: render once on a page that sells cards. */
export function PurchaseDialogs({ confirm, checkout }: PurchaseDialogsProps) {
  return (
    <>
      <OnceOpened opened={confirm.opened}>
        {(opened) => <ConfirmPurchaseDialog {...confirm} opened={opened} />}
      </OnceOpened>
      {checkout ? (
        <Suspense fallback={null}>
          <SimulatedCheckoutDialog {...checkout} />
        </Suspense>
      ) : null}
    </>
  )
}
