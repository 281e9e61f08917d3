import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { UploadTable } from '../../db/schema-admin'

export const UPLOADS_PATH = '/uploads/'

/** Uploaded pictures (the admin's, and creators' avatars), stored as base64 text. Takes the database or a transaction. */
export function createUploadsRepository(db: Kysely<Database>) {
  return {
    async create(upload: {
      kind: UploadTable['kind']
      contentType: string
      bytes: Buffer
      uploadedBy: string
    }) {
      const id = newId()
      await db
        .insertInto('uploads')
        .values({
          id,
          kind: upload.kind,
          content_type: upload.contentType,
          byte_size: upload.bytes.length,
          data: upload.bytes.toString('base64'),
          uploaded_by: upload.uploadedBy,
          created_at: new Date().toISOString(),
        })
        .execute()
      return { id, url: `${UPLOADS_PATH}${id}` }
    },

    byId: (id: string) => db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Deletes the upload a replaced URL pointed at, when it was one of ours of that kind. */
    async removeReplaced(url: string | null | undefined, kind: UploadTable['kind']) {
      if (!url?.startsWith(UPLOADS_PATH)) return
      const id = url.slice(UPLOADS_PATH.length)
      await db.deleteFrom('uploads').where('id', '=', id).where('kind', '=', kind).execute()
    },
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>
