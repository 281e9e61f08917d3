import { type Kysely, sql } from 'kysely'

// An account's language (contract/locale.ts: 'en-IN' or 'hi-IN'): the app's, and that of every mail
// and push the account gets. Until now only pushes had a language, in push_preferences; it is carried
// over ('hi' → 'hi-IN') so that nobody's pushes change language, and the push preference's own column
// goes: the account's locale is the one place the language is kept (docs/i18n-server.md). A complaint
// (grievances, often from someone with no account) keeps the language it was filed in, which its
// acknowledgement and its answer speak.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en-IN'))
    .execute()
  await sql`update users set locale = 'hi-IN'
    where id in (select user_id from push_preferences where language = 'hi')`.execute(db)
  await db.schema.alterTable('push_preferences').dropColumn('language').execute()
  await db.schema
    .alterTable('grievances')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en-IN'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('grievances').dropColumn('locale').execute()
  await db.schema
    .alterTable('push_preferences')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute()
  await sql`update push_preferences set language = 'hi'
    where user_id in (select id from users where locale = 'hi-IN')`.execute(db)
  await db.schema.alterTable('users').dropColumn('locale').execute()
}
