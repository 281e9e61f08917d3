import type { Generated, Selectable } from 'kysely'

// Web Push (migration 050, server/modules/push). Same conventions as schema.ts.

/** A device that asked for notifications: its push service endpoint and the keys that encrypt to it. */
export interface PushSubscriptionTable {
  id: string
  user_id: string
  /** The session (user_sessions.id) that subscribed: its end ends the subscription. */
  session_id: string
  endpoint: string
  p256dh: string
  auth: string
  created_at: string
}

/**
 * A user's choices: the kinds switched off (comma-separated). The texts' language is the account's
 * (users.locale, migration 055).
 */
export interface PushPreferencesTable {
  user_id: string
  off_kinds: Generated<string>
  updated_at: string
}

/**
 * One push to one device, written with the event it tells. Unsent while `sent_at` is null; claimed
 * and released as the mail outbox's rows are (schema-outbox.ts).
 */
export interface PushOutboxTable {
  id: string
  subscription_id: string
  kind: string
  event_key: string
  /** The JSON the device decrypts (contract/push.ts `PushPayload`). */
  payload: string
  ttl_seconds: number
  urgency: string
  created_at: string
  attempts: Generated<number>
  next_attempt_at: string
  claim_token: string | null
  claimed_until: string | null
  sent_at: string | null
  last_error: string | null
}

export interface PushTables {
  push_subscriptions: PushSubscriptionTable
  push_preferences: PushPreferencesTable
  push_outbox: PushOutboxTable
}

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>
export type PushOutboxRow = Selectable<PushOutboxTable>
