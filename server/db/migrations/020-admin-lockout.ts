import type { Kysely } from 'kysely'

// Wrong admin passwords are counted per account, whatever address they come from: the fifth in a row
// locks the account for a while that doubles with each lock, and mails the administrator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('admins')
    .addColumn('lockouts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('admins').addColumn('locked_until', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('locked_until').execute()
  await db.schema.alterTable('admins').dropColumn('lockouts').execute()
  await db.schema.alterTable('admins').dropColumn('failed_logins').execute()
}
