import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('admin'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('tokens_valid_after', 'text')
    .execute()

  await db.schema
    .createTable('admin_password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('admin_password_resets_admin')
    .on('admin_password_resets')
    .column('admin_id')
    .execute()

  await db.schema
    .createTable('admin_revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('admin_revoked_tokens_expiry')
    .on('admin_revoked_tokens')
    .column('expires_at')
    .execute()

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('admin_audit_log_time').on('admin_audit_log').column('created_at').execute()
  await db.schema
    .createIndex('admin_audit_log_admin_time')
    .on('admin_audit_log')
    .columns(['admin_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute()
  await db.schema.dropTable('admin_audit_log').execute()
  await db.schema.dropTable('admin_revoked_tokens').execute()
  await db.schema.dropTable('admin_password_resets').execute()
  await db.schema.dropTable('admins').execute()
}
