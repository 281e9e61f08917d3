import { type PaymentProvider, PaymentProviderError, safeEqualHex, signPayment } from './provider'

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

/** Razorpay: orders and refunds through its REST API, payments checked by signature. */
export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  const post = razorpayPost(keys)

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const { response, body } = await post('/v1/orders', { amount: amountPaise, currency, receipt })
      if (!response.ok || typeof body.id !== 'string')
        throw new PaymentProviderError(`Razorpay refused the order (${response.status})`)
      return { orderId: body.id }
    },
    verifySignature: (orderId, paymentId, signature) =>
      safeEqualHex(signPayment(keys.keySecret, orderId, paymentId), signature),
    // POST /v1/payments/{id}/refund. X-Refund-Idempotency makes a retry (same key, same body) return
    // the refund the first call made instead of making a second one.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const { response, body } = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', ...(notes ? { notes } : {}) },
        { 'X-Refund-Idempotency': idempotencyKey },
      )
      const status = body.status
      if (
        !response.ok ||
        typeof body.id !== 'string' ||
        (status !== 'pending' && status !== 'processed' && status !== 'failed')
      ) {
        throw new PaymentProviderError(
          `Razorpay refused the refund (${response.status}): ${razorpayReason(body)}`,
        )
      }
      return { refundId: body.id, status }
    },
  }
}
