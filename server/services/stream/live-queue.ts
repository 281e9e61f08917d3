import { addSeconds, differenceInMilliseconds, max as latest } from 'date-fns'
import type { Kysely } from 'kysely'
import {
  ALERT_GAP_SECONDS,
  type OverlayControlAction,
  type StreamQueue,
  type StreamUse,
  streamMessages,
} from '../../../src/contract/stream'
import type { AppContext } from '../../context'
import { isPostgres } from '../../db/database'
import { createOverlayEventsRepository } from '../../db/overlay/events-repository'
import { createOverlayKeysRepository } from '../../db/overlay/keys-repository'
import { createPurchasesRepository } from '../../db/purchases-repository'
import type { Database } from '../../db/schema'
import type { CardRow } from '../../db/schema-marketplace'
import type { StreamUseRow } from '../../db/schema-stream'
import { createStreamSettingsRepository, type StreamControl } from '../../db/stream-settings-repository'
import { createStreamUsesRepository, statusOfUse } from '../../db/stream-uses-repository'
import { storeOverlayEvent } from '../overlay/bus'

type QueueContext = Pick<AppContext, 'db' | 'clock' | 'overlayBus' | 'cards'>

/** What a queue action did: the overlay events to announce and who to tell, after the commit. */
interface Effects {
  eventIds: number[]
  viewers: string[]
}

/** A refusal a route turns into a 4xx. */
export class QueueRefusal extends Error {
  constructor(
    readonly statusCode: 403 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

export function toStreamUse(row: StreamUseRow, card: CardRow | undefined, now: Date): StreamUse {
  return {
    id: row.id,
    cardId: row.card_id,
    transactionId: row.purchase_id,
    cardTitle: card?.title ?? row.title,
    title: row.title,
    description: row.description,
    imageUrl: card?.image_url ?? '',
    rarity: card?.rarity ?? 'Common',
    duration: Number(card?.duration_seconds ?? 10),
    sound: (card?.sound as StreamUse['sound']) ?? null,
    viewer: row.viewer_name,
    viewerText: Number(row.viewer_text) === 1,
    flag: row.flag,
    status: statusOfUse(row, now),
    reason: row.reason,
    createdAt: row.created_at,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }
}

/**
 * The next slot on the streamer's overlay for a card of `seconds`: after the last slot given out and
 * a short gap, or now if the overlay is idle. None while the overlay is paused.
 */
async function nextSlot(
  trx: Kysely<Database>,
  streamerId: string,
  seconds: number,
  now: Date,
  paused: boolean,
) {
  if (paused) return { starts_at: null, ends_at: null }
  const lastEnd = await createStreamUsesRepository(trx).lastSlotEnd(streamerId)
  const start = lastEnd ? latest([now, addSeconds(new Date(lastEnd), ALERT_GAP_SECONDS)]) : now
  return { starts_at: start.toISOString(), ends_at: addSeconds(start, seconds).toISOString() }
}

/** Stores the overlay event that shows the use, with its slot; returns the event id. */
export async function releaseUse(
  trx: Kysely<Database>,
  use: Pick<StreamUseRow, 'id' | 'streamer_id' | 'title' | 'description' | 'viewer_name'>,
  card: CardRow,
  control: StreamControl,
  now: Date,
): Promise<number> {
  const duration = Number(card.duration_seconds)
  const slot = await nextSlot(trx, use.streamer_id, duration, now, control.paused)
  const eventId = await storeOverlayEvent(trx, use.streamer_id, {
    kind: 'card',
    cardId: card.id,
    title: use.title,
    description: use.description,
    imageUrl: card.image_url,
    rarity: card.rarity,
    duration,
    usedBy: use.viewer_name,
    sound: card.sound,
    volume: control.volume,
  })
  await createStreamUsesRepository(trx).update(use.id, { status: 'queued', event_id: eventId, ...slot })
  return eventId
}

/** A control event for the streamer's overlays (pause, resume, skip, drop), stored like any event. */
async function storeControl(
  trx: Kysely<Database>,
  streamerId: string,
  action: OverlayControlAction,
  eventIds: number[],
) {
  // Under the key row lock, like every event of the streamer: ids commit in order (replay relies on it).
  if (isPostgres(trx)) await createOverlayKeysRepository(trx).lockForEvents(streamerId)
  return createOverlayEventsRepository(trx).insertControl(streamerId, { action, eventIds })
}

/** Gives the purchase back unused, and marks the use returned with the reason. */
async function returnUse(trx: Kysely<Database>, use: StreamUseRow, reason: string, now: Date) {
  await createStreamUsesRepository(trx).update(use.id, {
    status: 'rejected',
    reason,
    decided_at: now.toISOString(),
  })
  await createPurchasesRepository(trx).markUnused(use.purchase_id)
}

/**
 * The streamer's live queue: every action runs in one transaction under the streamer's lock, then
 * announces its overlay events and tells the Live page and the viewers concerned.
 */
export function createLiveQueue(ctx: QueueContext) {
  const { db, clock, overlayBus } = ctx

  async function run(
    streamerId: string,
    work: (trx: Kysely<Database>, now: Date, effects: Effects) => Promise<string>,
  ) {
    const effects: Effects = { eventIds: [], viewers: [] }
    const message = await db.transaction().execute(async (trx) => {
      await createStreamUsesRepository(trx).lockStreamer(streamerId)
      return work(trx, clock.now(), effects)
    })
    for (const eventId of effects.eventIds) await overlayBus.announce(eventId)
    await overlayBus.signal([streamerId], 'queue')
    if (effects.viewers.length > 0) await overlayBus.signal([...new Set(effects.viewers)], 'uses')
    return message
  }

  /** The streamer's own use, or a refusal (another streamer's use is 403, an unknown id 404). */
  async function ownUse(trx: Kysely<Database>, streamerId: string, useId: string) {
    const use = await createStreamUsesRepository(trx).byId(useId)
    if (!use) throw new QueueRefusal(404, streamMessages.useNotFound)
    if (use.streamer_id !== streamerId) throw new QueueRefusal(403, streamMessages.useNotFound)
    return use
  }

  async function cardOf(trx: Kysely<Database>, cardId: string): Promise<CardRow> {
    const card = await trx.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirst()
    if (!card) throw new QueueRefusal(404, streamMessages.useNotFound)
    return card
  }

  return {
    async read(streamerId: string): Promise<StreamQueue> {
      const uses = createStreamUsesRepository(db)
      const now = clock.now()
      const [control, open, held, history] = await Promise.all([
        createStreamSettingsRepository(db).get(streamerId),
        uses.notEnded(streamerId, now),
        uses.held(streamerId),
        uses.history(streamerId, now),
      ])
      const cardIds = [...new Set([...open, ...held, ...history].map((row) => row.card_id))]
      const cards = new Map<string, CardRow>()
      if (cardIds.length > 0) {
        for (const card of await db.selectFrom('cards').selectAll().where('id', 'in', cardIds).execute())
          cards.set(card.id, card)
      }
      const view = (row: StreamUseRow) => toStreamUse(row, cards.get(row.card_id), now)
      const showing = open.find((row) => statusOfUse(row, now) === 'showing')
      return {
        status: 'success',
        now: now.toISOString(),
        paused: control.paused,
        showing: showing ? view(showing) : null,
        queue: open.filter((row) => row !== showing).map(view),
        held: held.map(view),
        history: history.map(view),
      }
    },

    approve: (streamerId: string, useId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        if (use.status !== 'held') throw new QueueRefusal(409, streamMessages.notHeld)
        const control = await createStreamSettingsRepository(trx).get(streamerId)
        effects.eventIds.push(await releaseUse(trx, use, await cardOf(trx, use.card_id), control, now))
        await createStreamUsesRepository(trx).update(use.id, { decided_at: now.toISOString() })
        effects.viewers.push(use.viewer_id)
        return streamMessages.approved
      }),

    reject: (streamerId: string, useId: string, reason: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        const status = statusOfUse(use, now)
        if (status !== 'held' && status !== 'queued') throw new QueueRefusal(409, streamMessages.cannotReject)
        await returnUse(trx, use, reason, now)
        if (use.event_id !== null)
          effects.eventIds.push(await storeControl(trx, streamerId, 'drop', [Number(use.event_id)]))
        effects.viewers.push(use.viewer_id)
        return streamMessages.rejected
      }),

    /** Ends what is showing now; the uses after it move up by the time it had left. */
    skip: (streamerId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const uses = createStreamUsesRepository(trx)
        const open = await uses.notEnded(streamerId, now)
        const showing = open.find((row) => statusOfUse(row, now) === 'showing')
        if (!showing?.ends_at || showing.event_id === null)
          throw new QueueRefusal(409, streamMessages.nothingShowing)
        const saved = differenceInMilliseconds(new Date(showing.ends_at), now)
        await uses.update(showing.id, { ends_at: now.toISOString() })
        for (const row of open) {
          if (row === showing || !row.starts_at || !row.ends_at) continue
          await uses.update(row.id, {
            starts_at: new Date(new Date(row.starts_at).getTime() - saved).toISOString(),
            ends_at: new Date(new Date(row.ends_at).getTime() - saved).toISOString(),
          })
        }
        effects.eventIds.push(await storeControl(trx, streamerId, 'skip', [Number(showing.event_id)]))
        effects.viewers.push(showing.viewer_id)
        return streamMessages.skipped
      }),

    /** Shows a use that reached the overlay once more, as a new event at the end of the queue. */
    replay: (streamerId: string, useId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        if (statusOfUse(use, now) !== 'shown') throw new QueueRefusal(409, streamMessages.cannotReplay)
        const control = await createStreamSettingsRepository(trx).get(streamerId)
        effects.eventIds.push(await releaseUse(trx, use, await cardOf(trx, use.card_id), control, now))
        effects.viewers.push(use.viewer_id)
        return streamMessages.replayed
      }),

    /** Nothing new starts until resume: waiting uses give up their slots (what shows, finishes). */
    pause: (streamerId: string) =>
      run(streamerId, async (trx, now, effects) => {
        await createStreamSettingsRepository(trx).setPaused(streamerId, true)
        const uses = createStreamUsesRepository(trx)
        for (const row of await uses.notEnded(streamerId, now)) {
          if (statusOfUse(row, now) === 'queued')
            await uses.update(row.id, { starts_at: null, ends_at: null })
        }
        effects.eventIds.push(await storeControl(trx, streamerId, 'pause', []))
        return streamMessages.paused
      }),

    /** Waiting uses get slots again, in the order they were released. */
    resume: (streamerId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const control = await createStreamSettingsRepository(trx).setPaused(streamerId, false)
        const uses = createStreamUsesRepository(trx)
        const waiting = (await uses.notEnded(streamerId, now))
          .filter((row) => row.starts_at === null)
          .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
        for (const row of waiting) {
          const card = await cardOf(trx, row.card_id)
          const slot = await nextSlot(trx, streamerId, Number(card.duration_seconds), now, control.paused)
          await uses.update(row.id, slot)
        }
        effects.eventIds.push(await storeControl(trx, streamerId, 'resume', []))
        return streamMessages.resumed
      }),

    /** Returns every held and waiting use to its viewer; the overlay forgets the waiting ones. */
    clear: (streamerId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const uses = createStreamUsesRepository(trx)
        const waiting = (await uses.notEnded(streamerId, now)).filter(
          (row) => statusOfUse(row, now) === 'queued',
        )
        const cleared = [...(await uses.held(streamerId)), ...waiting]
        for (const use of cleared) {
          await returnUse(trx, use, streamMessages.clearedReason, now)
          effects.viewers.push(use.viewer_id)
        }
        const dropped = waiting.flatMap((row) => (row.event_id === null ? [] : [Number(row.event_id)]))
        if (dropped.length > 0) effects.eventIds.push(await storeControl(trx, streamerId, 'drop', dropped))
        return streamMessages.cleared(cleared.length)
      }),
  }
}

export type LiveQueue = ReturnType<typeof createLiveQueue>
