import type { Kysely } from 'kysely'
import type { Locale } from '../../../contract/locale'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { PushSubscriptionRow } from '../../db/schema-push'

/** A device as the push module reads it to push to it, with its owner's choices and its session. */
export interface PushTarget {
  subscriptionId: string
  /** The owner's locale: the push's language. */
  locale: Locale
  offKinds: string | null
  /** The subscribing session still admits calls (not ended, expired, idle, nor ended in bulk). */
  open: boolean
}

export interface NewPushSubscription {
  userId: string
  sessionId: string
  endpoint: string
  p256dh: string
  auth: string
}

export function createPushSubscriptionsRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the device's subscription for this user and session. An endpoint is one device: subscribed
     * again (new keys, another account signed in on it), the row is replaced, and what waited for the
     * old one is dropped.
     */
    async save(subscription: NewPushSubscription, now: Date): Promise<void> {
      const old = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', subscription.endpoint)
        .executeTakeFirst()
      if (old) await this.remove(old.id)
      await db
        .insertInto('push_subscriptions')
        .values({
          id: newId(),
          user_id: subscription.userId,
          session_id: subscription.sessionId,
          endpoint: subscription.endpoint,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          created_at: now.toISOString(),
        })
        // Two saves of one endpoint at once: the first stands (both carry the same device's keys).
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .execute()
    },

    countOf: async (userId: string): Promise<number> => {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },

    byId: (id: string): Promise<PushSubscriptionRow | undefined> =>
      db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    byEndpoint: (endpoint: string): Promise<PushSubscriptionRow | undefined> =>
      db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst(),

    /** Forgets a device and every push still waiting for it (`except`: the row its sender holds). */
    async remove(id: string, except?: string): Promise<void> {
      let pending = db
        .deleteFrom('push_outbox')
        .where('subscription_id', '=', id)
        .where('sent_at', 'is', null)
      if (except) pending = pending.where('id', '<>', except)
      await pending.execute()
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
    },

    /** The user's device on `endpoint`, forgotten; false when the user has no such device. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
      if (!row) return false
      await this.remove(row.id)
      return true
    },

    /** Forgets the user's devices whose session no longer admits calls (logged out, ended). */
    async removeClosedOf(userId: string, now: Date, idleCutoff: Date): Promise<void> {
      for (const target of await this.targetsOf(userId, now, idleCutoff))
        if (!target.open) await this.remove(target.subscriptionId)
    },

    /**
     * The user's devices with what a push to them needs to know, in one read: it runs inside the
     * transaction of the event it tells (an overlay's report holds the streamer's line meanwhile).
     */
    async targetsOf(userId: string, now: Date, idleCutoff: Date): Promise<PushTarget[]> {
      const rows = await db
        .selectFrom('push_subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
        .leftJoin('user_sessions as us', 'us.id', 's.session_id')
        .select([
          's.id',
          'u.locale',
          'p.off_kinds',
          'us.ended_at',
          'us.expires_at',
          'us.last_seen_at',
          'us.created_at as session_created_at',
          'u.tokens_valid_after',
        ])
        .where('s.user_id', '=', userId)
        .execute()
      const at = now.toISOString()
      const idle = idleCutoff.toISOString()
      return rows.map((row) => ({
        subscriptionId: row.id,
        locale: row.locale,
        offKinds: row.off_kinds,
        // The same rule as sessions-repository.ts `live`.
        open:
          row.expires_at !== null &&
          row.ended_at === null &&
          row.expires_at > at &&
          (row.last_seen_at ?? '') >= idle &&
          (!row.tokens_valid_after || (row.session_created_at ?? '') >= row.tokens_valid_after),
      }))
    },
  }
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>
