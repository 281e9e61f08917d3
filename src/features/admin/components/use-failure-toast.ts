import { useEffect } from 'react'
import { adminToast } from '../admin-notify'

/** Toasts `message` once each time a query turns failed. */
export function useFailureToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) adminToast.error(message, message)
  }, [failed, message])
}
