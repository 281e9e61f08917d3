import pLimit from 'p-limit'
import { limitMessages } from '../../contract/messages'
import { RefusalError } from '../errors'

/**
 * A bounded work queue: p-limit runs at most `concurrency` jobs at once; a job that would make more
 * than `maxWaiting` wait for a turn is refused at once (RefusalError 503) instead of queueing without
 * bound, which p-limit alone would do.
 */
export function createWorkLimit(options: { concurrency: number; maxWaiting: number }) {
  const { concurrency, maxWaiting } = options
  const limit = pLimit(concurrency)
  // p-limit starts a job a microtask after it is queued: counting every job not yet finished gives
  // the true number waiting, even within one burst of synchronous calls.
  const unfinished = () => limit.activeCount + limit.pendingCount

  return {
    concurrency,
    maxWaiting,
    get active() {
      return Math.min(concurrency, unfinished())
    },
    get waiting() {
      return Math.max(0, unfinished() - concurrency)
    },
    run<T>(job: () => Promise<T>): Promise<T> {
      if (unfinished() >= concurrency + maxWaiting)
        return Promise.reject(new RefusalError(503, limitMessages.serverBusy, 1))
      return limit(job)
    },
  }
}
