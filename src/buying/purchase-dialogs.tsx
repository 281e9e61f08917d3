import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { PurchaseDialogsProps } from './use-buy-card'

// Checkout code is not part of a page's first visit: the dialogs load when one first opens.
const ConfirmPurchaseDialog = lazy(async () => ({
  default: (await import('./confirm-purchase-dialog')).ConfirmPurchaseDialog,
}))
const SimulatedCheckoutDialog = lazy(async () => ({
  default: (await import('./simulated-checkout-dialog')).SimulatedCheckoutDialog,
}))

/** Sets `mounted` once it is committed: inside a Suspense boundary, once its siblings have loaded. */
function Mounted({ setMounted }: { setMounted: (mounted: boolean) => void }) {
  useEffect(() => setMounted(true), [setMounted])
  return null
}

/** The dialogs of `useBuyCard`: render once on a page that sells cards. */
export function PurchaseDialogs({ confirm, checkout }: PurchaseDialogsProps) {
  // Once wanted, the confirmation stays mounted (closing plays its transition). It is mounted closed
  // first and opened after: Mantine's Modal notes the element to give focus back to (the Buy button)
  // when `opened` turns true, not when it mounts already open.
  const confirmWanted = useRef(false)
  confirmWanted.current ||= confirm.opened
  const [confirmMounted, setConfirmMounted] = useState(false)
  return (
    <>
      {confirmWanted.current ? (
        <Suspense fallback={null}>
          <ConfirmPurchaseDialog {...confirm} opened={confirm.opened && confirmMounted} />
          <Mounted setMounted={setConfirmMounted} />
        </Suspense>
      ) : null}
      {checkout ? (
        <Suspense fallback={null}>
          <SimulatedCheckoutDialog {...checkout} />
        </Suspense>
      ) : null}
    </>
  )
}
