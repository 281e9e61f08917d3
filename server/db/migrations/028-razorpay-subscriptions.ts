import type { Kysely } from 'kysely'

// Razorpay Subscriptions: the monthly plan made at Razorpay for each tier and price (plans cannot
// change, so a new price is a new plan), and the time of the latest provider event applied to a
// subscription, so that webhooks arriving out of order never undo a newer state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_plans')
    .addColumn('tier_id', 'text', (col) =>
      col.notNull().references('subscription_tiers.id').onDelete('cascade'),
    )
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('provider_plan_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('subscription_plans_pk', ['tier_id', 'price_paise'])
    .execute()
  await db.schema.alterTable('subscriptions').addColumn('provider_state_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('provider_state_at').execute()
  await db.schema.dropTable('subscription_plans').execute()
}
