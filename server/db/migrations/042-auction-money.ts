import { type Kysely, sql } from 'kysely'

// Auction money (docs/auctions.md):
// - `auctions.latest_end_at`: the soft close never moves the end past it (the first end plus
//   AUCTION_SOFT_CLOSE_MAX_MINUTES); live auctions get it from their end as it is now.
// - `auction_offers.lapsed_at`: when an offer passed on unpaid, the bidder's fault (an offer ended
//   because its streamer was demoted, or sold to a late payer, has none); it bars the bidder from the
//   streamer's auctions for AUCTION_LAPSE_BAN_DAYS.
// - one open (`created`) payment order per offer: a partial unique index. Older duplicates are failed
//   first, keeping the newest; a payment of a failed order is refunded (the orphan path).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auctions').addColumn('latest_end_at', 'text').execute()
  const live = await sql<{
    id: string
    ends_at: string
  }>`select id, ends_at from auctions where status = 'live'`.execute(db)
  for (const row of live.rows) {
    const latest = new Date(Date.parse(row.ends_at) + 10 * 60_000).toISOString()
    await sql`update auctions set latest_end_at = ${latest} where id = ${row.id}`.execute(db)
  }

  await db.schema.alterTable('auction_offers').addColumn('lapsed_at', 'text').execute()
  await db.schema
    .createIndex('auction_offers_lapsed')
    .on('auction_offers')
    .columns(['bidder_id', 'lapsed_at'])
    .execute()

  await sql`update payment_orders set status = 'failed'
    where status = 'created' and auction_offer_id is not null
      and exists (select 1 from payment_orders as newer
        where newer.auction_offer_id = payment_orders.auction_offer_id and newer.status = 'created'
          and (newer.created_at > payment_orders.created_at
            or (newer.created_at = payment_orders.created_at and newer.id > payment_orders.id)))`.execute(db)
  await db.schema
    .createIndex('payment_orders_open_offer')
    .on('payment_orders')
    .column('auction_offer_id')
    .unique()
    .where(sql<boolean>`status = 'created'`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_orders_open_offer').execute()
  await db.schema.dropIndex('auction_offers_lapsed').execute()
  await db.schema.alterTable('auction_offers').dropColumn('lapsed_at').execute()
  await db.schema.alterTable('auctions').dropColumn('latest_end_at').execute()
}
