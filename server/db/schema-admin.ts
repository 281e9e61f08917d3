import type { Generated, Selectable } from 'kysely'
import type { SessionTable } from './schema-sessions'

// Administrator tables (owned by the admin feature). Same conventions as schema.ts: text ids,
// ISO-8601 UTC timestamps as text, booleans as 0/1.

export interface AdminTable {
  id: string
  /** Lower-cased: compared case-insensitively. */
  email: string
  password_hash: string
  name: Generated<string>
  phone: Generated<string>
  bio: Generated<string>
  /** A URL ('/uploads/<id>' for an uploaded picture) or null. */
  avatar: string | null
  role: Generated<string>
  created_at: string
  updated_at: string
  last_login_at: string | null
  /** Tokens issued before this instant are refused (set when the password is reset). */
  tokens_valid_after: string | null
  /** The TOTP secret, sealed (server/modules/admin/admin-two-factor.ts); null while two-factor is off. */
  totp_secret: string | null
  /** A secret shown for set-up, sealed, until a code from it turns two-factor on. */
  totp_pending_secret: string | null
  /** The time step of the last code accepted: a code is never accepted twice. */
  totp_last_step: number | null
}

/** A mailed reset link: only the SHA-256 of its token is kept; single use, one hour. */
export interface AdminPasswordResetTable {
  token_hash: string
  admin_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/**
 * Wrong admin logins under one key: 'address:<ip>', 'subnet:<range>' or 'account:<email>' (any
 * address, known or not). Past a count the key is locked for a while that doubles with each lock
 * (server/modules/admin/admin-login-guard.ts).
 */
export interface AdminLoginGuardTable {
  key: string
  /** Wrong logins since the last lock (or the last quiet day). */
  failures: Generated<number>
  /** Locks so far: each lasts twice the one before. */
  lockouts: Generated<number>
  locked_until: string | null
  last_failure_at: string
}

/** With ADMIN_2FA=required, the mailed link that sets up two-factor: SHA-256 of its token; single use. */
export interface AdminEnrolmentLinkTable {
  token_hash: string
  admin_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/**
 * Tokens ended by logout, as kept before admin sessions were recorded (migration 022): no longer
 * written, since ending a token's session ends the token.
 */
export interface AdminRevokedTokenTable {
  jti: string
  expires_at: string
}

/** A two-factor recovery code: only its SHA-256 is kept; each is accepted once (`used_at`). */
export interface AdminRecoveryCodeTable {
  code_hash: string
  admin_id: string
  created_at: string
  used_at: string | null
}

/** Who did what, when, from where: the profile's Activity Log and the dashboard's admin actions. */
export interface AdminAuditTable {
  id: string
  admin_id: string | null
  /** The administrator's email at the time, so the entry stays readable whatever changes later. */
  actor: string
  action: string
  details: Generated<string>
  ip: string | null
  created_at: string
}

/** Uploaded pictures (favicon, logo, avatar), kept in the database so every instance serves them. */
export interface UploadTable {
  id: string
  /** 'avatar': an administrator's; 'user-avatar': a creator's. */
  kind: 'favicon' | 'logo' | 'avatar' | 'user-avatar'
  content_type: string
  byte_size: number
  /** The file's bytes, base64 (dialect-neutral TEXT). */
  data: string
  uploaded_by: string | null
  created_at: string
}

export interface AdminTables {
  admins: AdminTable
  admin_recovery_codes: AdminRecoveryCodeTable
  admin_password_resets: AdminPasswordResetTable
  admin_login_guards: AdminLoginGuardTable
  admin_enrolment_links: AdminEnrolmentLinkTable
  admin_revoked_tokens: AdminRevokedTokenTable
  admin_sessions: SessionTable
  admin_audit_log: AdminAuditTable
  uploads: UploadTable
}

export type AdminRow = Selectable<AdminTable>
export type AdminAuditRow = Selectable<AdminAuditTable>
export type UploadRow = Selectable<UploadTable>
