// A creator's avatar: a picture of their own, shown on the streamers list and their page.
// `POST /auth/user/avatar` takes one file part named 'avatar': PNG, JPEG or WebP by its bytes, at most
// IMAGE_MAX_BYTES (the admin's upload rules), re-encoded to fit IMAGE_MAX_SIDE without its metadata, and
// served from /uploads/<id> with nosniff.
import { z } from 'zod'
import { IMAGE_MAX_PIXELS } from './constants'

export const AVATAR_FIELD = 'avatar'
/** What the file picker offers (the server checks the bytes, not this). */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp'

export const avatarMessages = {
  uploaded: 'Avatar updated.',
  missing: 'Choose a picture first.',
  tooLarge: 'The picture must be at most 2 MB.',
  wrongType: 'Use a PNG, JPEG or WebP picture.',
  tooManyPixels: `The picture must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  failed: 'Your avatar could not be uploaded. Try again.',
} as const

export const avatarResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    avatar: z.string().describe('Where the picture is served: /uploads/{id}.'),
  })
  .describe('The avatar, saved.')
export type AvatarResponse = z.output<typeof avatarResponseSchema>
