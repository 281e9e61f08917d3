import type { Kysely } from 'kysely'

// Session revocation and the per-account guards of sign-in, OTP and reset (docs/security.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Tokens issued before this instant (ms precision, compared with the token's `iat_ms`) are refused:
  // set by a password reset, an administrator's change of role or verification.
  await db.schema.alterTable('users').addColumn('tokens_valid_after', 'text').execute()

  // SHA-256 of the single-use reset grant that verify-otp hands out in an HttpOnly cookie.
  await db.schema.alterTable('otps').addColumn('grant_hash', 'text').execute()

  // Per address, across codes and purposes: wrong guesses, lockouts, and the resend backoff.
  await db.schema
    .createTable('otp_guards')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('guesses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lockouts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'text')
    .execute()

  // Fixed-window request counters keyed by '<bucket>:<normalised email>' (per-account limits).
  await db.schema
    .createTable('account_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('account_limits_window_started_at')
    .on('account_limits')
    .column('window_started_at')
    .execute()

  // User tokens ended by logout, kept until they would have expired anyway.
  await db.schema
    .createTable('user_revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('user_revoked_tokens_expires_at')
    .on('user_revoked_tokens')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_revoked_tokens').execute()
  await db.schema.dropTable('account_limits').execute()
  await db.schema.dropTable('otp_guards').execute()
  await db.schema.alterTable('otps').dropColumn('grant_hash').execute()
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute()
}
