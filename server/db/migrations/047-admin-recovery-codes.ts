import type { Kysely } from 'kysely'

// Administrators' two-factor recovery codes: made when two-factor turns on (and on demand), shown
// once, each accepted once in place of a code from the authenticator app. Only the SHA-256 of a code
// is kept (server/modules/admin/admin-recovery-codes.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('admin_recovery_codes_admin')
    .on('admin_recovery_codes')
    .column('admin_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute()
}
