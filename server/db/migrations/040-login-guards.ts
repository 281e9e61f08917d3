import type { Kysely } from 'kysely'

// Admin login guards, sign-up notices and two-factor enrolment links.
//
// - admin_login_guards: wrong admin logins counted per client address, per client subnet and per
//   account address (known or not, so that an unknown address answers as a known one), each with a
//   lock that doubles (server/modules/admin/admin-login-guard.ts). They replace the per-admin columns
//   of migration 020, which locked the real account against its owner too.
// - users.signup_notice_at: when the owner was last told that someone signed up with their address
//   (at most one such notice a day).
// - admin_enrolment_links: with ADMIN_2FA=required, two-factor is set up through a link mailed to the
//   administrator, not with the password alone; only the SHA-256 of the link's token is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_login_guards')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lockouts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('last_failure_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('admin_login_guards_last_failure')
    .on('admin_login_guards')
    .column('last_failure_at')
    .execute()
  await db.schema.alterTable('admins').dropColumn('locked_until').execute()
  await db.schema.alterTable('admins').dropColumn('lockouts').execute()
  await db.schema.alterTable('admins').dropColumn('failed_logins').execute()

  await db.schema.alterTable('users').addColumn('signup_notice_at', 'text').execute()

  await db.schema
    .createTable('admin_enrolment_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('admin_enrolment_links_admin')
    .on('admin_enrolment_links')
    .column('admin_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_enrolment_links').execute()
  await db.schema.alterTable('users').dropColumn('signup_notice_at').execute()
  await db.schema
    .alterTable('admins')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('admins')
    .addColumn('lockouts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('admins').addColumn('locked_until', 'text').execute()
  await db.schema.dropTable('admin_login_guards').execute()
}
