import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn('creator_id', 'text', (col) => col.notNull())
    .addColumn('creator_name', 'text', (col) => col.notNull())
    .addColumn('streamer_email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('cards_creator').on('cards').column('creator_id').execute()

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute()

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('streamer_email', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('is_used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('use_key', 'text')
    .addColumn('purchase_date', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('purchases_user').on('purchases').column('user_id').execute()
  // A payment is recorded once: the database, not a read-then-write, guarantees it.
  await db.schema
    .createIndex('purchases_payment_once')
    .on('purchases')
    .column('payment_id')
    .unique()
    .where(sql.ref('payment_id'), '<>', 'free')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchases').execute()
  await db.schema.dropTable('payment_orders').execute()
  await db.schema.dropTable('cards').execute()
}
