import type { Kysely } from 'kysely'

// The admin activity feed reads the newest sign-ups, cards, purchases and uses.
const indexes = [
  ['users_created_at', 'users', 'created_at'],
  ['cards_created_at', 'cards', 'created_at'],
  ['purchases_purchase_date', 'purchases', 'purchase_date'],
  ['purchases_used_at', 'purchases', 'used_at'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of indexes)
    await db.schema.createIndex(name).on(table).column(column).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute()
}
