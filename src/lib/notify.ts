// Toasts of the account screens and the user area: they stay 5 s, while the global
// <Toaster> default is 2 s. A `flow` id gives every toast of one flow the same slot, so that a later
// success replaces that flow's earlier error instead of leaving it on screen.
// Every toast shows in the app's language: the app's own words come translated (Lingui), and a
// contract text handed here (a `*Messages` entry, a fallback) goes through contract/translate.ts, the
// one door for the contract's Hindi (contract-text.ts); the server's Hindi answers pass as they are.
import toast from 'react-hot-toast'
import { TOAST_USER_AREA_MS } from '../../contract/constants'
import { authMessages } from '../../contract/messages'
import { contractText } from './contract-text'
import { wantToasts } from './toasts-wanted'

// Whoever imports this may raise a toast: the toasts' stack mounts (src/app/provider.tsx).
wantToasts()

const options = (id?: string) => ({ duration: TOAST_USER_AREA_MS, ...(id ? { id } : {}) })

export const notify = {
  success: (message: string, flow?: string) => toast.success(contractText(message), options(flow)),
  error: (message: string, flow?: string) => toast.error(contractText(message), options(flow)),
  /** A plain toast (the spec's "info" message). */
  info: (message: string, flow?: string) => toast(contractText(message), options(flow)),
}

/** The flows whose toasts share one slot. */
export const toastFlows = {
  login: 'flow-login',
  signup: 'flow-signup',
  otpVerify: 'flow-otp-verify',
  otpResend: 'flow-otp-resend',
  resetPassword: 'flow-reset-password',
  buy: 'flow-buy',
  contact: 'flow-contact',
  createCard: 'flow-create-card',
  useCard: 'flow-use-card',
  profile: 'flow-profile',
} as const

/** One toast however many calls and guards notice the expiry at once. */
export function notifySessionExpired(): void {
  notify.error(authMessages.sessionExpired, 'session-expired')
}

/** A visitor with no session at all at a signed-in page: nothing expired, they only need to log in. */
export function notifyLoginToContinue(): void {
  notify.info(authMessages.loginToContinue, 'session-expired')
}
