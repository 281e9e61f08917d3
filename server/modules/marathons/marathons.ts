import type { Kysely } from 'kysely'
import { ENDED_SHOWN_MS, type OverlayMarathonData, secondsForPaise } from '../../../contract/marathon-clock'
import {
  MARATHON_ADDITIONS_SHOWN,
  type Marathon,
  type MarathonCause,
  marathonMessages,
  type StartMarathonInput,
} from '../../../contract/marathons'
import { paiseToRupees } from '../../../contract/money'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { MarathonRow } from '../../db/schema-marathons'
import { RefusalError } from '../../errors'
import { createStreamSettingsRepository, nameOnStreamOf } from '../realtime'
import { createMarathonsRepository, type MarathonsRepository } from './marathons-repository'

// A streamer's marathon (docs/marathons.md): the server owns its end. Running, `ends_at` is the end;
// paused, `remaining_ms` is what it had left; every change reads and writes under the marathon's row
// lock, and the end never passes `cap_at`.

export function remainingMs(row: MarathonRow, now: Date): number {
  if (row.status === 'paused') return Math.max(0, row.remaining_ms ?? 0)
  if (row.status === 'running' && row.ends_at) return Math.max(0, Date.parse(row.ends_at) - now.getTime())
  return 0
}

/** The end a marathon running from `now` with `ms` left would have: never past its cap. */
function endFrom(row: Pick<MarathonRow, 'cap_at'>, now: Date, ms: number): Date {
  const end = now.getTime() + ms
  return new Date(row.cap_at ? Math.min(end, Date.parse(row.cap_at)) : end)
}

/** The marathon as its streamer reads it, with its latest additions (app.marathons outside a transaction). */
export async function marathonView(
  marathons: Pick<MarathonsRepository, 'latestAdditions' | 'addedSeconds'>,
  row: MarathonRow,
  now: Date,
): Promise<Marathon> {
  const [additions, addedSeconds] = await Promise.all([
    marathons.latestAdditions(row.id, MARATHON_ADDITIONS_SHOWN),
    marathons.addedSeconds(row.id),
  ])
  return {
    id: row.id,
    status: row.status,
    startedAt: row.started_at,
    endsAt: row.status === 'running' ? row.ends_at : null,
    remainingMs: remainingMs(row, now),
    capAt: row.cap_at,
    endedAt: row.ended_at,
    secondsPerRupee: row.seconds_per_rupee,
    secondsPerFreeUse: row.seconds_per_free_use,
    addedSeconds,
    additions: additions.map((addition) => ({
      id: addition.id,
      cause: addition.cause,
      seconds: addition.seconds,
      amount: paiseToRupees(addition.amount_paise),
      name: addition.name_on_stream,
      at: addition.created_at,
    })),
  }
}

/** What the overlay's timer shows of the streamer's marathon now (an ended one for a minute). */
export async function overlayMarathon(
  marathons: Pick<MarathonsRepository, 'latestOf'>,
  streamerId: string,
  now: Date,
): Promise<OverlayMarathonData['marathon']> {
  const row = await marathons.latestOf(streamerId)
  if (!row) return null
  // Counted from when the end was recorded (an ended row changes no more).
  if (row.status === 'ended' && now.getTime() - Date.parse(row.updated_at) > ENDED_SHOWN_MS) return null
  return {
    status: row.status,
    endsAt: row.status === 'running' ? row.ends_at : null,
    remainingMs: remainingMs(row, now),
  }
}

/** Starts the streamer's marathon, in the caller's transaction (its live row read under a lock). */
export async function startMarathon(
  trx: Kysely<Database>,
  streamerId: string,
  input: Required<StartMarathonInput>,
  now: Date,
): Promise<MarathonRow> {
  const marathons = createMarathonsRepository(trx)
  if (await marathons.liveOfForUpdate(streamerId))
    throw new RefusalError(409, marathonMessages.alreadyRunning)
  const at = now.toISOString()
  const row: MarathonRow = {
    id: newId(),
    streamer_id: streamerId,
    status: 'running',
    live: 1,
    started_at: at,
    ends_at: new Date(now.getTime() + input.startMinutes * 60_000).toISOString(),
    remaining_ms: null,
    cap_at: input.capHours ? new Date(now.getTime() + input.capHours * 3600_000).toISOString() : null,
    seconds_per_rupee: input.secondsPerRupee,
    seconds_per_free_use: input.secondsPerFreeUse,
    ended_at: null,
    created_at: at,
    updated_at: at,
  }
  try {
    await marathons.insert(row)
  } catch (error) {
    // Two starts at once: the unique index on the live marathon lets one through.
    if (isUniqueViolation(error)) throw new RefusalError(409, marathonMessages.alreadyRunning)
    throw error
  }
  return row
}

export type MarathonAction = 'pause' | 'resume' | 'end'

/**
 * Pause, resume or end the streamer's marathon `id`, in the caller's transaction. A running marathon
 * whose end has passed is ended whatever was asked (the sweep would have ended it).
 */
export async function changeMarathon(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  action: MarathonAction,
  now: Date,
): Promise<MarathonRow> {
  const marathons = createMarathonsRepository(trx)
  const row = await marathons.byIdForUpdate(id)
  if (!row) throw new RefusalError(404, marathonMessages.notFound)
  if (row.streamer_id !== streamerId) throw new RefusalError(403, marathonMessages.notYours)
  if (row.status === 'ended') throw new RefusalError(409, marathonMessages.alreadyEnded)
  const at = now.toISOString()
  const left = remainingMs(row, now)
  const ended: Partial<MarathonRow> = {
    status: 'ended',
    live: null,
    ends_at: row.status === 'running' && left === 0 ? row.ends_at : at,
    ended_at: row.status === 'running' && left === 0 ? row.ends_at : at,
    remaining_ms: 0,
    updated_at: at,
  }
  let changes: Partial<MarathonRow>
  if (action === 'end' || (row.status === 'running' && left === 0)) changes = ended
  else if (action === 'pause') {
    if (row.status !== 'running') throw new RefusalError(409, marathonMessages.notRunning)
    changes = { status: 'paused', ends_at: null, remaining_ms: left, updated_at: at }
  } else {
    if (row.status !== 'paused') throw new RefusalError(409, marathonMessages.notPaused)
    const end = endFrom(row, now, left)
    // Paused past its cap: nothing is left to run.
    changes =
      end.getTime() <= now.getTime()
        ? ended
        : { status: 'running', ends_at: end.toISOString(), remaining_ms: null, updated_at: at }
  }
  await marathons.update(row.id, changes)
  return { ...row, ...changes }
}

export interface MarathonContribution {
  streamerId: string
  cause: MarathonCause
  /** Unique per cause: a purchase or payment reported twice adds once. */
  sourceKey: string
  userId: string
  username: string
  /** What the viewer spent (0 for a free card used). */
  amountPaise: number
  now: Date
}

/** An addition to tell the overlay about (after the transaction commits). */
export interface MarathonAdded {
  streamerId: string
  seconds: number
  name: string | null
}

/**
 * Extends the streamer's running or paused marathon by what the contribution earns, in the caller's
 * transaction (the one that records the sale, charge or use): never past the cap, once per source.
 * Answers the addition, or undefined when there is no live marathon or it earned nothing.
 */
export async function addMarathonTime(
  trx: Kysely<Database>,
  contribution: MarathonContribution,
): Promise<MarathonAdded | undefined> {
  const { streamerId, cause, amountPaise, now } = contribution
  const marathons = createMarathonsRepository(trx)
  const row = await marathons.liveOfForUpdate(streamerId)
  if (!row) return undefined
  const left = remainingMs(row, now)
  // A running marathon past its end is over; the sweep ends it.
  if (left === 0) return undefined
  const earned =
    cause === 'free-use' ? row.seconds_per_free_use : secondsForPaise(amountPaise, row.seconds_per_rupee)
  if (earned <= 0) return undefined
  const before = now.getTime() + left
  const after = endFrom(row, now, left + earned * 1000).getTime()
  const seconds = Math.max(0, Math.floor((after - before) / 1000))
  const control = await createStreamSettingsRepository(trx).get(streamerId)
  const viewer = { id: contribution.userId, username: contribution.username }
  const name = await nameOnStreamOf(trx, streamerId, viewer, control)
  const added = await marathons.addOnce({
    id: newId(),
    marathon_id: row.id,
    source_key: contribution.sourceKey,
    cause,
    user_id: contribution.userId,
    name_on_stream: name,
    amount_paise: amountPaise,
    seconds,
    created_at: now.toISOString(),
  })
  if (!added || seconds === 0) return undefined
  const extended = before + seconds * 1000
  await marathons.update(
    row.id,
    row.status === 'running'
      ? { ends_at: new Date(extended).toISOString(), updated_at: now.toISOString() }
      : { remaining_ms: left + seconds * 1000, updated_at: now.toISOString() },
  )
  return { streamerId, seconds, name }
}
