import type { Kysely } from 'kysely'

// Children's accounts (DPDP Act 2023; docs/privacy.md): a user's consent state, the parent's address,
// the monthly cap the parent sets, and when a withdrawn consent's account is due to be erased and was
// erased; each consent is recorded apart, with its time and the parent's address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('consent', 'text', (col) => col.notNull().defaultTo('not-needed'))
    .execute()
  await db.schema.alterTable('users').addColumn('parent_email', 'text').execute()
  await db.schema.alterTable('users').addColumn('monthly_cap_paise', 'integer').execute()
  await db.schema.alterTable('users').addColumn('erase_after', 'text').execute()
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute()
  // The sweep reads the accounts due for erasure: few, among many.
  await db.schema.createIndex('users_erase_after').on('users').column('erase_after').execute()
  await db.schema.createIndex('users_parent_email').on('users').column('parent_email').execute()
  await db.schema
    .createTable('parental_consents')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('parent_email', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('given_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parental_consents').execute()
  await db.schema.dropIndex('users_parent_email').execute()
  await db.schema.dropIndex('users_erase_after').execute()
  for (const column of ['erased_at', 'erase_after', 'monthly_cap_paise', 'parent_email', 'consent']) {
    await db.schema.alterTable('users').dropColumn(column).execute()
  }
}
