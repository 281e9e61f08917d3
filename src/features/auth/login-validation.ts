// The login form's validation: the spec's rules (src/contract/auth.ts), loaded apart from the login
// page (src/lib/lazy-validation.ts).
import { type LoginRequest, loginSchema } from '../../contract/auth'
import { zodValidate } from '../../lib/zod-form'

export const validateLogin = zodValidate<LoginRequest>(loginSchema)
