import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { OverlayChallengeRow } from '../../db/schema-overlay'
import { type OverlayBus, storeEvent } from './bus'
import { createOverlayChallengesRepository } from './challenges-repository'

// The free plan's timed challenge cards: one every interval, to every streamer's overlay. Slots are
// aligned to the interval from the Unix epoch, so every instance computes the same schedule; the
// first instance to claim a slot in the database broadcasts it.

/** Start of the slot that contains `now`. */
export const slotStart = (now: number, intervalMs: number) => Math.floor(now / intervalMs) * intervalMs

/** The challenge of a slot: the list in turn, by slot number since the epoch. */
export function challengeForSlot<T>(
  challenges: readonly T[],
  slotAt: number,
  intervalMs: number,
): T | undefined {
  if (challenges.length === 0) return undefined
  return challenges[Math.round(slotAt / intervalMs) % challenges.length]
}

/** A slot is broadcast only near its start: an instance starting mid-slot does not send it late. */
const LATE_LIMIT_MS = 60_000
const LIST_TTL_MS = 60_000

export interface ScheduleLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export function createChallengeSchedule(options: {
  db: Kysely<Database>
  bus: OverlayBus
  intervalMs: number
  log: ScheduleLog
}) {
  const { db, bus, intervalMs, log } = options
  const repository = createOverlayChallengesRepository(db)
  let cached: { list: OverlayChallengeRow[]; at: number } | undefined
  let timer: NodeJS.Timeout | undefined

  async function challenges(): Promise<OverlayChallengeRow[]> {
    const now = Date.now()
    if (!cached || now - cached.at > LIST_TTL_MS) cached = { list: await repository.list(), at: now }
    return cached.list
  }

  /** Broadcasts the slot's challenge unless another instance did; returns the event id when this one did. */
  async function broadcastSlot(slotAt: number): Promise<number | undefined> {
    const challenge = challengeForSlot(await challenges(), slotAt, intervalMs)
    if (!challenge) return undefined
    const eventId = await db.transaction().execute(async (trx) => {
      if (!(await createOverlayChallengesRepository(trx).claimSlot(new Date(slotAt)))) return undefined
      return storeEvent(trx, null, {
        kind: 'challenge',
        cardId: null,
        title: challenge.title,
        description: challenge.description,
        imageUrl: challenge.image_url,
        rarity: challenge.rarity,
        duration: challenge.duration_seconds,
        usedBy: null,
      })
    })
    if (eventId !== undefined) await bus.announce(eventId)
    return eventId
  }

  function scheduleNext() {
    const now = Date.now()
    // A little after the boundary, so that a timer firing early still lands in the new slot.
    const delay = slotStart(now, intervalMs) + intervalMs - now + 50
    timer = setTimeout(async () => {
      const slotAt = slotStart(Date.now(), intervalMs)
      if (Date.now() - slotAt <= LATE_LIMIT_MS) {
        try {
          const eventId = await broadcastSlot(slotAt)
          if (eventId !== undefined) log.info({ eventId, slotAt: new Date(slotAt) }, 'challenge broadcast')
        } catch (error) {
          log.error({ err: error }, 'challenge broadcast failed')
        }
      }
      if (timer) scheduleNext()
    }, delay).unref()
  }

  return {
    intervalMs,
    broadcastSlot,

    /** What the landing page counts down to. */
    async next(now = Date.now()) {
      const nextAt = slotStart(now, intervalMs) + intervalMs
      const challenge = challengeForSlot(await challenges(), nextAt, intervalMs)
      return {
        nextAt: new Date(nextAt).toISOString(),
        secondsLeft: Math.max(0, Math.ceil((nextAt - now) / 1000)),
        challenge: challenge ? { title: challenge.title, description: challenge.description } : null,
      }
    },

    start() {
      if (!timer) scheduleNext()
    },

    stop() {
      if (timer) clearTimeout(timer)
      timer = undefined
    },
  }
}

export type ChallengeSchedule = ReturnType<typeof createChallengeSchedule>
