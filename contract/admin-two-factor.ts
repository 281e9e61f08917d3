// Administrators' two-factor sign-in (TOTP, RFC 6238): the code field the login and set-up forms
// validate with, the set-up answer, and the messages. ADMIN_2FA=required makes it compulsory.

import { z } from 'zod'
import { errorResponseSchema } from './errors'

export const twoFactorMessages = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  codeWrong:
    'That code is wrong or has already been used. Enter the newest code from your authenticator app.',
  setupFirst:
    'This site requires two-factor authentication for administrators: turn it on before anything else.',
  alreadyOn: 'Two-factor authentication is already on.',
  alreadyOff: 'Two-factor authentication is already off.',
  noSetupWaiting: 'Start the set-up again: scan a new QR code first.',
  turnedOn: 'Two-factor authentication is on: each login now asks for a code from your app.',
  turnedOff: 'Two-factor authentication is off.',
  requiredBySite: 'This site requires two-factor authentication for administrators: it cannot be turned off.',
  enrolByMail:
    'We have emailed you a link to set up two-factor authentication. Open it from your inbox (in this browser) to continue.',
  loginCodeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  recoveryCodesMade: 'New recovery codes made: the earlier ones no longer work.',
  recoveryCodesWanted: 'Turn two-factor authentication on first.',
} as const

/** Recovery codes made at set-up (and on demand): each signs in once in place of an app's code. */
export const RECOVERY_CODE_COUNT = 10
/** Characters per code: 12 of the 31 below (over 59 random bits), shown as XXXX-XXXX-XXXX. */
export const RECOVERY_CODE_LENGTH = 12
/** No 0/O, 1/I/L: nothing to misread when typing a code from paper. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A recovery code as typed, in the form it is checked in: upper case, no spaces or dashes. */
export const normaliseRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '')

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`)

/** Whether `typed` has a recovery code's shape (not whether it is one of the account's). */
export const looksLikeRecoveryCode = (typed: string) =>
  RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(typed))

/** Six digits, as authenticator apps show them (spaces a user types between groups are dropped). */
export const totpCodeField = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat))

/** `POST /auth/admin/2fa/setup`: a new secret to scan; two-factor turns on only once a code from it is entered. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string().meta({ description: 'Base32, for typing into an app that cannot scan.' }),
  otpauthUrl: z.string(),
  qrCode: z.string().meta({ description: 'The otpauth URL as a PNG data URL.' }),
})
export type TwoFactorSetupResponse = z.output<typeof twoFactorSetupResponseSchema>

/**
 * The token of the mailed set-up link: with ADMIN_2FA=required an administrator without two-factor
 * sets it up only through it (the password alone is not enough).
 */
const enrolToken = z.string().max(200, 'This set-up link is invalid.').optional()
export const twoFactorSetupRequestSchema = z
  .object({ enrolToken })
  .nullish()
  .describe('May be left out; `enrolToken` from the mailed link when the site requires two-factor.')
export const twoFactorEnableSchema = z.object({ code: totpCodeField, enrolToken })
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
  code: totpCodeField,
})

/** `POST /auth/admin/2fa/recovery-codes`: new codes in place of the old, with the password and an app's code. */
export const recoveryCodesRequestSchema = twoFactorDisableSchema

/**
 * `POST /auth/admin/2fa/enable` and `/2fa/recovery-codes`: the recovery codes, shown this once (only
 * their hashes are kept).
 */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z
    .array(z.string())
    .meta({ description: `${RECOVERY_CODE_COUNT} single-use codes, shown only in this answer.` }),
})
export type RecoveryCodesResponse = z.output<typeof recoveryCodesResponseSchema>

/**
 * The login's code: six digits from the app, or a recovery code (XXXX-XXXX-XXXX, any case, with or
 * without the dashes). Spaces are dropped.
 */
export const loginCodeField = z
  .string()
  .max(64, twoFactorMessages.loginCodeFormat)
  .transform((code) => code.replace(/\s+/g, ''))
  .refine((code) => /^\d{6}$/.test(code) || looksLikeRecoveryCode(code), twoFactorMessages.loginCodeFormat)

/** A login code that is an app's (six digits), not a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code)

/** A login refused because the account needs a code (or the code was wrong): the form asks for one. */
export const twoFactorLoginRefusalSchema = errorResponseSchema.extend({ twoFactorRequired: z.literal(true) })
