import type { Kysely } from 'kysely'

// Auctions (docs/auctions.md). `live` is 1 while an auction takes bids and null after, so the unique
// index allows one live auction per streamer. Bids are unique per amount within an auction: each
// accepted bid is higher than the one before, and the database refuses a second bid of one amount.
// Each bidder gets at most one offer (the right to pay, in turn from the highest); an order that
// pays an offer names it (`payment_orders.auction_offer_id`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auctions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('streamer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (col) => col.notNull().references('cards.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('live', 'integer')
    .addColumn('reserve_paise', 'integer', (col) => col.notNull())
    .addColumn('increment_paise', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('auctions_one_live')
    .on('auctions')
    .columns(['streamer_id', 'live'])
    .unique()
    .execute()
  await db.schema.createIndex('auctions_due').on('auctions').columns(['status', 'ends_at']).execute()
  await db.schema
    .createTable('auction_bids')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('auction_id', 'text', (col) => col.notNull().references('auctions.id').onDelete('cascade'))
    .addColumn('bidder_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bidder_name', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('max_paise', 'integer', (col) => col.notNull())
    .addColumn('automatic', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('auction_bids_amount')
    .on('auction_bids')
    .columns(['auction_id', 'amount_paise'])
    .unique()
    .execute()
  await db.schema
    .createTable('auction_offers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('auction_id', 'text', (col) => col.notNull().references('auctions.id').onDelete('cascade'))
    .addColumn('bidder_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('purchase_id', 'text', (col) => col.references('purchases.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('auction_offers_bidder')
    .on('auction_offers')
    .columns(['auction_id', 'bidder_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('auction_offers_due')
    .on('auction_offers')
    .columns(['status', 'expires_at'])
    .execute()
  await db.schema.alterTable('payment_orders').addColumn('auction_offer_id', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('auction_offer_id').execute()
  await db.schema.dropTable('auction_offers').execute()
  await db.schema.dropTable('auction_bids').execute()
  await db.schema.dropTable('auctions').execute()
}
