import { createHash } from 'node:crypto'
import webPush from 'web-push'
import type { PushOutboxRow, PushSubscriptionRow } from '../../db/schema-push'
import type { VapidDetails } from './vapid'

/** What the push service said of one push. */
export type DeliveryOutcome = 'taken' | 'gone' | 'refused'

/** A push service that answers nothing within this is tried again later. */
const REQUEST_TIMEOUT_MS = 10_000

/**
 * The Topic header (RFC 8030 §5.4): a push service keeps only the newest undelivered message of a
 * topic, so a push sent twice (its sender died between the service's answer and 'sent') reaches a
 * phone that was off once. 24 bytes of the key, base64url: 32 characters, the most a topic may have.
 */
export const topicOf = (kind: string, eventKey: string) =>
  createHash('sha256').update(`${kind}:${eventKey}`).digest().subarray(0, 24).toString('base64url')

/**
 * Encrypts the row's payload for the device (RFC 8291, aes128gcm), signs it with the server's VAPID
 * key (RFC 8292) and posts it to the device's push service. web-push builds the request; it is sent
 * with fetch, which also reaches the plain-http stand-in the tests run (web-push's own sender speaks
 * https only).
 */
export async function deliverPush(
  row: PushOutboxRow,
  subscription: PushSubscriptionRow,
  vapid: VapidDetails,
): Promise<DeliveryOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    row.payload,
    {
      vapidDetails: vapid,
      TTL: row.ttl_seconds,
      urgency: row.urgency === 'high' ? 'high' : 'normal',
      topic: topicOf(row.kind, row.event_key),
      contentEncoding: 'aes128gcm',
    },
  )
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    redirect: 'error',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  await response.body?.cancel()
  if (response.ok) return 'taken'
  // The subscription expired or was revoked (the user blocked notifications, Safari gave up on it).
  if (response.status === 404 || response.status === 410) return 'gone'
  // Too many, or the service is unwell: tried again after the backoff.
  if (response.status === 429 || response.status >= 500)
    throw new Error(`push service answered ${response.status}`)
  // 400, 401, 403, 413: this request will never be taken; trying it again would only repeat that.
  return 'refused'
}
