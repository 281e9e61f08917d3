// Toasts of the account screens and the user area: they stay 5 s (spec section 9), while the global
// <Toaster> default is 2 s.
import toast from 'react-hot-toast'
import { TOAST_USER_AREA_MS } from '../contract/constants'
import { authMessages } from '../contract/messages'

const options = { duration: TOAST_USER_AREA_MS }

export const notify = {
  success: (message: string) => toast.success(message, options),
  error: (message: string, id?: string) => toast.error(message, { ...options, id }),
  /** A plain toast (the spec's "info" message). */
  info: (message: string) => toast(message, options),
}

/** One toast however many calls and guards notice the expiry at once. */
export function notifySessionExpired(): void {
  notify.error(authMessages.sessionExpired, 'session-expired')
}
