// What other pages hand the login page through the navigation state: the protected page a logged-out
// visit asked for, or the card a signed-out Buy was tapped on (src/lib/sign-up-first.ts), where the
// login returns; and the email just signed up with (the form starts with it). Sign-up passes `from` on.
import { paths } from '../../../contract/paths'

export interface LoginState {
  from?: string
  email?: string
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
