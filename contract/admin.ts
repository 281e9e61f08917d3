// The administrator area's contract: request schemas
// that the admin screens validate with and the server validates bodies with, the response shapes,
// and the admin messages verbatim. Settings live in settings.ts.

import { z } from 'zod'
import { totpCodeField, twoFactorLoginRefusalSchema } from './admin-two-factor'
import { type PublicUser, publicUserSchema } from './auth'
import { cardSchema, transactionSchema } from './cards'
import {
  ADMIN_CATEGORY_FILTER,
  CARD_CATEGORIES,
  IMAGE_MAX_PIXELS,
  RARITIES,
  USER_PLANS,
  USER_TYPES,
} from './constants'
import { errorResponseSchema } from './errors'
import { adminPasswordField, emailField, requiredText, usernameField, userPasswordField } from './fields'
import { adminListQuery, adminPageResponseFields } from './paging'
import { REFUND_STATUSES } from './refunds'
import { adminSettingsSchema } from './settings'

export const adminMessages = {
  mailBudgetHalf: (kind: string, sent: number, budget: number) =>
    `${sent} of the ${budget} ${kind} the site may send in an hour went out in the last hour. Past the budget they are refused until the hour moves on.`,
  disputesOfRefunded: (count: number) =>
    `${count === 1 ? 'An open dispute is' : `${count} open disputes are`} of a payment already refunded: answer the bank with the refund as evidence at Payments → Disputes before the deadline.`,
  paymentsSimulated:
    'Simulated payments are on: paid cards can be had without paying. For a local demo only; set PAYMENTS_SIMULATED=0 and configure Razorpay before anyone else can reach this server.',
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
  // The admin forms' own rules (passwords, favicon, logo).
  newPasswordsMismatch: 'New passwords do not match',
  selectFaviconFirst: 'Please select a favicon file first',
} as const

/** Server answers the spec leaves open. */
export const adminServerMessages = {
  invalidCredentials: 'Invalid email or password.',
  accountLocked: (until: string) =>
    `Too many wrong passwords for this account: it is locked until ${until} UTC. The administrator has been told by email. The right password with a two-factor code, or a password reset by email, still signs in.`,
  clientLocked: (until: string) =>
    `Too many wrong logins from your network: logins from it are paused until ${until} UTC. The right password with a two-factor code, or a password reset by email, still signs in.`,
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
  imageTooManyPixels: `Image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  imageTooLarge: 'Image must be at most 2 MB.',
  logoUploaded: 'Logo uploaded successfully',
  avatarUploaded: 'Avatar uploaded successfully',
  proForCreatorsOnly: 'Creator Pro is for creators: make the user a creator first.',
  proUntilPast: 'The end of Creator Pro must be in the future.',
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
/** An administrator's own new password (reset, change): at least 12 characters, not a common one. */
const newPassword = adminPasswordField('Password is required')

export const adminLoginSchema = z.object({
  email: adminEmail,
  password: requiredText('Password is required').max(128, 'Password must be at most 128 characters.'),
  /** The authenticator app's code: asked for only once the password is right and two-factor is on. */
  code: totpCodeField.optional(),
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

// ---- users ----

const username = usernameField()
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
  // A user's password, set by an administrator: the users' rule (8+ characters, not a common one).
  password: userPasswordField('Password is required', 'Password must be at least 6 characters'),
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

/**
 * `PUT /auth/admin/users/{emailId}`: fields left out keep their value; dateOfBirth may be null.
 * `plan: 'pro'` grants Creator Pro until `proUntil` (null: no end), `plan: 'free'` ends it.
 */
export const adminUpdateUserSchema = z.object({
  plan: z.enum(USER_PLANS, { error: "plan must be 'free' or 'pro'." }).optional(),
  proUntil: z.iso
    .datetime({ offset: true, error: 'proUntil must be a date and time (ISO 8601).' })
    .nullable()
    .optional(),
  username: username.optional(),
  emailId: userEmail.optional(),
  dateOfBirth: dateOfBirth('Date of birth must be a date (YYYY-MM-DD).').nullable().optional(),
  user_type: userType.optional(),
  isVerified: flag.optional(),
  youtubeLink: link('YouTube link').optional(),
  instagramLink: link('Instagram link').optional(),
  description: bio.optional(),
})

/**
 * `GET /auth/admin/users?user_type=&isVerified=&limit=&cursor=&from=`: empty or 'all' means no filter;
 * a page of `limit` (default 10) users, newest first.
 */
export const adminUsersQuerySchema = adminListQuery({
  user_type: z
    .enum(['', 'all', ...USER_TYPES], { error: "user_type must be 'all', 'viewer' or 'creator'." })
    .optional(),
  isVerified: z
    .enum(['', 'all', 'true', 'false', 'verified', 'unverified'], {
      error: "isVerified must be 'all', 'true' or 'false'.",
    })
    .optional(),
})

/** The longest search text the admin tables take. */
export const ADMIN_SEARCH_MAX_LENGTH = 100
const adminSearch = (what: string) =>
  z
    .string({ error: 'The search must be text.' })
    .max(ADMIN_SEARCH_MAX_LENGTH, `The search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .meta({ description: `Only rows whose ${what} contains this text, ignoring case. Empty: every row.` })

/** Every category a card may carry: the creation form's and the admin filter's (the spec has both). */
export const ADMIN_CARD_CATEGORIES = [...new Set([...CARD_CATEGORIES, ...ADMIN_CATEGORY_FILTER])]

/** `GET /auth/admin/cards?q=&category=&rarity=&limit=&cursor=&from=`: empty or 'all' means no filter. */
export const adminCardsQuerySchema = adminListQuery({
  q: adminSearch('title'),
  category: z
    .enum(['', 'all', ...ADMIN_CARD_CATEGORIES], { error: 'Unknown category.' })
    .optional()
    .meta({ description: 'Only cards carrying this category.' }),
  rarity: z.enum(['', 'all', ...RARITIES], { error: 'Unknown rarity.' }).optional(),
})

/** `GET /auth/admin/transactions?q=&status=&limit=&cursor=&from=`: empty or 'all' means no filter. */
export const adminTransactionsQuerySchema = adminListQuery({
  q: adminSearch("buyer's email or card title"),
  status: z
    .enum(['', 'all', 'used', 'unused'], { error: "status must be 'all', 'used' or 'unused'." })
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
// What every admin route answers, one schema per wire shape (shapes the user area shares come from
// auth.ts, cards.ts, settings.ts and errors.ts); each route declares them as its `schema.response`, so
// the serializer sends exactly the fields named here and /docs describes them. They describe, they do
// not re-validate: no trimming, patterns or bounds. Refusals are errors.ts's `errorResponseSchema`.

/** `POST /auth/admin/settings/test-email` when the mail server refused (502): its reason too. */
export const adminTestEmailErrorSchema = errorResponseSchema
  .extend({
    detail: z.string().meta({
      description:
        "Why the test mail failed, in general terms; the mail server's own error goes to the server log.",
    }),
  })
  .meta({ description: 'The mail server refused the test email or could not be reached.' })
export type AdminTestEmailErrorResponse = z.output<typeof adminTestEmailErrorSchema>

/** Logout, forgot and reset password, change password, deletions, the test email. */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type AdminMessageResponse = z.output<typeof adminMessageResponseSchema>

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
  permissions: z.array(z.string()),
  activityLog: z.array(adminActivityLogEntrySchema).meta({ description: 'Newest first.' }),
})
export type AdminProfile = z.output<typeof adminProfileSchema>

/** `PUT /auth/admin/profile`: the profile as saved. */
export const adminProfileUpdateResponseSchema = adminMessageResponseSchema.extend({
  profile: adminProfileSchema,
})
export type AdminProfileUpdateResponse = z.output<typeof adminProfileUpdateResponseSchema>

/** `GET /auth/admin/dashboard/stats`. */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalStreamers: z.number().int(),
  totalCards: z.number().int(),
})
export type DashboardStats = z.output<typeof dashboardStatsSchema>

/** What an administrator must know about how the site runs (e.g. simulated payments), shown on the dashboard. */
export const SITE_WARNING_CODES = ['payments-simulated', 'mail-budget', 'dispute-refunded'] as const
export const siteWarningsSchema = z
  .object({ warnings: z.array(z.object({ code: z.enum(SITE_WARNING_CODES), message: z.string() })) })
  .meta({ description: 'Conditions of this server an administrator must know about; empty when none.' })
export type SiteWarnings = z.output<typeof siteWarningsSchema>

export const ACTIVITY_TYPES = ['signup', 'card_created', 'purchase', 'card_used', 'admin'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export const activityItemSchema = z.object({
  timestamp: z.string().meta({ description: 'ISO-8601 UTC.' }),
  user: z.object({ name: z.string() }),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
})
/** One row of `GET /auth/admin/dashboard/activity` (an array, newest first). */
export type ActivityItem = z.output<typeof activityItemSchema>
export const activityListSchema = z.array(activityItemSchema).meta({ description: 'Newest first.' })

/** A user as User Management lists it: the user area's public user. */
export type AdminUser = PublicUser

/** `GET /auth/admin/users`: a page of users, newest first. */
export const adminUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(publicUserSchema),
  ...adminPageResponseFields,
})
export type AdminUsersResponse = z.output<typeof adminUsersResponseSchema>

/** `POST /auth/admin/users` (201) and `PUT /auth/admin/users/{emailId}`: the user as saved. */
export const adminUserResponseSchema = adminMessageResponseSchema.extend({ user: publicUserSchema })
export type AdminUserResponse = z.output<typeof adminUserResponseSchema>

/** A card as Card Management lists it: the market's card, with its creation time; any stored rarity. */
export const adminCardSchema = cardSchema.extend({
  rarity: z.string(),
  // Card Management shows the creator's address: administrators, unlike the public, read it.
  streamerEmailId: z.string().meta({ description: "The creator's email address (the admin area only)." }),
  createdAt: z.string().meta({ description: 'ISO-8601 UTC.' }),
  timesUsed: z.number().int().meta({ description: 'Purchases of this card used so far.' }),
})
export type AdminCard = z.output<typeof adminCardSchema>

/** `GET /auth/admin/cards`: a page of live cards, newest first. */
export const adminCardsResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(adminCardSchema),
  ...adminPageResponseFields,
})
export type AdminCardsResponse = z.output<typeof adminCardsResponseSchema>

/** `GET /auth/admin/cards/summary`: Card Management's Total Cards and Total Price tiles. */
export const adminCardsSummarySchema = z.object({
  success: z.literal(true),
  totalCards: z.number().int().meta({ description: 'Cards on the market.' }),
  totalPrice: z.number().meta({ description: 'Rupees: the prices of the cards on the market, added up.' }),
})
export type AdminCardsSummary = z.output<typeof adminCardsSummarySchema>

/** `GET /auth/admin/cards/usage-counts`: card id → times used. */
export const usageCountsSchema = z
  .record(z.string(), z.number().int())
  .meta({ description: 'Card id → times used.' })
export type UsageCounts = z.output<typeof usageCountsSchema>

/** A purchase record as Payment Management lists it: the spec's Transaction, with its refund if any. */
export const adminTransactionSchema = transactionSchema.extend({
  refundedAt: z
    .string()
    .nullable()
    .meta({ description: 'ISO-8601 UTC: when the refund was processed; null while not refunded.' }),
  refundStatus: z
    .enum(REFUND_STATUSES)
    .nullable()
    .meta({ description: "The refund's state ('pending', 'processed', 'failed'); null: never refunded." }),
})
export type AdminTransaction = z.output<typeof adminTransactionSchema>

/** `GET /auth/admin/transactions`: a page of purchase records, newest first. */
export const adminTransactionsResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(adminTransactionSchema),
  ...adminPageResponseFields,
})
export type AdminTransactionsResponse = z.output<typeof adminTransactionsResponseSchema>

/** `GET /auth/admin/transactions/active`: purchases not used yet. */
export const activeCountResponseSchema = z.object({ count: z.number().int() })
export type ActiveCountResponse = z.output<typeof activeCountResponseSchema>

/** `GET /auth/admin/transactions/revenue`. */
export const revenueResponseSchema = z.object({ totalRevenue: z.number().meta({ description: 'Rupees.' }) })
export type RevenueResponse = z.output<typeof revenueResponseSchema>

/** Every upload answers with its URL, at the top and under `data` (the spec reads it from there). */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string().meta({ description: 'Where the file is served: /uploads/{id}.' }),
  data: z.object({ url: z.string() }),
})
export type UploadResponse = z.output<typeof uploadResponseSchema>

/**
 * A multipart/form-data upload with one file part named `field`. The handler reads the file from the
 * stream and answers every wrong body itself (400: not multipart, no file, another field, an empty
 * file), so this schema admits any body (a multipart one reaches it as null): it documents the form.
 */
export const adminUploadBodySchema = (field: string) =>
  z.unknown().meta({
    description: `multipart/form-data with one file part named '${field}'.`,
    type: 'object',
    properties: { [field]: { type: 'string', format: 'binary' } },
    required: [field],
  })

/** The types an uploaded file is served with (`GET /uploads/{id}`): the type of the bytes as stored. */
export const UPLOADED_FILE_TYPES = ['image/x-icon', 'image/png', 'image/jpeg', 'image/webp'] as const

/**
 * The bytes of an uploaded file, sent as stored (a picture re-encoded, a favicon written again from
 * its pictures) with their type. A Buffer reply never reaches the serializer: this documents the
 * answer, it does not shape it.
 */
export const uploadedFileSchema = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The file as stored.' })

/** `GET /uploads/{id}` 200, per content type. */
export const uploadedFileResponse = {
  description: 'The file as stored, with the type of its bytes.',
  content: Object.fromEntries(
    UPLOADED_FILE_TYPES.map((type) => [type, { schema: uploadedFileSchema }]),
  ) as Record<(typeof UPLOADED_FILE_TYPES)[number], { schema: typeof uploadedFileSchema }>,
}

/** `PUT /auth/admin/settings`: every section as saved, secrets masked. */
export const adminSettingsUpdateResponseSchema = adminMessageResponseSchema.extend({
  settings: adminSettingsSchema,
})
export type AdminSettingsUpdateResponse = z.output<typeof adminSettingsUpdateResponseSchema>
