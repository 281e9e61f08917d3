import type { Kysely } from 'kysely'

// Administrators may turn on TOTP two-factor sign-in. Secrets are kept sealed with a key derived
// from the server secret (server/modules/admin/admin-two-factor.ts); the last accepted time step stops a
// code from being used twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute()
  await db.schema.alterTable('admins').addColumn('totp_pending_secret', 'text').execute()
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute()
  await db.schema.alterTable('admins').dropColumn('totp_pending_secret').execute()
  await db.schema.alterTable('admins').dropColumn('totp_secret').execute()
}
