import { z } from 'zod'
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, OTP_LENGTH } from './constants'

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

export function passwordField(requiredMessage: string, minMessage: string) {
  return requiredText(requiredMessage)
    .min(6, minMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
}

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
