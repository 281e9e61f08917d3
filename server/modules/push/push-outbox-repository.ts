import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { PushOutboxRow } from '../../db/schema-push'
import type { Claim, OutboxStore } from '../mail'

// The push outbox (schema-push.ts): the mail outbox's statements (mail-outbox-repository.ts) over
// push_outbox, so any number of senders on any number of instances agree on who sends a row.

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

    async due(now: Date, limit: number): Promise<string[]> {
      const at = iso(now)
      const rows = await db
        .selectFrom('push_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => row.id)
    },

    async nextDueAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('push_outbox')
        .select((eb) =>
          eb.fn
            .min<string | null>(
              eb
                .case()
                .when('claimed_until', '>', eb.ref('next_attempt_at'))
                .then(eb.ref('claimed_until'))
                .else(eb.ref('next_attempt_at'))
                .end(),
            )
            .as('due'),
        )
        .where('sent_at', 'is', null)
        .executeTakeFirst()
      return typeof row?.due === 'string' ? new Date(row.due) : undefined
    },

    async claim(id: string, now: Date, leaseUntil: Date): Promise<Claim<PushOutboxRow> | undefined> {
      const at = iso(now)
      const token = newId()
      const claimed = await db
        .updateTable('push_outbox')
        .set((eb) => ({
          claim_token: token,
          claimed_until: iso(leaseUntil),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .executeTakeFirst()
      if (claimed.numUpdatedRows !== 1n) return undefined
      const row = await db.selectFrom('push_outbox').selectAll().where('id', '=', id).executeTakeFirst()
      return row && row.claim_token === token ? { row, token } : undefined
    },

    /** Sent (or given up for good, with `last_error` saying why): kept a while as the record. */
    async markSent(claim: Claim<PushOutboxRow>, now: Date, error: string | null = null): Promise<boolean> {
      const done = await db
        .updateTable('push_outbox')
        .set({ sent_at: iso(now), payload: '', claimed_until: null, last_error: error })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .executeTakeFirst()
      return done.numUpdatedRows === 1n
    },

    async markFailed(claim: Claim<PushOutboxRow>, retryAt: Date, error: string): Promise<void> {
      await db
        .updateTable('push_outbox')
        .set({ claim_token: null, claimed_until: null, next_attempt_at: iso(retryAt), last_error: error })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    async remove(claim: Claim<PushOutboxRow>): Promise<void> {
      await db
        .deleteFrom('push_outbox')
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    async pruneSentBefore(before: Date): Promise<void> {
      await db.deleteFrom('push_outbox').where('sent_at', '<', iso(before)).execute()
    },
  }
}

export type PushOutboxRepository = ReturnType<typeof createPushOutboxRepository>
