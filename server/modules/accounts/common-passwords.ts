// The most common passwords, refused wherever a password is chosen. The list is the
// ranked common-password dictionary of zxcvbn-ts (@zxcvbn-ts/language-common): passwords counted in
// leaked-password corpora, shipped inside the package (no network at check time), cut to its first
// COMMON_PASSWORD_COUNT entries; it stays on the server, out of the browser's bundle. The site's name
// and the address are refused beside it (contract/fields.ts). The contract's
// password fields call the check once it is installed (contract/fields.ts).
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { setAdminPasswordStrengthCheck, setCommonPasswordCheck } from '../../../contract/fields'

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000

let common: ReadonlySet<string> | undefined

/** Whether `password` is one of the most common ones, ignoring case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT))
  return common.has(password.toLowerCase())
}

/** zxcvbn's score (0 to 4) an administrator's password needs: 3, 'safely unguessable' online. */
export const ADMIN_PASSWORD_MIN_SCORE = 3

let estimator: ZxcvbnFactory | undefined

/** Whether zxcvbn (with the common dictionaries and keyboard graphs) finds the password too guessable. */
export function isWeakAdminPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary } })
  return estimator.check(password, ['cardcast', 'admin']).score < ADMIN_PASSWORD_MIN_SCORE
}

/**
 * Makes every password the contract validates as chosen (sign-up, resets, admin forms) pass the list
 * check, and administrators' passwords the strength estimate too.
 */
export function installCommonPasswordCheck(): void {
  setCommonPasswordCheck(isCommonPassword)
  setAdminPasswordStrengthCheck(isWeakAdminPassword)
}
