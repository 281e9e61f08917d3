import { z } from 'zod'
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, OTP_LENGTH } from './constants'
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  passwordPolicyMessages,
  USER_PASSWORD_MIN_LENGTH,
} from './password-policy'
import { containsLink, DOT_SEPARATORS, mixesScripts } from './text-normaliser'

/** The basic address pattern of the spec ("matches {email}"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A required string whose every failure — missing, wrong type, empty — says `requiredMessage`,
 * so that a JSON body with a number or an array where text belongs gets the same clear answer.
 */
export function requiredText(requiredMessage: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text.',
    })
    .min(1, requiredMessage)
}

export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage)
    .max(MAX_EMAIL_LENGTH, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
}

/**
 * A password as the spec's forms take it: required, at least 6 characters (the spec's message). What a
 * sign-in checks; a password being chosen takes `userPasswordField` or `adminPasswordField` instead.
 */
export function passwordField(requiredMessage: string, minMessage: string) {
  return requiredText(requiredMessage)
    .min(6, minMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
}

// The password policy's lengths and messages live in password-policy.ts (no zod: the sign-up and reset
// pages show them before their rules load); re-exported here for the schemas and the server.
export {
  ADMIN_PASSWORD_MIN_LENGTH,
  passwordPolicyMessages,
  USER_PASSWORD_MIN_LENGTH,
} from './password-policy'

/** The site's name, which no chosen password may contain: the first word an attacker tries. */
const SITE_NAME = 'cardcast'
const holdsSiteName = (password: string) => password.toLowerCase().includes(SITE_NAME)

/**
 * Whether an administrator's password is too easy to guess (a strength estimate, not only a list):
 * installed by the server at start, like the common-password check; until then nothing is weak.
 */
let isWeakAdminPassword: (password: string) => boolean = () => false

export function setAdminPasswordStrengthCheck(check: (password: string) => boolean): void {
  isWeakAdminPassword = check
}

/** Whether a password holds the address or its name part (3 characters or more), ignoring case. */
export function passwordHoldsAddress(password: string, email: string): boolean {
  const lower = password.toLowerCase()
  const address = email.toLowerCase()
  const name = address.split('@')[0] ?? ''
  return lower.includes(address) || (name.length >= 3 && lower.includes(name))
}

/**
 * Whether a password is on the list of the most common ones. The list lives on the server only (it
 * would weigh on the browser's bundle): the server installs its check at start
 * (server/modules/accounts/common-passwords.ts); until then, and in the browser, nothing counts as common
 * and the server has the last word.
 */
let isCommonPassword: (password: string) => boolean = () => false

/** Installs the common-password check every chosen password goes through (the server does, at start). */
export function setCommonPasswordCheck(check: (password: string) => boolean): void {
  isCommonPassword = check
}

/** The spec's punctuation of `message` ('…characters.' or '…characters') for `stricter`. */
const withPunctuationOf = (message: string, stricter: string) =>
  message.endsWith('.') ? stricter : stricter.replace(/\.$/, '')

function chosenPassword(requiredMessage: string, minMessage: string, minLength: number, tooShort: string) {
  return passwordField(requiredMessage, minMessage)
    .min(minLength, withPunctuationOf(minMessage, tooShort))
    .refine((password) => !isCommonPassword(password), passwordPolicyMessages.tooCommon)
}

/**
 * A password a user chooses (sign-up, reset, an administrator adding a user): the spec's 6-character
 * rule and message first, then at least 8 characters, then not one of the most common passwords, nor
 * holding the site's name. The routes add that it may not hold the address (`userPasswordAddressRefusal`).
 */
export function userPasswordField(requiredMessage: string, minMessage: string) {
  return chosenPassword(
    requiredMessage,
    minMessage,
    USER_PASSWORD_MIN_LENGTH,
    passwordPolicyMessages.userTooShort,
  ).refine((password) => !holdsSiteName(password), passwordPolicyMessages.userHoldsSiteName)
}

/**
 * The refusal of a user's new password for the address it is chosen for (sign-up, reset, an
 * administrator adding a user), if any: the first guess of anyone who knows the address.
 */
export function userPasswordAddressRefusal(password: string, email: string): string | undefined {
  return passwordHoldsAddress(password, email) ? passwordPolicyMessages.userHoldsAddress : undefined
}

/**
 * A password an administrator chooses for their own account: at least 12 characters, not a common
 * one, not the site's name, and strong by zxcvbn's estimate (server/modules/accounts/common-passwords.ts).
 * The routes add that it may not hold the administrator's address (`passwordHoldsAddress`).
 */
export function adminPasswordField(requiredMessage: string) {
  const tooShort = passwordPolicyMessages.adminTooShort
  return chosenPassword(requiredMessage, tooShort, ADMIN_PASSWORD_MIN_LENGTH, tooShort)
    .refine((password) => !holdsSiteName(password), passwordPolicyMessages.holdsSiteName)
    .refine((password) => !isWeakAdminPassword(password), passwordPolicyMessages.adminTooWeak)
}

/**
 * Characters a username may not hold (after NFKC): controls (C0, C1), format characters (zero-width
 * space, joiners, bidi embeddings, overrides and isolates, soft hyphen, BOM, tags), line and paragraph
 * separators, lone surrogates, and the invisible fillers and selectors that render as nothing.
 */
const FORBIDDEN_IN_USERNAME =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/u

/**
 * Characters that render as blank, refused as typed (before NFKC turns the spaces among them into
 * plain ones): the Hangul fillers, the spaces of other widths and the zero-width ones, the narrow and
 * medium mathematical spaces, the invisible operators, the ideographic space, the Braille blank, the
 * musical null notehead and format characters, and the tag characters.
 */
const BLANK_IN_USERNAME =
  /[\u115F\u1160\u2000-\u200F\u202F\u205F-\u206F\u2800\u3000\u3164\uFEFF\uFFA0\u{1D159}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}]/u

/**
 * A separator mark between two letters or digits of one word ('evil·com', 'f•u•c•k'), as a dot would
 * stand in an address. Two uses of them in names stay: the katakana middle dot between names in
 * Japanese ('ジョン・スミス') and the Catalan 'l·l' ('Gal·la').
 */
const SEPARATOR_IN_WORD = new RegExp(`[\\p{L}\\p{N}][${DOT_SEPARATORS}]+(?=[\\p{L}\\p{N}])`, 'u')
const ALLOWED_SEPARATORS =
  /(?:[^\p{Script=Latin}\p{N}][\u30fb\uff65](?=[^\p{Script=Latin}\p{N}])|l\u00b7(?=l))/giu

function separatesLetters(username: string): boolean {
  return SEPARATOR_IN_WORD.test(username.replace(ALLOWED_SEPARATORS, (match) => match.slice(0, 1)))
}

export const usernameMessages = {
  required: 'Username is required.',
  tooLong: `Username must be at most ${MAX_USERNAME_LENGTH} characters.`,
  invisible: 'Username cannot contain control, invisible or text-direction characters.',
  link: 'Username cannot contain a link.',
  mixedScripts:
    'Username cannot mix look-alike letters from different alphabets (such as Latin and Cyrillic).',
  blocked: 'Username contains a word that is not allowed.',
  separator: 'Username cannot put dots or bullets between letters.',
} as const

/**
 * The username of sign-up, profile and the admin user forms: NFKC-normalised (so 'Ｄｅｍｏ' is 'Demo'),
 * trimmed, 1 to 50 characters, free of characters that hide or reorder text ('DemoStreamer\u200b' is
 * refused, not a second 'DemoStreamer'), of blank-rendering characters ('Demo\u2800Streamer'), of
 * links, of separator marks inside a word ('evil·com'), and of look-alike letters mixed from other
 * alphabets ('DеmоStrеаmеr' with Cyrillic е and о). Blocked words are the server's check
 * (server/modules/realtime/moderation.ts).
 */
export function usernameField() {
  return requiredText(usernameMessages.required)
    .refine((username) => !BLANK_IN_USERNAME.test(username), usernameMessages.invisible)
    .normalize('NFKC')
    .trim()
    .min(1, usernameMessages.required)
    .max(MAX_USERNAME_LENGTH, usernameMessages.tooLong)
    .refine((username) => !FORBIDDEN_IN_USERNAME.test(username), usernameMessages.invisible)
    .refine((username) => !containsLink(username), usernameMessages.link)
    .refine((username) => !separatesLetters(username), usernameMessages.separator)
    .refine((username) => !mixesScripts(username), usernameMessages.mixedScripts)
}

/** YYYY-MM-DD, a real calendar day, not in the future. */
export const dateOfBirthField = (requiredMessage: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage
          : 'Date of birth must be a date (YYYY-MM-DD).',
    })
    .min(1, requiredMessage)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD).')
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getTime() <= Date.now()
      )
    }, 'Date of birth must be a real date in the past.')

export const otpField = requiredText('OTP is required')
  .length(OTP_LENGTH, 'OTP must be 6 digits')
  .regex(/^\d*$/, 'OTP must contain only numbers')

/** Field errors keyed by path, keeping the first issue of each field (the order the spec's table lists). */
export function firstErrorByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** The message of the first issue: what the server answers for a bad body. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.'
}
