import type { Kysely } from 'kysely'
import {
  PUSH_DEFAULT_TTL_SECONDS,
  PUSH_ON_STREAM_TTL_SECONDS,
  PUSH_PER_ENDPOINT_PER_MINUTE,
  type PushKind,
  type PushPayload,
  type PushText,
  pushText,
} from '../../../contract/push'
import type { AppServices } from '../../app-services'
import type { Database } from '../../db/schema'
import type { PushOutboxRow } from '../../db/schema-push'
import { createOutboxSender, type OutboxLog } from '../mail'
import { deliverPush } from './push-delivery'
import { createPushOutboxRepository } from './push-outbox-repository'
import { offKindsOf } from './push-preferences-repository'
import { createPushSubscriptionsRepository } from './push-subscriptions-repository'
import type { VapidDetails } from './vapid'

/** One thing to tell a user, handed over by the module where it happened. */
export interface PushNotice {
  userId: string
  /** The id of what happened (a use, an auction, a payout): with the kind, it is pushed once. */
  eventKey: string
  text: PushText
  /** The screen a tap opens. */
  url: string
  /** The card's picture, where there is one: read only when some device is to be told. */
  image?: (trx: Kysely<Database>) => Promise<string | null | undefined>
  /**
   * The notification's tag, where a newer push should replace the one before on the device (each
   * outbid of one auction); by default the kind and event, so each event shows once.
   */
  tag?: string
}

/** Sent pushes are kept this long as the record that they went (and for the per-minute limit). */
const KEEP_SENT_MS = 24 * 3600_000

export interface PushServiceOptions extends Pick<AppServices, 'db' | 'config'> {
  vapid: VapidDetails
  log: OutboxLog
  /** The sender's timing; the defaults suit production. */
  retryBaseMs?: number
  pollMs?: number
}

/**
 * Web Push: a module where something happens calls `notifyWithin` in its own transaction, which
 * writes one outbox row per device of the user (when the user wants that kind), and `sendSoon` after
 * the commit, which sends them at once. The outbox sender (modules/mail/outbox-sender.ts) claims each
 * row, so a push is neither lost nor sent twice when a server dies, and tries again what a push
 * service did not take.
 */
export function createPushService(options: PushServiceOptions) {
  const { db, config, vapid, log } = options
  const outbox = createPushOutboxRepository(db)
  const subscriptions = createPushSubscriptionsRepository(db)

  async function deliver(row: PushOutboxRow): Promise<void> {
    const subscription = await subscriptions.byId(row.subscription_id)
    if (!subscription) return // the device was forgotten meanwhile
    const now = Date.now()
    // Past its TTL the push service would drop it anyway; 'on stream now' is false by then.
    if (Date.parse(row.created_at) + row.ttl_seconds * 1000 < now) return
    if ((await outbox.sentSince(subscription.id, new Date(now - 60_000))) >= PUSH_PER_ENDPOINT_PER_MINUTE)
      throw new Error('this endpoint had its pushes for the minute')
    const outcome = await deliverPush(row, subscription, vapid)
    if (outcome === 'gone') {
      log.info({ subscriptionId: subscription.id }, 'push: the endpoint is gone, subscription removed')
      await subscriptions.remove(subscription.id, row.id)
    } else if (outcome === 'refused') {
      log.warn({ pushId: row.id, kind: row.kind }, 'push: refused by the push service, not tried again')
    }
  }

  const sender = createOutboxSender<PushOutboxRow>({
    name: 'push outbox',
    outbox,
    deliver,
    log,
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: 60_000,
    // A push service answers within the request's timeout (push-delivery.ts): a claim outlives it.
    leaseMs: 30_000,
    pollMs: options.pollMs ?? 10_000,
  })

  return {
    publicKey: vapid.publicKey,

    /**
     * Writes the push for each of the user's devices in `trx`, the transaction of the event itself;
     * devices whose session has ended are forgotten here. Call `sendSoon` after the commit.
     */
    async notifyWithin(trx: Kysely<Database>, notice: PushNotice): Promise<void> {
      // The wall clock, not the money clock: the outbox's sender times its rows by it (outbox-sender.ts),
      // and sessions end by it; a push written under a clock moved ahead (tests) is due at once.
      const now = new Date()
      const idleCutoff = new Date(now.getTime() - config.sessionIdleSeconds * 1000)
      const targets = await createPushSubscriptionsRepository(trx).targetsOf(notice.userId, now, idleCutoff)
      if (targets.length === 0) return
      const kind: PushKind = notice.text.kind
      const pending = createPushOutboxRepository(trx)
      let image: string | null | undefined
      if (notice.image && targets.some((target) => target.open)) image = await notice.image(trx)
      for (const target of targets) {
        if (!target.open) {
          await createPushSubscriptionsRepository(trx).remove(target.subscriptionId)
          continue
        }
        if (offKindsOf(target.offKinds).includes(kind)) continue
        const { title, body } = pushText(notice.text, target.locale)
        const payload: PushPayload = {
          web_push: 8030,
          notification: {
            title,
            body,
            navigate: notice.url,
            lang: target.locale,
            tag: notice.tag ?? `${kind}:${notice.eventKey}`,
            ...(image ? { image } : {}),
            icon: '/icon-192.png',
          },
        }
        const onStream = kind === 'on-stream'
        await pending.add(
          {
            subscriptionId: target.subscriptionId,
            kind,
            eventKey: notice.eventKey,
            payload: JSON.stringify(payload),
            ttlSeconds: onStream ? PUSH_ON_STREAM_TTL_SECONDS : PUSH_DEFAULT_TTL_SECONDS,
            urgency: onStream ? 'high' : 'normal',
          },
          now,
        )
      }
    },

    /**
     * `notifyWithin` in a transaction of its own, then `sendSoon`: for an event whose own transaction
     * must stay short (an overlay's report holds the streamer's line). A user with no device costs
     * one read and no transaction.
     */
    async notify(notice: PushNotice): Promise<void> {
      if ((await subscriptions.countOf(notice.userId)) === 0) return
      await db.transaction().execute((trx) => this.notifyWithin(trx, notice))
      this.sendSoon()
    },

    /** After the commit of a `notifyWithin`: sends what it wrote now, not at the next sweep. */
    sendSoon(): void {
      void sender.sendDue()
    },

    /** Resolves once everything due was tried (tests, the bench). */
    sendDue: () => sender.sendDue(),

    start: () => sender.start(),
    stop: () => sender.stop(),
    pruneBefore: (before: Date) => outbox.pruneSentBefore(before),
    keepSentMs: KEEP_SENT_MS,
  }
}

export type PushService = ReturnType<typeof createPushService>
