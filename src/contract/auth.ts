// Account forms and calls (spec sections 3, 5 and 7). Each form's schema is what its page validates
// with and what the server validates the request body with.
import { z } from 'zod'
import { MAX_USERNAME_LENGTH, type UserType } from './constants'
import { emailField, otpField, passwordField, requiredText } from './fields'

export const loginSchema = z.object({
  emailId: emailField('Email ID is required.', 'Invalid email ID format.'),
  password: passwordField('Password is required.', 'Password must be at least 6 characters.'),
})
export type LoginRequest = z.infer<typeof loginSchema>

/** What `addUsers` accepts: the sign-up form without its confirmation. */
export const signupRequestSchema = z.object({
  username: requiredText('Username is required.')
    .trim()
    .min(1, 'Username is required.')
    .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters.`),
  emailId: emailField('Email is required.', 'Enter a valid email.'),
  password: passwordField('Password is required.', 'Password must be at least 6 characters.'),
})
export type SignupRequest = z.infer<typeof signupRequestSchema>

export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Confirm your password.') })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
    when: () => true,
  })
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

/** `POST /auth/user/verify-otp`: the reset OTP; with `password` it also sets the new password. */
export const verifyResetOtpSchema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
  otp: otpField,
  password: passwordField('Password is required', 'Password must be at least 6 characters').optional(),
})

/** The OTP screen's form; `password` is validated only when the new-password field is shown. */
export const otpFormSchema = z.object({ otp: otpField })
export const otpWithPasswordFormSchema = z.object({
  otp: otpField,
  password: requiredText('Password is required'),
})

export const resetPasswordRequestSchema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
  password: passwordField('Password is required', 'Password must be at least 6 characters'),
})

export const resetPasswordFormSchema = z
  .object({
    password: passwordField('Password is required', 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: () => true,
  })

/** A user as every user-area response carries it (spec section 3 field names). */
export interface PublicUser {
  _id: string
  username: string
  emailId: string
  user_type: UserType
  isVerified: boolean
  dateOfBirth: string | null
  createdAt: string
  updatedAt: string
  youtubeLink: string
  instagramLink: string
  description: string
  avatar: string | null
  plan: 'free' | 'pro'
}

export interface LoginResponse {
  login: boolean
  verify?: boolean
  token?: string
  user?: PublicUser
  user_type?: UserType
  expiresIn?: number
  error?: string
  message?: string
}

export interface SignupResponse {
  signUp: boolean
  error?: string
  message?: string
}

export interface VerifyLoginOtpResponse {
  verify: boolean
  success: boolean
  message: string
  token?: string
  user?: PublicUser
  user_type?: UserType
  expiresIn?: number
  error?: string
}

export interface SuccessResponse {
  success: boolean
  message: string
  error?: string
  verify?: boolean
}

export interface SiteSettings {
  siteName: string
  siteDescription: string
  siteLogo: string
  favicon: string
}
