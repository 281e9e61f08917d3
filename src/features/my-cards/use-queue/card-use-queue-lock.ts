// One drain at a time: across the tabs of the browser with the Web Locks API, within one tab with a
// promise chain where Web Locks are missing (older browsers, insecure origins).
import type { QueueLock } from './card-use-queue-core'

export const QUEUE_LOCK_NAME = 'cardcast-use-queue'

/** A mutex within this JavaScript realm: each task starts after the previous one settled. */
export function createLocalLock(): QueueLock {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}

export function createWebLock(name = QUEUE_LOCK_NAME, fallback: QueueLock = createLocalLock()): QueueLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks || typeof locks.request !== 'function') return fallback
  return <T>(task: () => Promise<T>) => locks.request(name, () => task()) as Promise<T>
}
