import { type Expression, type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'

// NOTIFY channels are database-wide; each schema (each deployment, each test file) gets its own.
export const CHANNEL_PREFIX = 'overlay_'

/**
 * `pg_notify` of `payload` on the bus's channel, as an expression: for a statement that stores an event
 * and tells every instance of it at once (its transaction's commit sends it).
 */
export const notification = (payload: Expression<string>) =>
  sql<void>`pg_notify(left(${CHANNEL_PREFIX} || current_schema(), 63), ${payload})`

/**
 * What the overlay bus tells every instance, through PostgreSQL's NOTIFY (pg-transport.ts listens).
 * Takes the pool's database or a transaction: on a transaction the notifications go out when it
 * commits, and not at all if it rolls back. The channel is computed on the statement's session.
 */
export function createBusNotificationsRepository(db: Kysely<Database>) {
  return {
    /** One notification to every instance (this one included). */
    async notify(payload: string) {
      await sql`select pg_notify(left(${CHANNEL_PREFIX} || current_schema(), 63), ${payload})`.execute(db)
    },

    /** Several notifications in one statement (one round trip), in the order given. */
    async notifyAll(payloads: string[]) {
      if (payloads.length === 0) return
      await sql`select pg_notify(left(${CHANNEL_PREFIX} || current_schema(), 63), payload)
        from unnest(${payloads}::text[]) with ordinality as sent(payload, place) order by place`.execute(db)
    },
  }
}

export type BusNotificationsRepository = ReturnType<typeof createBusNotificationsRepository>
