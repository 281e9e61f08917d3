// Site settings: uploads (favicon, logo, avatar), the test email, the saved settings' answer.
import { z } from 'zod'
import { adminMessageResponseSchema } from './admin'
import { errorResponseSchema } from './errors'
import { adminSettingsSchema } from './settings'

export const FAVICON_MAX_BYTES = 256 * 1024

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

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
