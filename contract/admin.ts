// The administrator area's contract: its messages verbatim, permissions, and what every admin
// route shares (ids in the path, the plain answer, list search). Each admin screen's schemas have a
// file of their own (admin-auth, admin-users, admin-marketplace, admin-dashboard, admin-settings);
// the site settings live in settings.ts.
import { z } from 'zod'
import { IMAGE_MAX_PIXELS } from './constants'

export const adminMessages = {
  mailBudgetHalf: (kind: string, sent: number, budget: number) =>
    `${sent} of the ${budget} ${kind} the site may send in an hour went out in the last hour. Past the budget they are refused until the hour moves on.`,
  disputesOfRefunded: (count: number) =>
    `${count === 1 ? 'An open dispute is' : `${count} open disputes are`} of a payment already refunded: answer the bank with the refund as evidence at Payments → Disputes before the deadline.`,
  businessDetailsMissing: (missing: readonly string[]) =>
    `Business details are missing (${missing.join(', ')}): tax invoices cannot name Cardcast properly, no TDS or TCS is withheld, and in production nothing is sold. Fill them in at Settings → Business.`,
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
    `Too many wrong passwords for this account: it is locked until ${until}. The administrator has been told by email. The right password with a two-factor code, or a password reset by email, still signs in.`,
  clientLocked: (until: string) =>
    `Too many wrong logins from your network: logins from it are paused until ${until}. The right password with a two-factor code, or a password reset by email, still signs in.`,
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

/** The longest search text the admin tables take. */
export const ADMIN_SEARCH_MAX_LENGTH = 100

export const adminSearch = (what: string) =>
  z
    .string({ error: 'The search must be text.' })
    .max(ADMIN_SEARCH_MAX_LENGTH, `The search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .meta({ description: `Only rows whose ${what} contains this text, ignoring case. Empty: every row.` })

export const adminIdParams = z.object({ id: z.string().min(1).max(100) })

export const adminEmailParams = z.object({ emailId: z.string().min(1).max(254) })

/** Logout, forgot and reset password, change password, deletions, the test email. */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() })

export type AdminMessageResponse = z.output<typeof adminMessageResponseSchema>
