// What other pages hand the login page through the navigation state: the protected page a logged-out
// visit asked for (the login returns there), and the email just signed up with, with the times of the
// code sign-up mailed to it: the OTP screen then opens at once, in place of the form.
import type { OtpTimes } from '../../../contract/auth'
import { paths } from '../../../contract/paths'

export interface LoginState {
  from?: string
  email?: string
  /** Set by sign-up: its code was mailed to `email`; the OTP screen asks for it. */
  signedUp?: OtpTimes
}

function stateOf(state: unknown): LoginState {
  return state !== null && typeof state === 'object' ? (state as LoginState) : {}
}

/** The page to open after logging in: the one asked for, if it is one of ours; the market otherwise. */
export function returnPathOf(state: unknown): string {
  const { from } = stateOf(state)
  // Only a path of this site ('//host' would be another origin).
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.market
}

export function signedUpEmailOf(state: unknown): string {
  const { email } = stateOf(state)
  return typeof email === 'string' ? email : ''
}

/** Fresh from sign-up: the address its code went to and the code's times. */
export function signedUpCodeOf(state: unknown): { email: string; times: OtpTimes } | undefined {
  const { email, signedUp } = stateOf(state)
  if (typeof email !== 'string' || email === '' || typeof signedUp !== 'object' || signedUp === null)
    return undefined
  return { email, times: signedUp }
}
