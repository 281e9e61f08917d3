import { describe, expect, it } from 'vitest'
import {
  CardUseRefusedError,
  createUseCardQueue,
  DEFAULT_BACKOFF,
  type QueuedUse,
  type QueueLock,
  type QueueStorage,
  retryDelay,
  type SendOutcome,
  type UseCardQueueDeps,
} from '../../src/features/my-cards/use-queue/card-use-queue-core'
import { createLocalLock } from '../../src/features/my-cards/use-queue/card-use-queue-lock'
import { createMemoryQueueStorage } from '../../src/features/my-cards/use-queue/card-use-queue-storage'

// The queue's rules with its browser parts replaced: memory storage, a scripted sender, a manual clock.

const ALICE = 'user-alice'

function use(n: number, overrides: Partial<QueuedUse> = {}): QueuedUse {
  return {
    cardId: `card-${n}`,
    transactionId: `tx-${n}`,
    cardTitle: `Card ${n}`,
    idempotencyKey: `key-${n}-0123456789`,
    ownerId: ALICE,
    queuedAt: 1_000 + n,
    ...overrides,
  }
}

/** Timers that run only when the test says so. */
function manualTimers() {
  const pending: { task: () => void; delayMs: number; cancelled: boolean }[] = []
  return {
    schedule: (task: () => void, delayMs: number) => {
      const timer = { task, delayMs, cancelled: false }
      pending.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
    /** Delays of the timers still armed. */
    armed: () => pending.filter((timer) => !timer.cancelled).map((timer) => timer.delayMs),
    /** Runs the armed timers (as if their time had come). */
    fire() {
      const due = pending.filter((timer) => !timer.cancelled)
      pending.length = 0
      for (const timer of due) timer.task()
    },
  }
}

/** A sender that answers from a script (per idempotency key, else 'sent') and records what it got. */
function scriptedSender(script: Record<string, SendOutcome[]> = {}, delayMs = 0) {
  const calls: string[] = []
  const send = async (item: QueuedUse): Promise<SendOutcome> => {
    calls.push(item.idempotencyKey)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return script[item.idempotencyKey]?.shift() ?? { kind: 'sent' }
  }
  return { send, calls }
}

function makeQueue(overrides: Partial<UseCardQueueDeps> & { storage: QueueStorage }) {
  const timers = manualTimers()
  const events: string[] = []
  const state = { online: true, user: ALICE as string | null }
  const queue = createUseCardQueue({
    send: scriptedSender().send,
    lock: createLocalLock(),
    isOnline: () => state.online,
    currentUser: () => state.user,
    schedule: timers.schedule,
    random: () => 0.5,
    now: () => 5_000,
    makeKey: () => 'made-at-use-now-0001',
    listener: {
      changed: (items) => events.push(`changed:${items.length}`),
      sent: (items, via) => events.push(`sent:${via}:${items.map((item) => item.transactionId).join(',')}`),
      refused: (items, via) =>
        events.push(`refused:${via}:${items.map((item) => item.transactionId).join(',')}`),
    },
    ...overrides,
  })
  return { queue, timers, events, state }
}

const keysOf = async (storage: QueueStorage) => (await storage.load()).map((item) => item.idempotencyKey)

describe('the queue store', () => {
  it('keeps enqueued uses in the storage, oldest first, so another instance (a reload) finds them', async () => {
    const storage = createMemoryQueueStorage()
    const { queue, events } = makeQueue({ storage, send: scriptedSender().send })
    await queue.enqueue(use(2))
    await queue.enqueue(use(1))
    expect(events).toEqual(['changed:1', 'changed:2'])

    const afterReload = makeQueue({ storage }).queue
    expect((await afterReload.load()).map((item) => item.transactionId)).toEqual(['tx-1', 'tx-2'])
  })

  it('keeps one use per purchase: a second press while one waits keeps the first key', async () => {
    const storage = createMemoryQueueStorage()
    const { queue } = makeQueue({ storage })
    await queue.enqueue(use(1))
    const second = await queue.enqueue(use(1, { idempotencyKey: 'another-key-0123456789' }))
    expect(second.idempotencyKey).toBe('key-1-0123456789')
    expect(await keysOf(storage)).toEqual(['key-1-0123456789'])
  })
})

describe('draining', () => {
  it('sends in order and removes each use the server accepted', async () => {
    const storage = createMemoryQueueStorage([use(3), use(1), use(2)])
    const sender = scriptedSender()
    const { queue, events } = makeQueue({ storage, send: sender.send })

    const result = await queue.drain()

    expect(sender.calls).toEqual(['key-1-0123456789', 'key-2-0123456789', 'key-3-0123456789'])
    expect(result).toMatchObject({ held: null, refused: [] })
    expect(result.sent.map((item) => item.transactionId)).toEqual(['tx-1', 'tx-2', 'tx-3'])
    expect(await storage.load()).toEqual([])
    expect(events).toEqual(['changed:0', 'sent:drain:tx-1,tx-2,tx-3'])
  })

  it('sends nothing while offline or signed out, and only the signed-in user’s uses', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2, { ownerId: 'user-bob' })])
    const sender = scriptedSender()
    const { queue, state } = makeQueue({ storage, send: sender.send })

    state.online = false
    expect((await queue.drain()).held).toBe('offline')
    state.online = true
    state.user = null
    expect((await queue.drain()).sent).toEqual([])
    expect(sender.calls).toEqual([])

    state.user = ALICE
    await queue.drain()
    expect(sender.calls).toEqual(['key-1-0123456789'])
    expect(await keysOf(storage)).toEqual(['key-2-0123456789'])
  })

  it('retries after a network failure, waiting 5 s and doubling, and keeps the use until it goes', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2)])
    const unreachable: SendOutcome = { kind: 'unreachable' }
    const sender = scriptedSender({ 'key-1-0123456789': [unreachable, unreachable] })
    const { queue, timers } = makeQueue({ storage, send: sender.send })

    expect((await queue.drain()).held).toBe('unreachable')
    // The first failure stops the pass: the next use would fail the same way.
    expect(sender.calls).toEqual(['key-1-0123456789'])
    expect(await keysOf(storage)).toEqual(['key-1-0123456789', 'key-2-0123456789'])
    expect(timers.armed()).toEqual([5_000])

    timers.fire()
    await queue.drain() // joins the drain the timer started
    expect(timers.armed()).toEqual([10_000])

    timers.fire()
    const result = await queue.drain()
    expect(result.held).toBe(null)
    expect(await storage.load()).toEqual([])
    expect(timers.armed()).toEqual([])
    expect(sender.calls.filter((key) => key === 'key-1-0123456789')).toHaveLength(3)
  })

  it('jitters the delay by ±20% and caps it at 5 minutes', () => {
    expect(retryDelay(1, () => 0.5)).toBe(5_000)
    expect(retryDelay(2, () => 0.5)).toBe(10_000)
    expect(retryDelay(1, () => 0)).toBe(4_000)
    expect(retryDelay(1, () => 1)).toBe(6_000)
    expect(retryDelay(7, () => 0.5)).toBe(DEFAULT_BACKOFF.maxMs)
    expect(retryDelay(30, () => 1)).toBe(DEFAULT_BACKOFF.maxMs)
    expect(retryDelay(30, () => 0)).toBe(0.8 * DEFAULT_BACKOFF.maxMs)
  })

  it('back online: retryNow forgets the backoff and sends at once', async () => {
    const storage = createMemoryQueueStorage([use(1)])
    const sender = scriptedSender({ 'key-1-0123456789': [{ kind: 'unreachable' }, { kind: 'unreachable' }] })
    const { queue, timers } = makeQueue({ storage, send: sender.send })
    await queue.drain()
    expect(timers.armed()).toEqual([5_000])
    await queue.retryNow()
    expect(timers.armed()).toEqual([5_000]) // failed again: the backoff restarted from 5 s
    await queue.retryNow()
    expect(timers.armed()).toEqual([])
    expect(await storage.load()).toEqual([])
  })

  it('drops a use the server refuses (409, 404) with its message, and goes on with the next', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2), use(3)])
    const sender = scriptedSender({
      'key-1-0123456789': [{ kind: 'refused', status: 409, message: 'This card has already been used.' }],
      'key-2-0123456789': [{ kind: 'refused', status: 404, message: 'This card is not in your collection.' }],
    })
    const { queue, timers, events } = makeQueue({ storage, send: sender.send })

    const result = await queue.drain()

    expect(result.refused.map(({ item, status, message }) => [item.transactionId, status, message])).toEqual([
      ['tx-1', 409, 'This card has already been used.'],
      ['tx-2', 404, 'This card is not in your collection.'],
    ])
    expect(result.sent.map((item) => item.transactionId)).toEqual(['tx-3'])
    expect(await storage.load()).toEqual([])
    expect(timers.armed()).toEqual([])
    // Told once, for both, so that My Cards refetches what the server now says.
    expect(events).toContain('refused:drain:tx-1,tx-2')
  })

  it('keeps a use refused inside a cooldown in its place, and tries it again on the timer', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2)])
    const cooldown: SendOutcome = {
      kind: 'refused',
      status: 429,
      message: 'Wait 30 s.',
      retryAfterSeconds: 30,
    }
    const sender = scriptedSender({ 'key-1-0123456789': [cooldown] })
    const { queue, timers } = makeQueue({ storage, send: sender.send })

    const result = await queue.drain()
    expect(result).toMatchObject({ held: 'unreachable', refused: [], sent: [] })
    expect(await keysOf(storage)).toEqual(['key-1-0123456789', 'key-2-0123456789'])
    expect(timers.armed()).toEqual([DEFAULT_BACKOFF.initialMs])

    timers.fire()
    await queue.drain()
    expect(await storage.load()).toEqual([])
  })

  it('holds every use on 401 until a session appears, without retrying on a timer', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2)])
    const sender = scriptedSender({ 'key-1-0123456789': [{ kind: 'unauthorized' }] })
    const { queue, timers, state } = makeQueue({ storage, send: sender.send })

    expect((await queue.drain()).held).toBe('unauthorized')
    expect(sender.calls).toEqual(['key-1-0123456789'])
    expect(await keysOf(storage)).toEqual(['key-1-0123456789', 'key-2-0123456789'])
    expect(timers.armed()).toEqual([])

    // The expired session is cleared, then the user logs in again.
    state.user = null
    await queue.drain()
    state.user = ALICE
    const result = await queue.retryNow()
    expect(result.sent.map((item) => item.transactionId)).toEqual(['tx-1', 'tx-2'])
    expect(await storage.load()).toEqual([])
  })
})

describe('one drain at a time', () => {
  it('two tabs draining at once send each use once (the lock, and a fresh read inside it)', async () => {
    const storage = createMemoryQueueStorage([use(1), use(2), use(3)])
    const lock: QueueLock = createLocalLock() // stands for navigator.locks, shared by the two tabs
    const sender = scriptedSender({}, 5)
    const tabA = makeQueue({ storage, lock, send: sender.send }).queue
    const tabB = makeQueue({ storage, lock, send: sender.send }).queue

    const [a, b] = await Promise.all([tabA.drain(), tabB.drain()])

    expect(sender.calls.sort()).toEqual(['key-1-0123456789', 'key-2-0123456789', 'key-3-0123456789'])
    expect(a.sent.length + b.sent.length).toBe(3)
    expect(await storage.load()).toEqual([])
  })

  it('drains asked for while one runs in the same tab share it', async () => {
    const storage = createMemoryQueueStorage([use(1)])
    const sender = scriptedSender({}, 5)
    const { queue } = makeQueue({ storage, send: sender.send })
    await Promise.all([queue.drain(), queue.drain(), queue.retryNow()])
    expect(sender.calls).toEqual(['key-1-0123456789'])
  })

  it('the local lock runs tasks one after another, even after a failure', async () => {
    const lock = createLocalLock()
    const order: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        order.push(`start ${name}`)
        await new Promise((resolve) => setTimeout(resolve, 2))
        order.push(`end ${name}`)
        if (fail) throw new Error(name)
      }
    await Promise.allSettled([lock(task('a', true)), lock(task('b'))])
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b'])
  })
})

describe("'Use Now'", () => {
  it('sends at once when online and stores nothing', async () => {
    const storage = createMemoryQueueStorage()
    const sender = scriptedSender()
    const { queue, events } = makeQueue({ storage, send: sender.send })
    expect(await queue.use({ cardId: 'card-1', transactionId: 'tx-1' })).toBe('sent')
    expect(sender.calls).toEqual(['made-at-use-now-0001'])
    expect(await storage.load()).toEqual([])
    expect(events).toEqual(['sent:direct:tx-1'])
  })

  it('queues when offline, with the key made at the press, and sends it back online', async () => {
    const storage = createMemoryQueueStorage()
    const sender = scriptedSender()
    const { queue, state } = makeQueue({ storage, send: sender.send })
    state.online = false
    expect(await queue.use({ cardId: 'card-1', transactionId: 'tx-1', idempotencyKey: 'pressed-0123' })).toBe(
      'queued',
    )
    expect(sender.calls).toEqual([])
    expect(await storage.load()).toEqual([
      {
        cardId: 'card-1',
        transactionId: 'tx-1',
        idempotencyKey: 'pressed-0123',
        ownerId: ALICE,
        queuedAt: 5_000,
      },
    ])
    state.online = true
    await queue.retryNow()
    expect(sender.calls).toEqual(['pressed-0123'])
  })

  it('queues when the network fails mid-call, and retries on a timer', async () => {
    const storage = createMemoryQueueStorage()
    const sender = scriptedSender({ 'made-at-use-now-0001': [{ kind: 'unreachable' }] })
    const { queue, timers } = makeQueue({ storage, send: sender.send })
    expect(await queue.use({ cardId: 'card-1', transactionId: 'tx-1' })).toBe('queued')
    expect(await keysOf(storage)).toEqual(['made-at-use-now-0001'])
    expect(timers.armed()).toEqual([5_000])
    timers.fire()
    await queue.drain()
    expect(sender.calls).toEqual(['made-at-use-now-0001', 'made-at-use-now-0001'])
    expect(await storage.load()).toEqual([])
  })

  it('rejects with the server’s message when it refuses the use', async () => {
    const storage = createMemoryQueueStorage()
    const sender = scriptedSender({
      'made-at-use-now-0001': [{ kind: 'refused', status: 409, message: 'This card has already been used.' }],
    })
    const { queue, events } = makeQueue({ storage, send: sender.send })
    const attempt = queue.use({ cardId: 'card-1', transactionId: 'tx-1' })
    await expect(attempt).rejects.toBeInstanceOf(CardUseRefusedError)
    await expect(attempt).rejects.toMatchObject({ status: 409, message: 'This card has already been used.' })
    expect(await storage.load()).toEqual([])
    expect(events).toEqual(['refused:direct:tx-1'])
  })

  it("answers the server's message of a use sent at once, and a cooldown's seconds when refused", async () => {
    const storage = createMemoryQueueStorage()
    const sender = scriptedSender({
      'made-at-use-now-0001': [
        { kind: 'sent', message: "Sent for the streamer's approval." },
        { kind: 'refused', status: 429, message: 'Wait 30 s.', retryAfterSeconds: 30 },
      ],
    })
    const { queue } = makeQueue({ storage, send: sender.send })
    expect(await queue.submit({ cardId: 'card-1', transactionId: 'tx-1' })).toEqual({
      kind: 'sent',
      message: "Sent for the streamer's approval.",
    })
    await expect(queue.submit({ cardId: 'card-2', transactionId: 'tx-2' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    })
    expect(await storage.load()).toEqual([])
  })

  it('a second press while the first use waits sends nothing more', async () => {
    const storage = createMemoryQueueStorage([use(1)])
    const sender = scriptedSender()
    const { queue } = makeQueue({ storage, send: sender.send })
    expect(await queue.use({ cardId: 'card-1', transactionId: 'tx-1' })).toBe('queued')
    expect(sender.calls).toEqual([])
    expect(await keysOf(storage)).toEqual(['key-1-0123456789'])
  })
})
