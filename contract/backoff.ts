// The one rule for waiting longer after each failure, used by the server (mail outbox, LISTEN
// reconnects, OTP resends and lockouts, admin lockouts) and the browser (live-update reconnects, the
// offline use queue, RTK Query's retries): the same arithmetic everywhere, tested once
// (tests/unit/backoff.test.ts).

export interface Backoff {
  /** The wait before the first retry. */
  initialMs: number
  /** No wait is longer, jitter included. */
  maxMs: number
  /** ± this fraction of the wait (0: none), so that many clients failing together do not retry in step. */
  jitter?: number
}

/**
 * The wait before retry number `retry` (0 for the first): `initialMs` doubled `retry` times, at most
 * `maxMs`, then varied by ± `jitter` and held to `maxMs` again.
 */
export function backoffDelay(retry: number, backoff: Backoff, random: () => number = Math.random): number {
  const { initialMs, maxMs, jitter = 0 } = backoff
  const doubled = Math.min(maxMs, initialMs * 2 ** Math.max(0, retry))
  if (jitter === 0) return doubled
  return Math.round(Math.min(maxMs, doubled * (1 - jitter + 2 * jitter * random())))
}
