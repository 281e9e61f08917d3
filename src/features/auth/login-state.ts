// What other pages hand the login page through the navigation state: the protected page a logged-out
// visit asked for, or the card a signed-out Buy was tapped on (src/lib/sign-up-first.ts), where the
// login returns; and the email just signed up with, with the times of the code sign-up mailed to it:
// the OTP screen then opens at once, in place of the form. Sign-up passes `from` on.
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

/** The page asked for, if it is one of ours ('//host' would be another origin). */
export function askedPathOf(state: unknown): string | undefined {
  const { from } = stateOf(state)
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined
}

/** The page to open after logging in: the one asked for; the market otherwise. */
export function returnPathOf(state: unknown): string {
  return askedPathOf(state) ?? paths.market
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
