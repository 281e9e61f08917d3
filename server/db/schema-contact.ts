import type { Generated, Insertable, Selectable } from 'kysely'

// Contact messages (owned by the contact feature): every message sent through /contactus is kept,
// whether or not it could be mailed, so that none is lost.

export type ContactDelivery = 'pending' | 'mailed' | 'failed' | 'no-address'

export interface ContactMessageTable {
  id: string
  name: string
  /** As typed (the reply goes to it). */
  email: string
  /** Lower-cased: the per-address limit counts case-insensitively. */
  email_key: string
  subject: string
  message: string
  /** Where it was mailed, or null when no contact address was configured. */
  sent_to: string | null
  delivery: Generated<ContactDelivery>
  ip: string | null
  created_at: string
}

export interface ContactTables {
  contact_messages: ContactMessageTable
}

export type ContactMessageRow = Selectable<ContactMessageTable>
export type NewContactMessage = Insertable<ContactMessageTable>
