import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminIdParams, adminMessages, adminServerMessages } from '../../../../contract/admin'
import {
  adminUploadBodySchema,
  FAVICON_MAX_BYTES,
  IMAGE_MAX_BYTES,
  type UploadResponse,
  uploadedFileResponse,
  uploadResponseSchema,
} from '../../../../contract/admin-settings'
import { errorResponses } from '../../../../contract/errors'
import { RefusalError } from '../../../errors'
import { hasIcoExtension, rebuildIco, reencodeImage } from '../../../lib/images'
import { receiveFile } from '../../../lib/receive-file'
import { auditEntry } from '../admin-services'

const uploaded = (message: string, url: string): UploadResponse => ({
  success: true,
  message,
  url,
  data: { url },
})

/**
 * An upload route's schema: a multipart form with one file part named `field`. 400: no file, an empty
 * one, another field, a JSON body, bytes of the wrong type or that do not decode, or a picture of too
 * many pixels; 413: the file is too large; 415: a body neither multipart nor JSON; 503: the image work
 * queue is full.
 */
const uploadSchema = (field: string) => ({
  consumes: ['multipart/form-data'],
  body: adminUploadBodySchema(field),
  response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415, 503) },
})

/**
 * Favicon (.ico, 256 KB, written again from its pictures by `rebuildIco`), logo and avatar (PNG, JPEG,
 * WebP, 2 MB, re-encoded without metadata to fit IMAGE_MAX_SIDE by `reencodeImage`), stored in the
 * database.
 */
export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so multipart parsing exists only behind the admin guard.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  })

  app.post('/upload-favicon', { schema: uploadSchema('favicon') }, async (req) => {
    const file = await receiveFile(req, 'favicon', FAVICON_MAX_BYTES, {
      missing: adminMessages.selectFaviconFirst,
      tooLarge: adminServerMessages.faviconTooLarge,
    })
    const favicon = hasIcoExtension(file.filename) ? await rebuildIco(file.bytes) : undefined
    if (!favicon) throw new RefusalError(400, adminServerMessages.faviconNotIco)
    const { url } = await app.uploads.create({
      kind: 'favicon',
      contentType: 'image/x-icon',
      bytes: favicon,
      uploadedBy: req.admin.id,
    })
    await app.uploads.removeReplaced(await app.adminSettings.setGeneral('favicon', url), 'favicon')
    await app.adminAudit.record(auditEntry(req, 'Uploaded a new favicon'))
    return uploaded(adminMessages.faviconUploaded, url)
  })

  const imageMessages = {
    missing: adminServerMessages.selectImageFirst,
    tooLarge: adminServerMessages.imageTooLarge,
  }
  /** The picture decoded and encoded again, or a 400 saying why it cannot be. */
  const reencoded = async (bytes: Buffer) => {
    const image = await reencodeImage(bytes)
    if ('refused' in image) {
      throw new RefusalError(
        400,
        image.refused === 'too-many-pixels'
          ? adminServerMessages.imageTooManyPixels
          : adminServerMessages.imageWrongType,
      )
    }
    return image
  }

  app.post('/upload-logo', { schema: uploadSchema('logo') }, async (req) => {
    const file = await receiveFile(req, 'logo', IMAGE_MAX_BYTES, imageMessages)
    const image = await reencoded(file.bytes)
    const { url } = await app.uploads.create({
      kind: 'logo',
      contentType: image.contentType,
      bytes: image.bytes,
      uploadedBy: req.admin.id,
    })
    await app.uploads.removeReplaced(await app.adminSettings.setGeneral('siteLogo', url), 'logo')
    await app.adminAudit.record(auditEntry(req, 'Uploaded a new site logo'))
    return uploaded(adminServerMessages.logoUploaded, url)
  })

  app.post('/upload-avatar', { schema: uploadSchema('avatar') }, async (req) => {
    const file = await receiveFile(req, 'avatar', IMAGE_MAX_BYTES, imageMessages)
    const image = await reencoded(file.bytes)
    const { url } = await app.uploads.create({
      kind: 'avatar',
      contentType: image.contentType,
      bytes: image.bytes,
      uploadedBy: req.admin.id,
    })
    await app.admins.update(req.admin.id, { avatar: url })
    await app.uploads.removeReplaced(req.admin.avatar, 'avatar')
    await app.adminAudit.record(auditEntry(req, 'Uploaded a new avatar'))
    return uploaded(adminServerMessages.avatarUploaded, url)
  })
}

/**
 * `GET /uploads/{id}`: serves an uploaded file from the database. Register at the root (not under
 * /auth/admin): favicons and logos are public. Ids are never reused, so the answer is immutable.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: uploadedFileResponse, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await app.uploads.byId(req.params.id)
      if (!file) throw new RefusalError(404, 'Not found.')
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(file.data, 'base64'))
    },
  )
}
