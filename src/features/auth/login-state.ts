// What other pages hand the login page through the navigation state: the protected page a logged-out
// visit asked for (the login returns there), and the email just signed up with (the form starts with it).
import { paths } from '../../../contract/paths'

export interface LoginState {
  from?: string
  email?: string
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
