import type { Kysely, Transaction } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { ContactDelivery, ContactMessageRow } from '../../db/schema-contact'

export interface ContactMessageInput {
  name: string
  email: string
  subject: string
  message: string
  ip: string | null
}

export const contactEmailKey = (email: string) => email.toLowerCase()

/** The messages of the contact form. Takes the database or a transaction. */
export function createContactRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async create(input: ContactMessageInput, now = new Date()): Promise<ContactMessageRow> {
      const row: ContactMessageRow = {
        id: newId(),
        ...input,
        email_key: contactEmailKey(input.email),
        sent_to: null,
        delivery: 'pending',
        created_at: now.toISOString(),
      }
      await db.insertInto('contact_messages').values(row).execute()
      return row
    },

    /** How many messages an address sent at or after `since` (ISO time). */
    async countFromSince(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email_key', '=', contactEmailKey(email))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
      return row.count
    },

    async setDelivery(id: string, delivery: ContactDelivery, sentTo: string | null): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ delivery, sent_to: sentTo })
        .where('id', '=', id)
        .execute()
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('contact_messages').where('id', '=', id).execute()
    },

    byId: (id: string) =>
      db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst(),
  }
}

export type ContactRepository = ReturnType<typeof createContactRepository>
