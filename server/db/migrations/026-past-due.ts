import type { Kysely } from 'kysely'

// A renewal that fails makes its subscription past-due (`past_due_since`): perks stay for
// PAST_DUE_GRACE_DAYS while the subscriber pays, then it is halted (docs/subscriptions.md).
// `simulated_renewals` is the simulated provider's test mandate: 'decline' fails its renewals, as a
// card without funds would; null with a real provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('past_due_since', 'text').execute()
  await db.schema.alterTable('subscriptions').addColumn('simulated_renewals', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('simulated_renewals').execute()
  await db.schema.alterTable('subscriptions').dropColumn('past_due_since').execute()
}
