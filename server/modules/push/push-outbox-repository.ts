import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import { outboxQueue } from '../../db/outbox-queue'
import type { Database } from '../../db/schema'
import type { PushOutboxRow } from '../../db/schema-push'
import type { OutboxStore } from '../mail'

// The push outbox (schema-push.ts): a push written in its event's transaction, the per-device count,
// and the queue's statements every outbox shares (db/outbox-queue.ts).

export interface NewPush {
  subscriptionId: string
  kind: string
  eventKey: string
  payload: string
  ttlSeconds: number
  urgency: 'high' | 'normal'
}

const iso = (at: Date | number) => new Date(at).toISOString()

export function createPushOutboxRepository(db: Kysely<Database>): OutboxStore<PushOutboxRow> & {
  add(push: NewPush, now: Date): Promise<void>
  sentSince(subscriptionId: string, since: Date): Promise<number>
} {
  return {
    ...outboxQueue<PushOutboxRow>(db, 'push_outbox', 'payload'),

    /** Written in the event's transaction; a second write of one kind, event and device is nothing. */
    async add(push: NewPush, now: Date): Promise<void> {
      await db
        .insertInto('push_outbox')
        .values({
          id: newId(),
          subscription_id: push.subscriptionId,
          kind: push.kind,
          event_key: push.eventKey,
          payload: push.payload,
          ttl_seconds: push.ttlSeconds,
          urgency: push.urgency,
          created_at: iso(now),
          attempts: 0,
          next_attempt_at: iso(now),
          claim_token: null,
          claimed_until: null,
          sent_at: null,
          last_error: null,
        })
        .onConflict((oc) => oc.columns(['kind', 'event_key', 'subscription_id']).doNothing())
        .execute()
    },

    /** Pushes that went to the device since `since` (its per-minute limit). */
    async sentSince(subscriptionId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('push_outbox')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('subscription_id', '=', subscriptionId)
        .where('sent_at', '>=', iso(since))
        .where('last_error', 'is', null)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },
  }
}

export type PushOutboxRepository = ReturnType<typeof createPushOutboxRepository>
