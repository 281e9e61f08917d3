// The queued 'use card', free of the browser: storage, sender, lock, clock and connectivity are passed
// in, so that the rules below run the same in unit tests (in memory) and in the app (IndexedDB, the
// API slice, Web Locks). A use keeps the idempotency key made when the viewer pressed 'Use Now'; the
// server answers a repeated key as the same use, so sending an item twice is harmless, only wasteful.
import type { z } from 'zod'
import { type Backoff, backoffDelay } from '../../../../contract/backoff'
import type { useCardSchema } from '../../../../contract/card-use'

/** The useCard body as the contract takes it; the idempotency key is made here when absent. */
export type UseCardPayload = z.input<typeof useCardSchema>

export interface QueuedUse extends UseCardPayload {
  idempotencyKey: string
  /** The user whose session made it: only that user's session sends it. */
  ownerId: string
  queuedAt: number
}

/** What one attempt to send a use came to (the one reading of the server's answer: the sender's). */
export type SendOutcome =
  /**
   * Taken: `message` is the server's (used, or held for the streamer's approval); `waits` when the use
   * is in line, not held, with the streamer's longest wait for a stream that is off (0: no limit).
   */
  | { kind: 'sent'; message?: string; waits?: { maxWaitMinutes: number } }
  /**
   * The server said no (409 already used, 404 not yours, 400…). With `retryAfterSeconds` it is a
   * cooldown: a use sent at once is refused with the seconds left; a queued one waits and tries again.
   */
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number }
  /** The session expired: the use waits for the next login. */
  | { kind: 'unauthorized' }
  /** No answer (offline, network error, 5xx, 429): tried again later. */
  | { kind: 'unreachable' }

export interface QueueStorage {
  /** Every queued use, oldest first. */
  load(): Promise<QueuedUse[]>
  put(item: QueuedUse): Promise<void>
  remove(idempotencyKey: string): Promise<void>
}

/** Runs `task` while holding the queue's lock (one drain at a time, across tabs). */
export type QueueLock = <T>(task: () => Promise<T>) => Promise<T>
/** Runs `task` after `delayMs`; returns a function that cancels it. */
export type Schedule = (task: () => void, delayMs: number) => () => void

export type HoldReason = 'offline' | 'signed-out' | 'unauthorized' | 'unreachable'

export interface Refusal {
  item: QueuedUse
  status: number
  message: string
}

export interface DrainResult {
  sent: QueuedUse[]
  refused: Refusal[]
  /** Why uses are still waiting, or null when the user's queue is empty. */
  held: HoldReason | null
}

export interface QueueListener {
  /** The stored queue changed here (an enqueue, a use sent or refused). */
  changed?(items: QueuedUse[]): void
  drainStarted?(): void
  drainFinished?(result: DrainResult): void
  /** Uses the server accepted, sent at once ('direct') or from the queue ('drain'). */
  sent?(items: QueuedUse[], via: 'direct' | 'drain'): void
  /** Uses the server refused for good, at once or from the queue: the card may have changed. */
  refused?(items: QueuedUse[], via: 'direct' | 'drain'): void
}

export type BackoffOptions = Backoff

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 5_000, maxMs: 5 * 60_000, jitter: 0.2 }

export interface UseCardQueueDeps {
  storage: QueueStorage
  send: (item: QueuedUse) => Promise<SendOutcome>
  lock: QueueLock
  isOnline: () => boolean
  /** The signed-in user's id while a live session exists, else null. */
  currentUser: () => string | null
  schedule: Schedule
  makeKey?: () => string
  now?: () => number
  random?: () => number
  backoff?: BackoffOptions
  listener?: QueueListener
}

/** What 'Use Now' came to when it did not throw. */
export type UseResult =
  | { kind: 'sent'; message?: string; waits?: { maxWaitMinutes: number } }
  /** Waiting: for the network ('offline', 'unreachable') or for the next login ('unauthorized'). */
  | { kind: 'queued'; reason: 'offline' | 'unreachable' | 'unauthorized' }

/** A refusal of a use sent at once: the caller shows `message` (and the cooldown's seconds left). */
export class CardUseRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'CardUseRefusedError'
  }
}

/** The wait before retry number `failures` (1, 2, …): doubling from initialMs up to maxMs, jittered. */
export const retryDelay = (failures: number, random: () => number, options = DEFAULT_BACKOFF): number =>
  backoffDelay(failures - 1, options, random)

export function makeIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type UseCardQueue = ReturnType<typeof createUseCardQueue>

export function createUseCardQueue(deps: UseCardQueueDeps) {
  const { storage, send, lock, listener = {} } = deps
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const makeKey = deps.makeKey ?? makeIdempotencyKey
  const backoff = deps.backoff ?? DEFAULT_BACKOFF

  let failures = 0
  let cancelRetry: (() => void) | null = null
  let running: Promise<DrainResult> | null = null
  let again = false

  async function changed(): Promise<void> {
    if (listener.changed) listener.changed(await storage.load())
  }

  function scheduleRetry(): void {
    cancelRetry?.()
    failures += 1
    cancelRetry = deps.schedule(
      () => {
        cancelRetry = null
        void drain()
      },
      retryDelay(failures, random, backoff),
    )
  }

  function settleBackoff(held: HoldReason | null): void {
    if (held === 'unreachable') {
      scheduleRetry()
      return
    }
    // Offline waits for the 'online' event, a missing session for the next login; nothing to retry.
    cancelRetry?.()
    cancelRetry = null
    if (held === null) failures = 0
  }

  /** Stores a use (once per purchase: a second press while one waits keeps the first). */
  async function enqueue(item: QueuedUse): Promise<QueuedUse> {
    const waiting = (await storage.load()).find((queued) => queued.transactionId === item.transactionId)
    if (waiting) return waiting
    await storage.put(item)
    await changed()
    return item
  }

  /** One pass over the signed-in user's queue, oldest first, under the lock. */
  function drainOnce(): Promise<DrainResult> {
    return lock(async () => {
      const result: DrainResult = { sent: [], refused: [], held: null }
      const user = deps.currentUser()
      // Read inside the lock: another tab may have sent some of these while this one waited.
      const mine = (await storage.load()).filter((item) => item.ownerId === user)
      if (mine.length === 0) return result
      if (!deps.isOnline()) return { ...result, held: 'offline' }
      if (!user) return { ...result, held: 'signed-out' }
      for (const item of mine) {
        const outcome = await send(item)
        if (outcome.kind === 'sent') {
          await storage.remove(item.idempotencyKey)
          result.sent.push(item)
        } else if (outcome.kind === 'refused' && outcome.retryAfterSeconds !== undefined) {
          // A cooldown passes by itself: the use keeps its place and its key.
          result.held = 'unreachable'
          break
        } else if (outcome.kind === 'refused') {
          await storage.remove(item.idempotencyKey)
          result.refused.push({ item, status: outcome.status, message: outcome.message })
        } else {
          result.held = outcome.kind
          break
        }
      }
      return result
    })
  }

  async function runDrain(): Promise<DrainResult> {
    listener.drainStarted?.()
    const total: DrainResult = { sent: [], refused: [], held: null }
    do {
      again = false
      try {
        const pass = await drainOnce()
        total.sent.push(...pass.sent)
        total.refused.push(...pass.refused)
        total.held = pass.held
      } catch (error) {
        // The storage or the sender broke in an unforeseen way: keep everything and try again later.
        console.error('The queued card uses could not be sent', error)
        total.held = 'unreachable'
      }
    } while (again && total.held === null)
    if (total.sent.length > 0 || total.refused.length > 0) await changed()
    if (total.sent.length > 0) listener.sent?.(total.sent, 'drain')
    if (total.refused.length > 0)
      listener.refused?.(
        total.refused.map(({ item }) => item),
        'drain',
      )
    settleBackoff(total.held)
    listener.drainFinished?.(total)
    return total
  }

  /** Sends what waits. Calls made while a drain runs share it, plus one more pass for late arrivals. */
  function drain(): Promise<DrainResult> {
    if (running) {
      again = true
      return running
    }
    const current = Promise.resolve()
      .then(runDrain)
      .finally(() => {
        running = null
      })
    running = current
    return current
  }

  /**
   * 'Use Now': sends at once when online; queues when offline, when the network fails or the session
   * has expired. A refusal throws CardUseRefusedError with the server's message (and a cooldown's
   * seconds left). The key is made here, at the press, unless the caller made it.
   */
  async function submit(payload: UseCardPayload): Promise<UseResult> {
    const ownerId = deps.currentUser()
    if (!ownerId) throw new CardUseRefusedError('Session expired. Please log in again.', 401)
    const item: QueuedUse = {
      ...payload,
      idempotencyKey: payload.idempotencyKey ?? makeKey(),
      ownerId,
      queuedAt: now(),
    }
    const waiting = (await storage.load()).some((queued) => queued.transactionId === item.transactionId)
    if (waiting || !deps.isOnline()) {
      await enqueue(item)
      return { kind: 'queued', reason: deps.isOnline() ? 'unreachable' : 'offline' }
    }
    const outcome = await send(item)
    if (outcome.kind === 'sent') {
      listener.sent?.([item], 'direct')
      return { kind: 'sent', message: outcome.message, ...(outcome.waits ? { waits: outcome.waits } : {}) }
    }
    if (outcome.kind === 'refused') {
      listener.refused?.([item], 'direct')
      throw new CardUseRefusedError(outcome.message, outcome.status, outcome.retryAfterSeconds)
    }
    await enqueue(item)
    if (outcome.kind === 'unreachable') scheduleRetry()
    return { kind: 'queued', reason: outcome.kind }
  }

  return {
    enqueue,
    drain,

    /** The device is back (or a session appeared): forget the backoff and send now. */
    retryNow(): Promise<DrainResult> {
      failures = 0
      cancelRetry?.()
      cancelRetry = null
      return drain()
    },

    /** The stored queue, e.g. to show it after start-up or after another tab changed it. */
    load: () => storage.load(),

    submit,

    /** `submit`, answering only whether the use was sent or waits. */
    async use(payload: UseCardPayload): Promise<UseResult['kind']> {
      return (await submit(payload)).kind
    },

    /** Cancels the pending retry (the app is going away). */
    stop(): void {
      cancelRetry?.()
      cancelRetry = null
    },
  }
}
