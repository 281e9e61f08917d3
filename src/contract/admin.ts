// The administrator area's contract (spec sections 3, 5, 7 'Admin' and 8 'Admin'): request schemas
// that the admin screens validate with and the server validates bodies with, the response shapes,
// and the admin messages verbatim. Settings live in settings.ts.

import { z } from 'zod'
import type { PublicUser } from './auth'
import type { Transaction } from './cards'
import { MAX_USERNAME_LENGTH, USER_TYPES } from './constants'
import { emailField, passwordField, requiredText } from './fields'

export const adminMessages = {
  loginSuccess: 'Login successful!',
  noResponse: 'No response from server. Please try again later.',
  tryAgain: 'An error occurred. Please try again later.',
  resetInstructionsSent: 'Password reset instructions sent to your email!',
  resetInstructionsFailed: 'Failed to send reset instructions. Please try again.',
  invalidResetToken: 'Invalid or missing reset token',
  loggedOut: 'Logged out successfully',
  dashboardLoadFailed: 'Failed to load dashboard data',
  fetchUsersFailed: 'Failed to fetch users',
  userAdded: 'User added successfully',
  addUserFailed: 'Failed to add user',
  userUpdated: 'User updated successfully',
  updateUserFailed: 'Failed to update user',
  userDeleted: 'User deleted successfully',
  deleteUserFailed: 'Failed to delete user',
  cardDeleted: 'Card deleted successfully',
  deleteCardFailed: 'Failed to delete card',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  transactionDeleted: 'Transaction deleted successfully',
  deleteTransactionFailed: 'Failed to delete transaction',
  fetchProfileFailed: 'Failed to fetch profile',
  profileUpdated: 'Profile updated successfully',
  updateProfileFailed: 'Failed to update profile',
  passwordUpdated: 'Password updated successfully',
  updatePasswordFailed: 'Failed to update password',
  fetchSettingsFailed: 'Failed to fetch settings',
  settingsUpdated: 'Settings updated successfully',
  updateSettingsFailed: 'Failed to update settings',
  faviconSelected: 'Favicon selected successfully',
  faviconUploaded: 'Favicon uploaded successfully',
  faviconUploadFailed: 'Failed to upload favicon',
  testEmailSent: 'Test email sent successfully',
  testEmailFailed: 'Failed to send test email',
  fetchDataFailed: 'Failed to fetch data',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDeleteText: 'Are you sure you want to delete this item? This action cannot be undone.',
  // Section 5 form rules.
  newPasswordsMismatch: 'New passwords do not match',
  selectFaviconFirst: 'Please select a favicon file first',
} as const

/** Server answers the spec leaves open. */
export const adminServerMessages = {
  invalidCredentials: 'Invalid email or password.',
  noToken: 'No token found. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in.',
  currentPasswordWrong: 'Current password is incorrect.',
  userNotFound: 'User not found.',
  cardNotFound: 'Card not found.',
  transactionNotFound: 'Transaction not found.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  adminEmailTaken: 'An administrator with this email already exists.',
  smtpNotConfigured: 'Save the SMTP settings (host and port) first.',
  notMultipart: 'Expected a multipart/form-data upload.',
  selectImageFirst: 'Please select an image file first',
  faviconNotIco: 'Favicon must be an .ico file.',
  faviconTooLarge: 'Favicon must be at most 256 KB.',
  imageWrongType: 'Image must be a PNG, JPEG or WebP file.',
  imageTooLarge: 'Image must be at most 2 MB.',
  logoUploaded: 'Logo uploaded successfully',
  avatarUploaded: 'Avatar uploaded successfully',
} as const

export const ADMIN_PERMISSIONS = [
  'View dashboard',
  'Manage users',
  'Manage cards',
  'Manage transactions',
  'Manage site settings',
  'Manage own profile',
] as const
export const FAVICON_MAX_BYTES = 256 * 1024
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const ADMIN_RESET_TOKEN_TTL_MS = 60 * 60_000
export const ADMIN_ACTIVITY_LIMIT = 20

// ---- authentication ----

const adminEmail = emailField('Email is required', 'Invalid email format')
const newPassword = passwordField('Password is required', 'Password must be at least 6 characters')

export const adminLoginSchema = z.object({
  email: adminEmail,
  password: requiredText('Password is required').max(128, 'Password must be at most 128 characters.'),
})
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

// ---- users ----

const username = requiredText('Username is required.')
  .trim()
  .min(1, 'Username is required.')
  .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters.`)
const userEmail = emailField('Email is required.', 'Enter a valid email.')
/** YYYY-MM-DD, a real calendar day, not in the future. */
const dateOfBirth = (requiredMessage: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage
          : 'Date of birth must be a date (YYYY-MM-DD).',
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD).')
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getTime() <= Date.now()
      )
    }, 'Date of birth must be a real date in the past.')
const link = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .regex(/^$|^https?:\/\/\S+$/, `${label} must be a valid http(s) URL.`)
const bio = z
  .string({ error: 'Description must be text.' })
  .max(2000, 'Description must be at most 2000 characters.')
/** A boolean, or the text 'true'/'false' (form selects often send text). */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'isVerified must be true or false.',
})
const userType = z.enum(USER_TYPES, { error: "User type must be 'viewer' or 'creator'." })

export const adminCreateUserSchema = z.object({
  username,
  emailId: userEmail,
  password: newPassword,
  dateOfBirth: dateOfBirth('Date of birth is required.'),
  user_type: userType.default('viewer'),
  isVerified: flag.default(true),
  youtubeLink: link('YouTube link').default(''),
  instagramLink: link('Instagram link').default(''),
  description: bio.default(''),
})
export const adminCreateUserFormSchema = adminCreateUserSchema
  .extend({ confirmPassword: requiredText('Confirm your password.') })
  .refine((form) => form.confirmPassword === form.password, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  })

/** `PUT /auth/admin/users/{emailId}`: fields left out keep their value; dateOfBirth may be null. */
export const adminUpdateUserSchema = z.object({
  username: username.optional(),
  emailId: userEmail.optional(),
  dateOfBirth: dateOfBirth('Date of birth must be a date (YYYY-MM-DD).').nullable().optional(),
  user_type: userType.optional(),
  isVerified: flag.optional(),
  youtubeLink: link('YouTube link').optional(),
  instagramLink: link('Instagram link').optional(),
  description: bio.optional(),
})

/** `GET /auth/admin/users?user_type=&isVerified=`: empty or 'all' means no filter. */
export const adminUsersQuerySchema = z.object({
  user_type: z
    .enum(['', 'all', ...USER_TYPES], { error: "user_type must be 'all', 'viewer' or 'creator'." })
    .optional(),
  isVerified: z
    .enum(['', 'all', 'true', 'false', 'verified', 'unverified'], {
      error: "isVerified must be 'all', 'true' or 'false'.",
    })
    .optional(),
})

export const adminIdParams = z.object({ id: z.string().min(1).max(100) })
export const adminEmailParams = z.object({ emailId: z.string().min(1).max(254) })

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

// ---- responses ----

export interface AdminAccount {
  _id: string
  name: string
  email: string
  role: string
  phone: string
  bio: string
  avatar: string | null
  joinDate: string
  lastLogin: string | null
}

export interface AdminLoginResponse {
  success: true
  message: string
  token: string
  admin: AdminAccount
  role: string
  /** Seconds. */
  expiresIn: number
}

export interface AdminActivityLogEntry {
  id: string
  action: string
  date: string
  ip: string | null
}

/** `GET /auth/admin/profile`. */
export interface AdminProfile extends AdminAccount {
  permissions: string[]
  activityLog: AdminActivityLogEntry[]
}

export interface DashboardStats {
  totalUsers: number
  totalStreamers: number
  totalCards: number
}

export type ActivityType = 'signup' | 'card_created' | 'purchase' | 'card_used' | 'admin'

/** One row of `GET /auth/admin/dashboard/activity` (an array, newest first). */
export interface ActivityItem {
  timestamp: string
  user: { name: string }
  type: ActivityType
  description: string
}

export type AdminUser = PublicUser

export interface AdminUsersResponse {
  success: true
  users: AdminUser[]
}

export interface AdminCard {
  _id: string
  cardTitle: string
  description: string
  imageUrl: string
  category: string[]
  rarity: string
  /** Rupees. */
  price: number
  duration: number
  creatorName: string
  streamerEmailId: string
  createdAt: string
}

export interface AdminCardsResponse {
  success: true
  cards: AdminCard[]
}

/** `GET /auth/admin/cards/usage-counts`: card id → times used. */
export type UsageCounts = Record<string, number>

/** A purchase record as Payment Management lists it: the spec's Transaction. */
export type AdminTransaction = Transaction

export interface AdminTransactionsResponse {
  success: true
  transactions: AdminTransaction[]
}

export interface ActiveCountResponse {
  count: number
}

export interface RevenueResponse {
  /** Rupees. */
  totalRevenue: number
}

/** Every upload answers with its URL, at the top and under `data` (the spec reads it from there). */
export interface UploadResponse {
  success: true
  message: string
  url: string
  data: { url: string }
}

export interface AdminMessageResponse {
  success: true
  message: string
}
