import type { FastifyRequest } from 'fastify'
import { adminServerMessages } from '../../contract/admin'
import { RefusalError } from '../errors'

// One uploaded file of a multipart request (the admin's pictures, a creator's avatar): read whole,
// at most `maxBytes`, refused (RefusalError, 400 or 413) before anything is stored.

export type Received = { bytes: Buffer; filename: string }

/** Reads the one file of `field`, at most `maxBytes`; anything else is refused before storing. */
export async function receiveFile(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
): Promise<Received> {
  if (!req.isMultipart()) throw new RefusalError(400, adminServerMessages.notMultipart)
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined)
  if (!part || part.fieldname !== field) {
    part?.file.resume()
    throw new RefusalError(400, messages.missing)
  }
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new RefusalError(413, messages.tooLarge)
    throw new RefusalError(400, messages.missing)
  })
  if (bytes.length === 0) throw new RefusalError(400, messages.missing)
  return { bytes, filename: part.filename }
}
