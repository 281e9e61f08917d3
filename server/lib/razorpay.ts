// Razorpay's REST API and its signatures, for every module that talks to it: payments, refunds and
// subscriptions (modules/money/payments), disputes (modules/money/disputes), RazorpayX payouts
// (modules/money/payouts) and the webhook (modules/webhooks).
import { createHmac, timingSafeEqual } from 'node:crypto'

// A small REST client of our own, not the official `razorpay` package (2.9.8, weighed for this): its
// refund call takes no per-call headers, so it cannot send X-Refund-Idempotency, and every call that
// moves money must carry an idempotency key; its host is fixed to api.razorpay.com, so the tests'
// local stand-in of the API (tests/support/razorpay-stand-in.ts) could be reached only by reaching
// into its axios instance; and it would bring axios for two POSTs. RazorpayX payouts, which the
// package lacks, share this client (modules/money/payouts/razorpayx.ts).

export interface RazorpayKeys {
  keyId: string
  keySecret: string
  apiUrl: string
}

interface RazorpayErrorBody {
  error?: { code?: string; description?: string }
}

interface ClientOptions {
  /** How long a call may take (10 s unless said). */
  timeoutMs?: number
  /** The error a call that never reached Razorpay throws (PaymentProviderError unless said). */
  unreachable?: (reason: string) => Error
}

/** A POST to Razorpay's REST API with the keys; throws when it cannot be reached. */
export function razorpayPost(keys: RazorpayKeys, options: ClientOptions = {}) {
  const request = razorpayRequest(keys, options)
  return (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request('POST', path, body, headers)
}

/** A call to Razorpay's (or RazorpayX's) REST API with the keys; throws when it cannot be reached. */
export function razorpayRequest(keys: RazorpayKeys, options: ClientOptions = {}) {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
  const unreachable =
    options.unreachable ?? ((reason: string) => new PaymentProviderError(`Razorpay unreachable: ${reason}`))
  return async function call(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${keys.apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    }).catch((error: unknown) => {
      throw unreachable(String(error))
    })
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { response, body: parsed }
  }
}

/** Why Razorpay refused a call, from its error body. */
export const razorpayReason = (body: Record<string, unknown>) =>
  (body as RazorpayErrorBody).error?.description ?? 'no reason given'

export function signPayment(secret: string | Uint8Array, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex')
}

/** Razorpay Subscriptions' rule: HMAC-SHA256 of `paymentId|subscriptionId` with the key secret, hex. */
export function signSubscriptionPayment(
  secret: string | Uint8Array,
  subscriptionId: string,
  paymentId: string,
) {
  return createHmac('sha256', secret).update(`${paymentId}|${subscriptionId}`).digest('hex')
}

export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A provider refused a call or could not be reached: the caller answers 502 or tries again later. */
export class PaymentProviderError extends Error {}
