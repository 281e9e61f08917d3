import { backoffDelay } from '../../../contract/backoff'

/** What the sender reads of a row: any outbox table with the mail outbox's claim columns will do. */
export interface OutboxRow {
  id: string
  attempts: number
  claimed_until: string | null
}

/** A row claimed by a sender until its `claimed_until`, under `token`. */
export interface Claim<Row extends OutboxRow> {
  row: Row
  token: string
}

/** The statements the sender needs of an outbox (mail-outbox-repository.ts is the model). */
export interface OutboxStore<Row extends OutboxRow> {
  due(now: Date, limit: number): Promise<string[]>
  nextDueAt(): Promise<Date | undefined>
  claim(id: string, now: Date, leaseUntil: Date): Promise<Claim<Row> | undefined>
  markSent(claim: Claim<Row>, now: Date): Promise<boolean>
  markFailed(claim: Claim<Row>, retryAt: Date, error: string): Promise<void>
  remove(claim: Claim<Row>): Promise<void>
  pruneSentBefore(before: Date): Promise<void>
}

// The sender of the mail outbox. A mail is written to the outbox claimed by the request
// that sends it, which tries it at once; if SMTP refuses it (down, unreachable, a 4xx), the row is
// released with a time for the next attempt, and this sender tries it again then, with a backoff that
// doubles up to a cap. It also sweeps, now and then, for rows of other instances and for claims that
// lapsed (a sender that died mid-send), so no mail is left behind. The push outbox
// (modules/push) is sent by the same sender.

export interface OutboxLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface OutboxSenderOptions<Row extends OutboxRow> {
  outbox: OutboxStore<Row>
  /** Hands the mail to SMTP; resolves once the server took it, rejects when it did not. */
  deliver(row: Row): Promise<void>
  /** What the log calls this outbox ('mail outbox'). */
  name?: string
  log: OutboxLog
  /** First retry after this long; each further one waits twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number
  retryMaxMs?: number
  /**
   * How long a claim holds: longer than the longest SMTP exchange (smtp-transport.ts: 10 s to
   * connect, 10 s for the greeting, 20 s of socket silence), so a live sender never loses its row.
   */
  leaseMs?: number
  /** The sweep for rows written by other instances or left by a sender that died. */
  pollMs?: number
}

const BATCH = 20
/** Sent mail is kept this long (without its body) as the record that it went. */
const KEEP_SENT_MS = 7 * 24 * 3600_000
const PRUNE_EVERY_MS = 3600_000
/** Timers never fire sooner than this after they are set: no busy loop on a clock edge. */
const MIN_WAIT_MS = 100

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

export function createOutboxSender<Row extends OutboxRow>(options: OutboxSenderOptions<Row>) {
  const { outbox, log } = options
  const name = options.name ?? 'mail outbox'
  const retryBaseMs = options.retryBaseMs ?? 1000
  const retryMaxMs = options.retryMaxMs ?? 120_000
  const leaseMs = options.leaseMs ?? 120_000
  const pollMs = options.pollMs ?? 30_000

  let started = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let wakeAt = Number.POSITIVE_INFINITY
  let running: Promise<void> | undefined
  let runAgain = false
  let lastPrune = 0

  /** The wait before attempt `attempts + 1`: doubling from the base, capped, ±20 % so retries spread. */
  const retryDelay = (attempts: number) =>
    backoffDelay(attempts - 1, { initialMs: retryBaseMs, maxMs: retryMaxMs, jitter: 0.2 })

  /** Wakes the sender at `at` (ms), unless it is already to wake sooner. */
  function wakeUpAt(at: number) {
    if (!started || stopped) return
    const when = Math.max(at, Date.now() + MIN_WAIT_MS)
    if (timer && wakeAt <= when) return
    if (timer) clearTimeout(timer)
    wakeAt = when
    timer = setTimeout(() => {
      timer = undefined
      wakeAt = Number.POSITIVE_INFINITY
      void sweep()
    }, when - Date.now())
    timer.unref()
  }

  /** Marks the claim sent, trying again while the claim holds should the database be away just then. */
  async function markSent(claim: Claim<Row>): Promise<void> {
    const lapses = Date.parse(claim.row.claimed_until ?? '') || Date.now() + leaseMs
    for (let wait = 500; ; wait *= 2) {
      try {
        if (!(await outbox.markSent(claim, new Date())))
          log.warn({ mailId: claim.row.id }, `${name}: sent, but the claim had lapsed`)
        return
      } catch (error) {
        if (stopped || Date.now() + wait >= lapses - 5000) {
          // Past the claim another sender may send it again: say so loudly.
          log.error({ err: error, mailId: claim.row.id }, `${name}: sent, but could not be marked sent`)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }

  /**
   * Tries the claimed mail once. Sent: marked sent, true. Not sent: when `keepOnFailure`, released for
   * the next attempt after the backoff; otherwise removed (the caller reports the failure). False.
   */
  async function attempt(claim: Claim<Row>, keepOnFailure = true): Promise<boolean> {
    try {
      await options.deliver(claim.row)
    } catch (error) {
      if (!keepOnFailure) {
        await outbox.remove(claim)
        throw error
      }
      const retryAt = Date.now() + retryDelay(claim.row.attempts)
      log.warn(
        { err: error, mailId: claim.row.id, attempts: claim.row.attempts, retryAt: new Date(retryAt) },
        `${name}: not sent, will try again`,
      )
      try {
        await outbox.markFailed(claim, new Date(retryAt), errorText(error))
      } catch (markError) {
        // The claim lapses on its own; a sweep picks the row up then.
        log.warn({ err: markError, mailId: claim.row.id }, `${name}: could not record the failed attempt`)
      }
      wakeUpAt(retryAt)
      return false
    }
    await markSent(claim)
    return true
  }

  /** Sends every due row it can claim, then sets the timer for the next one. */
  function sweep(): Promise<void> {
    if (running) {
      runAgain = true
      return running
    }
    running = (async () => {
      do {
        runAgain = false
        try {
          for (;;) {
            const ids = await outbox.due(new Date(), BATCH)
            for (const id of ids) {
              if (stopped) return
              const claim = await outbox.claim(id, new Date(), new Date(Date.now() + leaseMs))
              if (claim) await attempt(claim)
            }
            if (ids.length < BATCH) break
          }
          if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
            lastPrune = Date.now()
            await outbox.pruneSentBefore(new Date(Date.now() - KEEP_SENT_MS))
          }
          const next = await outbox.nextDueAt()
          if (next) wakeUpAt(next.getTime())
        } catch (error) {
          // The database is away, most likely: the poll below comes back.
          log.warn({ err: error }, `${name}: sweep failed`)
        }
      } while (runAgain && !stopped)
    })().finally(() => {
      running = undefined
      wakeUpAt(Date.now() + pollMs)
    })
    return running
  }

  return {
    attempt,
    /** Sends what is due now, without waiting for the timer: rows just committed go at once. */
    sendDue(): Promise<void> {
      return started && !stopped ? sweep() : Promise.resolve()
    },
    /** How long a claim taken now should hold. */
    leaseUntil: (now: Date) => new Date(now.getTime() + leaseMs),
    /** Starts sweeping (at once: rows left from before a restart go first). */
    start() {
      if (started || stopped) return
      started = true
      wakeUpAt(0)
    },
    /** Stops sweeping and waits for a sweep under way; a claim it held lapses and is taken over. */
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}

export type OutboxSender = ReturnType<typeof createOutboxSender<OutboxRow>>
