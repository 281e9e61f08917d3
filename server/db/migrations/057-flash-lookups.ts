import type { Kysely } from 'kysely'

// Lookups a flash makes on every use and every move of a line, by index rather than by walking what
// grows with the line or with the site (tests/api/stream/flash-query-plans.test.ts):
// - a viewer's uses waiting in one streamer's line (the waiting cap, checked by every use): along
//   stream_uses_line SQLite walked every waiting use of the line to find the viewer's;
// - a subscription's charges (the months on its badge, read by every move of the line): without an
//   index each of the streamer's subscriptions read every charge of the site;
// - the auction offer paid by a purchase: a purchase deleted (an account erased) looked for its
//   offer through every offer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stream_uses_waiting')
    .on('stream_uses')
    .columns(['streamer_id', 'viewer_id', 'status'])
    .execute()
  await db.schema
    .createIndex('subscription_charges_subscription')
    .on('subscription_charges')
    .column('subscription_id')
    .execute()
  await db.schema.createIndex('auction_offers_purchase').on('auction_offers').column('purchase_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auction_offers_purchase').execute()
  await db.schema.dropIndex('subscription_charges_subscription').execute()
  await db.schema.dropIndex('stream_uses_waiting').execute()
}
