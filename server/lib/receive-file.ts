import type { FastifyRequest } from 'fastify'
import { adminServerMessages } from '../../contract/admin'

// One uploaded file of a multipart request (the admin's pictures, a creator's avatar): read whole,
// at most `maxBytes`, refused before anything is stored.

export type Received = { bytes: Buffer; filename: string } | { status: 400 | 413; error: string }

/** Reads the one file of `field`, at most `maxBytes`; anything else is refused before storing. */
export async function receiveFile(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
): Promise<Received> {
  if (!req.isMultipart()) return { status: 400, error: adminServerMessages.notMultipart }
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined)
  if (!part || part.fieldname !== field) {
    part?.file.resume()
    return { status: 400, error: messages.missing }
  }
  try {
    const bytes = await part.toBuffer()
    if (bytes.length === 0) return { status: 400, error: messages.missing }
    return { bytes, filename: part.filename }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { status: 413, error: messages.tooLarge }
    }
    return { status: 400, error: messages.missing }
  }
}
