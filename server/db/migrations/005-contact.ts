import type { Kysely } from 'kysely'

// Placeholder: the contact feature fills it in before it ships.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
