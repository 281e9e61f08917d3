import type { Kysely } from 'kysely'

// Web Push (server/modules/push): the devices that asked for notifications, each user's choices, and
// the outbox every push waits in until its push service took it. A push is written to the outbox in
// the transaction of the event it tells (one row per device, unique by kind, event and device), so a
// crash neither loses it nor writes it twice; a sender claims a row (claim_token, claimed_until) as
// the mail outbox does (migration 013).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    // The session that subscribed: when it ends (logout, ended, idle), the device hears nothing more.
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute()
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute()

  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    // The kinds switched off, comma-separated ('' = every kind on).
    .addColumn('off_kinds', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // What happened, by its own id (a use, an auction, a payout): with kind and device, once.
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('ttl_seconds', 'integer', (col) => col.notNull())
    .addColumn('urgency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('push_outbox_once', ['kind', 'event_key', 'subscription_id'])
    .execute()
  await db.schema
    .createIndex('push_outbox_pending')
    .on('push_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('push_outbox_subscription')
    .on('push_outbox')
    .column('subscription_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute()
  await db.schema.dropTable('push_preferences').execute()
  await db.schema.dropTable('push_subscriptions').execute()
}
