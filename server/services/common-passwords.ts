// The most common passwords, refused wherever a password is chosen (security review). The list is the
// ranked common-password dictionary of zxcvbn-ts (@zxcvbn-ts/language-common), cut to its first
// COMMON_PASSWORD_COUNT entries; it stays on the server, out of the browser's bundle. The contract's
// password fields call the check once it is installed (src/contract/fields.ts).
import { dictionary } from '@zxcvbn-ts/language-common'
import { setCommonPasswordCheck } from '../../src/contract/fields'

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000

let common: ReadonlySet<string> | undefined

/** Whether `password` is one of the most common ones, ignoring case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT))
  return common.has(password.toLowerCase())
}

/** Makes every password the contract validates as chosen (sign-up, resets, admin forms) pass the check. */
export function installCommonPasswordCheck(): void {
  setCommonPasswordCheck(isCommonPassword)
}
