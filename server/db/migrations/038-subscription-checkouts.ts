import type { Kysely } from 'kysely'

// One open checkout per viewer and streamer (modules/subscriptions/checkouts.ts): the row is claimed
// before the provider is asked, so a second request (a double click) finds it and answers with the
// same provider subscription instead of opening another there. And a subscription let go here is
// cancelled at its provider too: `provider_cancel_due_at` says it must be, `provider_cancelled_at`
// that the provider agreed, `provider_cancel_tried_at` which attempt holds it (the subscription sweep retries the rest, modules/subscriptions/provider-cancel.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_checkouts')
    .addColumn('viewer_id', 'text', (col) => col.notNull())
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('tier_id', 'text', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    /** The request holding it: only that request fills it in or gives it up. */
    .addColumn('claim', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    /** The subscription opened for it; null while the provider is being asked. */
    .addColumn('subscription_id', 'text')
    .addPrimaryKeyConstraint('subscription_checkouts_pk', ['viewer_id', 'streamer_id'])
    .execute()
  await db.schema.alterTable('subscriptions').addColumn('provider_cancel_due_at', 'text').execute()
  await db.schema.alterTable('subscriptions').addColumn('provider_cancelled_at', 'text').execute()
  await db.schema.alterTable('subscriptions').addColumn('provider_cancel_tried_at', 'text').execute()
  await db.schema
    .createIndex('subscriptions_provider_cancel_due')
    .on('subscriptions')
    .column('provider_cancel_due_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_provider_cancel_due').execute()
  await db.schema.alterTable('subscriptions').dropColumn('provider_cancel_tried_at').execute()
  await db.schema.alterTable('subscriptions').dropColumn('provider_cancelled_at').execute()
  await db.schema.alterTable('subscriptions').dropColumn('provider_cancel_due_at').execute()
  await db.schema.dropTable('subscription_checkouts').execute()
}
