import type { Kysely } from 'kysely'

// A payout is pinned to the payout details it was created for (`payouts.destination_key`, a digest of
// those details: modules/money/payout-accounts-repository.ts `destinationKey`), so a send after a
// change of details fails it instead of paying the new ones. KYC keeps the name its PAN is registered
// to (the account holder is matched to it) and when its details last changed (payouts wait
// PAYOUT_ACCOUNT_HOLD_HOURS after, as after a change of payout details). Rows from before: no pin (a
// payout made before is checked against the time its details last changed), and no KYC hold.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').addColumn('destination_key', 'text').execute()
  await db.schema.alterTable('tax_profiles').addColumn('registered_name', 'text').execute()
  await db.schema
    .alterTable('tax_profiles')
    .addColumn('details_changed_at', 'text', (col) => col.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tax_profiles').dropColumn('details_changed_at').execute()
  await db.schema.alterTable('tax_profiles').dropColumn('registered_name').execute()
  await db.schema.alterTable('payouts').dropColumn('destination_key').execute()
}
