import type { Insertable, Selectable, Updateable } from 'kysely'
import type { AdminTables } from './schema-admin'
import type { ContactTables } from './schema-contact'
import type { MarketplaceTables } from './schema-marketplace'
import type { OverlayTables } from './schema-overlay'

// Table types. Both dialects store the same shapes: text ids, ISO-8601 UTC timestamps as text
// (they sort as time), booleans as 0/1 integers, money as integer paise.

export interface UserTable {
  id: string
  username: string
  /** Lower-cased: emails are compared case-insensitively. */
  email: string
  password_hash: string
  user_type: 'viewer' | 'creator'
  is_verified: number
  date_of_birth: string | null
  youtube_link: string
  instagram_link: string
  description: string
  avatar: string | null
  plan: 'free' | 'pro'
  created_at: string
  updated_at: string
}

/** One live code per address and purpose; a new code replaces the old one. */
export interface OtpTable {
  email: string
  purpose: 'verify' | 'reset'
  code_hash: string
  expires_at: string
  attempts: number
  last_sent_at: string
  /** Set when a reset code was verified: reset-password is allowed until this plus 15 minutes. */
  verified_at: string | null
}

export interface SettingTable {
  key: string
  value: string
}

export interface AccountTables {
  users: UserTable
  otps: OtpTable
  settings: SettingTable
}

/** All tables; each area declares its own in schema-<area>.ts. */
export interface Database
  extends AccountTables,
    MarketplaceTables,
    OverlayTables,
    AdminTables,
    ContactTables {}

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
export type OtpRow = Selectable<OtpTable>
