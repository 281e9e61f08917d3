import type { Kysely } from 'kysely'

// Community cards (docs/community-cards.md): a streamer's card with a goal and a deadline that viewers
// chip in on.
// - `community_cards`: one open per streamer (`live` is 1 while open, null after: a unique index);
//   `purchase_id` is the purchase the funded card went on stream as.
// - `community_pledges`: one per paid contribution, unique by its payment (the browser's confirm and
//   the webhook race to record it once); `status` says where its money is: held in the ledger's
//   pledges account, sold with the card, or refunded (claimed until `refund_claimed_until`, then sent
//   again with the same idempotency key by any instance's sweep).
// - `payment_orders.community_card_id`: the community card a contribution's checkout pays into; a
//   card purchase never records such an order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('community_cards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('goal_paise', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('live', 'integer')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('purchase_id', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('community_cards_one_open', ['streamer_id', 'live'])
    .execute()
  await db.schema
    .createIndex('community_cards_due')
    .on('community_cards')
    .columns(['status', 'ends_at'])
    .execute()
  await db.schema
    .createIndex('community_cards_streamer')
    .on('community_cards')
    .columns(['streamer_id', 'started_at'])
    .execute()

  await db.schema
    .createTable('community_pledges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('community_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull())
    // 1: counted towards the goal; 0: paid after the card closed, refunded at once.
    .addColumn('counted', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('refund_claimed_until', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('community_pledges_community')
    .on('community_pledges')
    .columns(['community_id', 'user_id'])
    .execute()
  await db.schema.createIndex('community_pledges_status').on('community_pledges').column('status').execute()

  await db.schema.alterTable('payment_orders').addColumn('community_card_id', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('community_card_id').execute()
  await db.schema.dropTable('community_pledges').execute()
  await db.schema.dropTable('community_cards').execute()
}
