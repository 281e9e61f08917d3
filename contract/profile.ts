// A user's own profile: the edit and its answer.
import { z } from 'zod'
import { publicUserSchema } from './auth'
import { linkField } from './cards'
import { MAX_BIO_LENGTH } from './constants'
import { usernameField } from './fields'
import { localeSchema } from './locale'

export const editUserSchema = z.object({
  username: usernameField(),
  emailId: z.string().max(254).optional(),
  user_type: z.unknown().optional(),
  youtubeLink: linkField.optional(),
  instagramLink: linkField.optional(),
  description: z.string({ error: 'Bio must be text.' }).max(MAX_BIO_LENGTH, 'Bio is too long.').optional(),
  updatedAt: z.unknown().optional(),
  locale: localeSchema.optional().describe('The language of the app, mails and pushes for this account.'),
})

/**
 * `PUT /auth/user/editUser`'s body: the profile form's fields, or any of them alone. A language switch
 * sends `{locale}` only; a field left out keeps its value.
 */
export const editUserRequestSchema = editUserSchema.extend({ username: usernameField().optional() })

/** `PUT /auth/user/editUser`: the user as saved. */
export const editUserResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    user: publicUserSchema.optional(),
  })
  .describe('The user as saved.')
