import type { Kysely } from 'kysely'

// Placeholder for the mail outbox (issue 17, item 3); filled in by that change before it ships.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
