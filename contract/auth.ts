// Account forms and calls. Each form's schema is what its page validates
// with and what the server validates the request body with.
import { z } from 'zod'
import { CONSENT_STATES, consentMessages, isMinor, parentEmailField } from './consent'
import { USER_PLANS, USER_TYPES } from './constants'
import {
  dateOfBirthField,
  emailField,
  otpField,
  passwordField,
  requiredText,
  usernameField,
  userPasswordField,
} from './fields'
import { localeSchema } from './locale'
import { workChallengeSchema, workSolutionSchema } from './signup-work'

export const loginSchema = z.object({
  emailId: emailField('Email ID is required.', 'Invalid email ID format.'),
  password: passwordField('Password is required.', 'Password must be at least 6 characters.'),
})
export type LoginRequest = z.infer<typeof loginSchema>

const signupFields = {
  username: usernameField(),
  emailId: emailField('Email is required.', 'Enter a valid email.'),
  password: userPasswordField('Password is required.', 'Password must be at least 6 characters.'),
  dateOfBirth: dateOfBirthField('Date of birth is required.'),
  parentEmail: parentEmailField
    .optional()
    .or(z.literal(''))
    .describe("Under 18 only: the parent's or guardian's email (empty or left out for an adult)."),
}

/** Under 18 (contract/consent.ts): the parent's email is required, and is not the child's own. */
function checkParent(
  form: { emailId: string; dateOfBirth: string; parentEmail?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth) || !isMinor(form.dateOfBirth)) return
  if (!form.parentEmail) {
    ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: consentMessages.parentEmailRequired })
  } else if (form.parentEmail.trim().toLowerCase() === form.emailId.trim().toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: consentMessages.parentEmailOwn })
  }
}

/**
 * What `addUsers` accepts: the sign-up form without its confirmation, and, from a busy client address,
 * the proof of work its last answer asked for (428).
 */
export const signupRequestSchema = z
  .object({
    ...signupFields,
    work: workSolutionSchema.optional().describe('The solved challenge of a 428 answer, sent once.'),
  })
  .superRefine(checkParent)
export type SignupRequest = z.infer<typeof signupRequestSchema>

export const signupFormSchema = z
  .object(signupFields)
  .extend({ confirmPassword: z.string().min(1, 'Confirm your password.') })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
    when: () => true,
  })
  .superRefine(checkParent)
export type SignupForm = z.infer<typeof signupFormSchema>

/** `POST /auth/user/verify`: the login (sign-up) OTP. */
export const verifyLoginOtpSchema = z.object({
  emailId: emailField('Email is required', 'Invalid email format'),
  otp: otpField,
})

export const resendOtpSchema = z.object({
  emailId: emailField('Email is required', 'Invalid email format'),
})

export const forgotPasswordSchema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>

/** `POST /auth/user/verify-otp`: the reset OTP; with `password` it also sets the new password. */
export const verifyResetOtpSchema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
  otp: otpField,
  password: userPasswordField('Password is required', 'Password must be at least 6 characters').optional(),
})

/** The OTP screen's form; `password` is validated only when the new-password field is shown. */
export const otpFormSchema = z.object({ otp: otpField })
export const otpWithPasswordFormSchema = z.object({
  otp: otpField,
  password: requiredText('Password is required'),
})

export const resetPasswordRequestSchema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
  password: userPasswordField('Password is required', 'Password must be at least 6 characters'),
})

export const resetPasswordFormSchema = z
  .object({
    password: userPasswordField('Password is required', 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: () => true,
  })

/** A user as every user-area response carries it. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  emailId: z.string(),
  user_type: z.enum(USER_TYPES),
  isVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  youtubeLink: z.string(),
  instagramLink: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  plan: z.enum(USER_PLANS).describe('The plan in force now: a lapsed Creator Pro reads free.'),
  proUntil: z
    .string()
    .nullable()
    .describe('When Creator Pro ends (ISO 8601); null when free or without end.'),
  consent: z
    .enum(CONSENT_STATES)
    .describe(
      "'not-needed' for an adult; a child's account is 'awaiting' its parent's consent, then 'given'.",
    ),
  monthlyCapRupees: z
    .number()
    .nullable()
    .optional()
    .describe('A child only: the monthly spending limit the parent set; null: free cards only.'),
  locale: localeSchema.describe(
    "The account's language: the app, its mails and pushes, and a streamer's overlay.",
  ),
})
export type PublicUser = z.output<typeof publicUserSchema>

/** What every successful sign-in adds: the session token, its lifetime (seconds) and the user. */
const sessionFields = {
  token: z.string().optional(),
  user: publicUserSchema.optional(),
  user_type: z.enum(USER_TYPES).optional(),
  expiresIn: z.number().optional(),
}

/**
 * Sent with every answer that mails (or would mail) a code, so that the OTP screen promises only what
 * the server honours: the code's real expiry and when 'Resend OTP' may next send one (the backoff).
 */
const otpTimesFields = {
  otpExpiresAt: z
    .string()
    .optional()
    .describe('When the newest code stops working (ISO 8601); the server refuses it after.'),
  resendAvailableAt: z
    .string()
    .optional()
    .describe('When another code may be asked for (ISO 8601): the resend backoff, 30 s, 60 s, 120 s….'),
}
export interface OtpTimes {
  otpExpiresAt?: string | undefined
  resendAvailableAt?: string | undefined
}

/**
 * `POST /auth/user/login-user`: `{login: true, verify: true, token, user, …}` signed in;
 * `{login: true, verify: false, message}` for an unverified account (a fresh OTP is mailed);
 * `{login: false, error}` for wrong credentials (401).
 */
export const loginResponseSchema = z
  .object({
    login: z.boolean(),
    verify: z.boolean().optional(),
    ...sessionFields,
    error: z.string().optional(),
    message: z.string().optional(),
    ...otpTimesFields,
  })
  .describe(
    'Signed in (`verify: true`, with the session), an unverified account (`verify: false`: a new OTP was mailed), or wrong credentials (`login: false`).',
  )
export type LoginResponse = z.output<typeof loginResponseSchema>

/**
 * `POST /auth/user/addUsers`: `{signUp: true, message, otpExpiresAt, resendAvailableAt}` (201: the code
 * was mailed, the app goes straight to the OTP screen), `{signUp: false, error}` (409), `{signUp:
 * false, error, retryAt}` (429: a sign-up mail limit, and when it lets this device try again), or
 * `{signUp: false, error, challenge}` (428: a busy address, sign up again with the work done).
 */
export const signupResponseSchema = z
  .object({
    signUp: z.boolean(),
    error: z.string().optional(),
    message: z.string().optional(),
    ...otpTimesFields,
    retryAt: z.string().optional().describe('When a refused sign-up may be tried again (ISO 8601).'),
    challenge: workChallengeSchema.optional(),
  })
  .describe('Signed up (an OTP was mailed to verify the address), or refused (`signUp: false`).')
export type SignupResponse = z.output<typeof signupResponseSchema>

/** `POST /auth/user/verify`: signed in on success; `{verify: false, success: false, error}` (400) otherwise. */
/** With a refused code: what the OTP screen shows under the field ('3 tries left'). */
const otpRefusalFields = {
  triesLeft: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('After a wrong code: how many more this address may try before its code checks pause.'),
}

export const verifyLoginOtpResponseSchema = z
  .object({
    verify: z.boolean(),
    success: z.boolean(),
    message: z.string(),
    ...sessionFields,
    error: z.string().optional(),
    ...otpRefusalFields,
  })
  .describe('Verified and signed in, or refused (`verify: false`).')
export type VerifyLoginOtpResponse = z.output<typeof verifyLoginOtpResponseSchema>

/** resend-otp, forgot-password, verify-otp (with `verify`), reset-password: success or a refusal. */
export const successResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    error: z.string().optional(),
    verify: z.boolean().optional(),
    ...otpTimesFields,
  })
  .describe('Done, or refused (`success: false`).')
export type SuccessResponse = z.output<typeof successResponseSchema>

/** `POST /auth/user/verify-otp` (the reset code): done, or refused with the tries left. */
export const verifyResetOtpResponseSchema = successResponseSchema.extend(otpRefusalFields)
export type VerifyResetOtpResponse = z.output<typeof verifyResetOtpResponseSchema>

/** `GET /auth/user/getUser` and `/showUserInfo`: the signed-in user. */
export const userResponseSchema = z
  .object({ status: z.literal('success'), user: publicUserSchema })
  .describe('The signed-in user.')
export type UserResponse = z.output<typeof userResponseSchema>

/** `POST /auth/user/logout`: an empty object (the bearer token says whose session ends). */
export const logoutRequestSchema = z.object({}).describe('Nothing: the bearer token names the session.')

/** `POST /auth/user/logout`: this session's token is refused from now on. */
export const logoutResponseSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .describe('Logged out: this token no longer opens anything.')
export type LogoutResponse = z.output<typeof logoutResponseSchema>

export { type SiteSettings, siteSettingsSchema } from './settings'
