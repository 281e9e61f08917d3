import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('user_type', 'text', (col) => col.notNull().defaultTo('viewer'))
    .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('date_of_birth', 'text')
    .addColumn('youtube_link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instagram_link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text')
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('free'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  // Usernames are unique regardless of case, like emails.
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .expression(sql`lower(username)`)
    .unique()
    .execute()

  await db.schema
    .createTable('otps')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addPrimaryKeyConstraint('otps_pk', ['email', 'purpose'])
    .execute()

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute()
  await db.schema.dropTable('otps').execute()
  await db.schema.dropTable('users').execute()
}
