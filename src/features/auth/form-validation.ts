// The account forms' validation: the spec's rules (contract/auth.ts), loaded apart from their
// pages (src/lib/lazy-validation.ts).
import {
  type ForgotPasswordRequest,
  forgotPasswordSchema,
  type LoginRequest,
  loginSchema,
  type SignupForm,
  signupFormSchema,
} from '../../../contract/auth'
import { zodValidate } from '../../lib/zod-form'

export const validateLogin = zodValidate<LoginRequest>(loginSchema)
export const validateSignup = zodValidate<SignupForm>(signupFormSchema)
export const validateForgotPassword = zodValidate<ForgotPasswordRequest>(forgotPasswordSchema)
