// The administrator's own account: login, password reset and change, the profile and its activity log.
import { z } from 'zod'
import { adminMessageResponseSchema, adminMessages } from './admin'
import { loginCodeField, twoFactorLoginRefusalSchema } from './admin-two-factor'
import { errorResponseSchema } from './errors'
import { adminPasswordField, emailField, requiredText } from './fields'

export const ADMIN_RESET_TOKEN_TTL_MS = 60 * 60_000

export const ADMIN_ACTIVITY_LIMIT = 20

// ---- authentication ----

const adminEmail = emailField('Email is required', 'Invalid email format')

/** An administrator's own new password (reset, change): at least 12 characters, not a common one. */
const newPassword = adminPasswordField('Password is required')

export const adminLoginSchema = z.object({
  email: adminEmail,
  password: requiredText('Password is required').max(128, 'Password must be at most 128 characters.'),
  /**
   * The authenticator app's code, or a recovery code: asked for only once the password is right and
   * two-factor is on.
   */
  code: loginCodeField.optional(),
})

/**
 * `POST /auth/admin/login` 401: the two-factor shape is tried first, since the shared one would
 * match it too and drop `twoFactorRequired`.
 */
export const adminLoginRefusalSchema = z.union([twoFactorLoginRefusalSchema, errorResponseSchema])

export const adminForgotPasswordSchema = z.object({ email: adminEmail })

export const adminResetPasswordSchema = z.object({
  token: requiredText(adminMessages.invalidResetToken).max(200, adminMessages.invalidResetToken),
  newPassword,
})

export const adminResetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: requiredText('Please confirm your password') })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

export const adminChangePasswordSchema = z.object({
  currentPassword: requiredText('Current password is required').max(128),
  newPassword,
})

export const adminChangePasswordFormSchema = adminChangePasswordSchema
  .extend({ confirmPassword: requiredText('Please confirm your new password') })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: adminMessages.newPasswordsMismatch,
    path: ['confirmPassword'],
  })

// ---- profile ----

export const adminProfileUpdateSchema = z.object({
  name: z
    .string({ error: 'Name must be text.' })
    .trim()
    .max(100, 'Name must be at most 100 characters.')
    .optional(),
  email: adminEmail.optional(),
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(30, 'Phone must be at most 30 characters.')
    .regex(/^$|^[+0-9 ()-]+$/, 'Phone may contain only digits, spaces and + ( ) -.')
    .optional(),
  bio: z.string({ error: 'Bio must be text.' }).max(2000, 'Bio must be at most 2000 characters.').optional(),
  avatar: z
    .union(
      [
        z
          .string()
          .trim()
          .max(2048)
          .regex(/^$|^https?:\/\/\S+$|^\/(?!\/)\S*$/),
        z.null(),
      ],
      { error: 'Avatar must be a URL or a path.' },
    )
    .optional(),
})

export const adminAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  phone: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  joinDate: z.string().meta({ description: 'ISO-8601 UTC.' }),
  lastLogin: z.string().nullable().meta({ description: 'ISO-8601 UTC; null before the first login.' }),
  twoFactorEnabled: z.boolean(),
})

export type AdminAccount = z.output<typeof adminAccountSchema>

/** `POST /auth/admin/login`. */
export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  admin: adminAccountSchema,
  role: z.string(),
  expiresIn: z.number().meta({ description: 'Seconds.' }),
  twoFactorSetupRequired: z.boolean().meta({
    description:
      'ADMIN_2FA=required and two-factor is off: only its set-up and logout answer until it is on.',
  }),
})

export type AdminLoginResponse = z.output<typeof adminLoginResponseSchema>

export const adminActivityLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  date: z.string().meta({ description: 'ISO-8601 UTC.' }),
  ip: z.string().nullable(),
})

export type AdminActivityLogEntry = z.output<typeof adminActivityLogEntrySchema>

/** `GET /auth/admin/profile`. */
export const adminProfileSchema = adminAccountSchema.extend({
  recoveryCodesLeft: z
    .number()
    .int()
    .meta({ description: 'Two-factor recovery codes not used yet (0 while two-factor is off).' }),
  permissions: z.array(z.string()),
  activityLog: z.array(adminActivityLogEntrySchema).meta({ description: 'Newest first.' }),
})

export type AdminProfile = z.output<typeof adminProfileSchema>

/** `PUT /auth/admin/profile`: the profile as saved. */
export const adminProfileUpdateResponseSchema = adminMessageResponseSchema.extend({
  profile: adminProfileSchema,
})

export type AdminProfileUpdateResponse = z.output<typeof adminProfileUpdateResponseSchema>
