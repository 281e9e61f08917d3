import { useMediaQuery } from '@mantine/hooks'
import { useEffect } from 'react'
import { Toaster, toast, useToaster } from 'react-hot-toast'
import { TOAST_GLOBAL_MS } from '../../contract/constants'
import { SwipeableToast } from './swipeable-toast'

/** At most this many toasts show at once: a newer one dismisses the oldest. */
export const MAX_VISIBLE_TOASTS = 2
/** The tallest header (the user area's 64 px; the admin's is 60 px) and a gap under it. */
const DESKTOP_TOP_PX = 64 + 8

const toastStyle = {
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
  border: '1px solid var(--mantine-color-default-border)',
  padding: '4px 4px 4px 10px',
}

/**
 * The one <Toaster>. On phones (below Mantine's `sm`, 48em) toasts sit at the bottom, above the safe
 * area, where no header control is; from `sm` up they sit at the top right under the header, so they
 * never cover Log Out or the admin's account menu. The global duration is the spec's 2 s; the user
 * area's notify() asks for 5 s.
 */
export function ToastStack() {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const { toasts } = useToaster()

  // Newest first: everything past the first two visible ones goes.
  useEffect(() => {
    for (const old of toasts.filter((t) => t.visible).slice(MAX_VISIBLE_TOASTS)) toast.dismiss(old.id)
  }, [toasts])

  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      containerStyle={
        phone
          ? // Above the user area's tab bar where there is one (tab-bar.module.css).
            { bottom: 'calc(var(--tab-bar-height, env(safe-area-inset-bottom, 0px)) + 16px)' }
          : { top: DESKTOP_TOP_PX, right: 16 }
      }
      toastOptions={{ duration: TOAST_GLOBAL_MS, style: toastStyle }}
    >
      {(t) => <SwipeableToast toast={t} />}
    </Toaster>
  )
}
