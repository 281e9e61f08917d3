import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminUploadBodySchema, IMAGE_MAX_BYTES } from '../../../../contract/admin-settings'
import { AVATAR_FIELD, avatarMessages, avatarResponseSchema } from '../../../../contract/avatar'
import { errorResponses } from '../../../../contract/errors'
import { RefusalError } from '../../../errors'
import { reencodeImage } from '../../../lib/images'
import { receiveFile } from '../../../lib/receive-file'

/**
 * `POST /auth/user/avatar` (creators): their picture, by the admin's upload rules (PNG, JPEG or WebP
 * that decodes, at most 2 MB and IMAGE_MAX_PIXELS), re-encoded without metadata to fit IMAGE_MAX_SIDE
 * (`reencodeImage`), stored in the database and served from /uploads/<id>; the one it replaces is
 * deleted.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: no other user route parses multipart.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  })

  app.post(
    '/avatar',
    {
      preHandler: [app.authenticate, app.requireCreator],
      schema: {
        consumes: ['multipart/form-data'],
        body: adminUploadBodySchema(AVATAR_FIELD),
        response: { 200: avatarResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
    },
    async (req) => {
      const file = await receiveFile(req, AVATAR_FIELD, IMAGE_MAX_BYTES, {
        missing: avatarMessages.missing,
        tooLarge: avatarMessages.tooLarge,
      })
      const image = await reencodeImage(file.bytes)
      if ('refused' in image) {
        throw new RefusalError(
          400,
          image.refused === 'too-many-pixels' ? avatarMessages.tooManyPixels : avatarMessages.wrongType,
        )
      }
      const { url } = await app.uploads.create({
        kind: 'user-avatar',
        contentType: image.contentType,
        bytes: image.bytes,
        uploadedBy: req.user.id,
      })
      await app.users.update(req.user.id, { avatar: url })
      await app.uploads.removeReplaced(req.user.avatar, 'user-avatar')
      // The streamers list shows avatars.
      await app.profileChanges.changed({ userId: req.user.id, isCreator: req.user.user_type === 'creator' })
      return { status: 'success' as const, message: avatarMessages.uploaded, avatar: url }
    },
  )
}
