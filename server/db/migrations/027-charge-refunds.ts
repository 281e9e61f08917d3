import type { Kysely } from 'kysely'

// An administrator's refund of a subscription charge, on the charge's own row (one refund per charge,
// as a purchase has one): its state, the idempotency key its provider call carries (new for each
// attempt after a failure), why, by whom, the provider's refund id and when the money went back.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'refund_status',
    'refund_key',
    'refund_reason',
    'refund_admin_id',
    'provider_refund_id',
    'refunded_at',
  ]) {
    await db.schema.alterTable('subscription_charges').addColumn(column, 'text').execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'refunded_at',
    'provider_refund_id',
    'refund_admin_id',
    'refund_reason',
    'refund_key',
    'refund_status',
  ]) {
    await db.schema.alterTable('subscription_charges').dropColumn(column).execute()
  }
}
