// User Management: the create and update forms, the list's query and pages.
import { z } from 'zod'
import { ADMIN_SEARCH_MAX_LENGTH, adminMessageResponseSchema } from './admin'
import { type PublicUser, publicUserSchema } from './auth'
import { USER_PLANS, USER_TYPES } from './constants'
import {
  dateOfBirthField as dateOfBirth,
  emailField,
  requiredText,
  usernameField,
  userPasswordField,
} from './fields'
import { adminListQuery, adminPageResponseFields } from './paging'

// ---- users ----

export const username = usernameField()

const userEmail = emailField('Email is required.', 'Enter a valid email.')

export const link = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .regex(/^$|^https?:\/\/\S+$/, `${label} must be a valid http(s) URL.`)

export const bio = z
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

export const adminUserSearchMessages = {
  tooLong: `The search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`,
  notText: 'The search must be text.',
} as const

/**
 * User Management's search: a whole email address (any case) or the start of a username. Spaces
 * around it are dropped; empty means every user.
 */
export const adminUserSearchField = z
  .string({ error: adminUserSearchMessages.notText })
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, adminUserSearchMessages.tooLong)
  .optional()
  .meta({
    description:
      'Users whose email is exactly this (any case), or whose username starts with it (any case). Empty: every user.',
  })

/**
 * `GET /auth/admin/users?q=&user_type=&isVerified=&limit=&cursor=&from=`: empty or 'all' means no
 * filter; a page of `limit` (default 10) users, newest first.
 */
export const adminUsersQuerySchema = adminListQuery({
  q: adminUserSearchField,
  user_type: z
    .enum(['', 'all', ...USER_TYPES], { error: "user_type must be 'all', 'viewer' or 'creator'." })
    .optional(),
  isVerified: z
    .enum(['', 'all', 'true', 'false', 'verified', 'unverified'], {
      error: "isVerified must be 'all', 'true' or 'false'.",
    })
    .optional(),
})

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
