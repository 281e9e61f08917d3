import type { Selectable } from 'kysely'

// Same conventions as schema.ts. Users and administrators keep their sessions in tables of this one
// shape, so that server/modules/accounts/sessions-repository.ts serves both.

/**
 * A signed-in device of a user (`user_sessions`) or an administrator (`admin_sessions`): its token's
 * id, where it signed in from, when it was last seen.
 */
export interface SessionTable {
  id: string
  /** The user's or the administrator's id. */
  owner_id: string
  /** 'Chrome on Android', from the User-Agent at sign-in. */
  device: string
  address: string
  created_at: string
  last_seen_at: string
  expires_at: string
  ended_at: string | null
}

export type SessionRow = Selectable<SessionTable>
