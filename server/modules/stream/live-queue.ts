import { addSeconds, differenceInMilliseconds, subMinutes } from 'date-fns'
import type { Kysely } from 'kysely'
import {
  ALERT_GAP_SECONDS,
  givesBackByDefault,
  type OverlayControlAction,
  SHOW_REPORT_GRACE_SECONDS,
  type StreamQueue,
  type StreamUse,
  streamMessages,
} from '../../../contract/stream'
import type { SubscriberBadge } from '../../../contract/subscriber-badge'
import type { AppServices } from '../../app-services'
import { lockedTransaction } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { CardRow } from '../../db/schema-marketplace'
import type { StreamUseRow } from '../../db/schema-stream'
import { RefusalError } from '../../errors'
import { subscriberBadgesOf } from '../catalogue'
import type { BusChange, OverlayBus, StoredOverlayEvent } from '../realtime'
import {
  createOverlayEventsRepository,
  createStreamSettingsRepository,
  createViewerApprovalsRepository,
  nameOnStream,
} from '../realtime'
import {
  createLineRepository,
  type LineState,
  type NextInLine,
  type SendChange,
  type ShownChange,
} from './line-repository'
import { createStreamUsesRepository, statusOfUse } from './stream-uses-repository'
import { mailUseNotices, type UseMailServices, type UseNotice } from './use-mail'
import { pushAboutUse, pushUseEffectsWithin } from './use-pushes'

// The streamer's live queue and its delivery (docs/stream-control.md): a use
// waits in line until an overlay of the streamer is connected and not paused; then the first in line
// is sent, one at a time; it is shown only when an overlay reports it on screen, which lets the next
// go. A sent card nobody reports goes back to the front once, then to its viewer; a card that waited
// for an absent stream longer than the streamer allows goes back to its viewer.

/**
 * What the queue uses: the stream's uses and settings as decorated, and `db` to open its transactions
 * (their repositories are made on them) and for the catalogue's subscriberBadgesOf, which takes it.
 */
type QueueContext = Pick<
  AppServices,
  'db' | 'database' | 'clock' | 'overlayBus' | 'streamUses' | 'streamSettings' | 'push'
> &
  UseMailServices

/** What a queue action did: the overlay events to announce and who to tell, after the commit. */
export interface QueueEffects {
  eventIds: number[]
  viewers: string[]
  /** Events held as stored (delivered here without reading them back). */
  events: StoredOverlayEvent[]
  /** Events whose statement already told every instance (line-repository.ts `write`). */
  told: number[]
  /** Uses sent back or skipped, by id, mailed to their viewers after the commit (use-mail.ts). */
  notices: Map<string, UseNotice>
  /** The use an overlay's report put on screen just now (its viewer is pushed 'on stream now'). */
  shownUse?: StreamUseRow
  /** Uses the streamer approved: their viewers are pushed in the transaction (use-pushes.ts). */
  approved: StreamUseRow[]
  /** Pushes were written in the transaction: sent at once after the commit. */
  pushed?: boolean
  /**
   * Until when the move left a card on its way to the screen (the earliest report deadline of the
   * cards sent and not yet reported), or undefined when it left none: see `advanceSoon`.
   */
  onItsWayUntil?: number
}

const noEffects = (): QueueEffects => ({
  eventIds: [],
  viewers: [],
  events: [],
  told: [],
  notices: new Map(),
  approved: [],
})

/** A refusal of a queue action: the error handler (server/plugins/errors.ts) answers it as its 4xx. */
export class QueueRefusal extends RefusalError {
  constructor(statusCode: 403 | 404 | 409, message: string) {
    super(statusCode, message)
    this.name = 'QueueRefusal'
  }
}

/** The viewers the first places of a line belong to: a card shown moves each of them up. */
const PLACES_TOLD = 10

export function toStreamUse(
  row: StreamUseRow,
  card: CardRow | undefined,
  now: Date,
  place: number | null = null,
  subscriber: SubscriberBadge | null = null,
  paid = false,
): StreamUse {
  return {
    id: row.id,
    cardId: row.card_id,
    transactionId: row.purchase_id,
    cardTitle: card?.title ?? row.title,
    title: row.title,
    description: row.description,
    imageUrl: card?.image_url ?? '',
    rarity: card?.rarity ?? 'Common',
    duration: card?.duration_seconds ?? 10,
    sound: (card?.sound as StreamUse['sound']) ?? null,
    viewer: row.viewer_name,
    subscriber,
    viewerText: row.viewer_text === 1,
    flag: row.flag,
    status: statusOfUse(row, now),
    place,
    sent: row.status === 'sent',
    reason: row.reason,
    paid,
    createdAt: row.created_at,
    shownAt: row.shown_at,
    startsAt: row.status === 'queued' ? null : row.starts_at,
    endsAt: row.status === 'queued' ? null : row.ends_at,
  }
}

/** A control event for the streamer's overlays (pause, resume, skip, drop), stored like any event. */
async function storeControl(
  trx: Kysely<Database>,
  streamerId: string,
  action: OverlayControlAction,
  eventIds: number[],
) {
  // Under the line's lock already (every caller runs in `run`): ids commit in order.
  return createOverlayEventsRepository(trx).insertControl(streamerId, { action, eventIds })
}

/**
 * Puts a sent use back in line, at the front: its overlay event is deleted, so that no overlay
 * replays it (the overlays that have it get a drop); it goes out again as a new event.
 */
async function backInLine(trx: Kysely<Database>, use: StreamUseRow, changes: Partial<StreamUseRow> = {}) {
  if (use.event_id !== null) await createOverlayEventsRepository(trx).delete(use.event_id)
  await createStreamUsesRepository(trx).update(use.id, {
    status: 'queued',
    front: 1,
    event_id: null,
    sent_at: null,
    starts_at: null,
    ends_at: null,
    ...changes,
  })
}

/**
 * Gives the purchase back unused, and marks the use returned with the reason (and `changes`); its
 * viewer is mailed after the commit (`notices`: null for a viewer's own withdrawal, which is not).
 */
async function returnUse(
  trx: Kysely<Database>,
  use: StreamUseRow,
  reason: string,
  now: Date,
  notices: QueueEffects['notices'] | null,
  kind: 'rejected' | 'returned' = 'returned',
  changes: Partial<StreamUseRow> = {},
) {
  const uses = createStreamUsesRepository(trx)
  await uses.update(use.id, { ...changes, status: 'rejected', reason, decided_at: now.toISOString() })
  await uses.markPurchaseUnused(use.purchase_id)
  // The streamer's own use (a battle's forfeit) has no viewer to tell: the Live page shows it.
  if (use.viewer_id !== use.streamer_id) notices?.set(use.id, { use, kind, reason })
}

/** When a card sent with a slot ending at `endsAt` is overdue if not reported (NaN without one). */
const reportDeadline = (endsAt: string | null) =>
  endsAt === null ? Number.NaN : addSeconds(new Date(endsAt), SHOW_REPORT_GRACE_SECONDS).getTime()

/** Sent, and not reported on screen within its slot and the grace. */
const reportOverdue = (use: StreamUseRow, now: Date) =>
  use.status === 'sent' && reportDeadline(use.ends_at) <= now.getTime()

/**
 * Moves the streamer's line on, inside the caller's transaction under the line's lock: a sent card
 * overdue goes back to the front once, then to its viewer; while the stream is off, a card that
 * waited too long goes back to its viewer; while it is on and nothing is sent, the first is sent.
 * `connected`: an overlay of the streamer is open on some instance (asked before the transaction).
 * `report`: an overlay reported this event on screen; its use is shown from now, in the same write
 * as the card that it lets go. One read of the line and one write (line-repository.ts) on the way of a
 * flash; the returns and drops above are the rare way, with statements of their own.
 */
export async function moveOn(
  overlayBus: Pick<OverlayBus, 'storedHere'>,
  trx: Kysely<Database>,
  streamerId: string,
  now: Date,
  connected: boolean,
  effects: QueueEffects,
  report?: { eventId: number },
): Promise<string | undefined> {
  const lines = createLineRepository(trx)
  let line = await lines.read(streamerId, now, { reportedEventId: report?.eventId })
  let shown: ShownChange | undefined
  let shownAt: string | undefined
  if (report) {
    const use = line.reported?.use
    if (!use) throw new QueueRefusal(404, streamMessages.eventNotFound)
    if ((use.status === 'shown' || use.status === 'skipped') && use.shown_at) shownAt = use.shown_at
    else if (use.status !== 'sent') throw new QueueRefusal(409, streamMessages.useReturned)
    else {
      shownAt = now.toISOString()
      const endsAt = addSeconds(now, line.reported?.duration ?? 0).toISOString()
      shown = { useId: use.id, shownAt, endsAt }
      effects.shownUse = use
      effects.viewers.push(use.viewer_id, ...line.front)
    }
  }
  const live = connected && !line.paused
  const dropped: number[] = []
  let moved = false
  /** The report deadlines of the cards on their way (sent, not overdue). */
  const deadlines: number[] = []
  for (const use of line.sent) {
    if (use.id === shown?.useId) continue
    if (!reportOverdue(use, now)) {
      deadlines.push(reportDeadline(use.ends_at))
      continue
    }
    if (use.attempts === 0) await backInLine(trx, use, { attempts: 1 })
    else await returnUse(trx, use, streamMessages.notShownReason, now, effects.notices)
    if (use.event_id !== null) dropped.push(use.event_id)
    effects.viewers.push(use.viewer_id)
    moved = true
  }
  const onItsWay = deadlines.length > 0
  if (!live && line.maxWaitMinutes > 0 && line.first) {
    const cutoff = subMinutes(now, line.maxWaitMinutes).toISOString()
    for (const use of await createStreamUsesRepository(trx).waitingSince(streamerId, cutoff)) {
      await returnUse(trx, use, streamMessages.offlineReason, now, effects.notices)
      effects.viewers.push(use.viewer_id)
      moved = true
    }
  }
  if (dropped.length > 0) effects.eventIds.push(await storeControl(trx, streamerId, 'drop', dropped))
  // One card at a time: the next is sent once the overlay reported the one on its way.
  if (moved && live && !onItsWay) line = { ...line, first: (await lines.read(streamerId, now)).first }
  const next = live && !onItsWay ? line.first : undefined
  const send = next && sendOf(next, line, shown, now)
  const event = await lines.write(streamerId, now, { shown, send })
  if (send) deadlines.push(reportDeadline(send.slot.ends_at))
  effects.onItsWayUntil = deadlines.length > 0 ? Math.min(...deadlines) : undefined
  if (event && next) {
    overlayBus.storedHere(event)
    effects.eventIds.push(event.id)
    effects.events.push(event)
    effects.told.push(event.id)
    effects.viewers.push(next.use.viewer_id)
  }
  return shownAt
}

/** When a card of `seconds` should show: after the last slot and a short gap, or now. */
function slotAfter(lastEnd: string | undefined, gapSeconds: number, seconds: number, now: Date) {
  const after = lastEnd ? addSeconds(new Date(lastEnd), gapSeconds) : now
  const start = after > now ? after : now
  return { starts_at: start.toISOString(), ends_at: addSeconds(start, seconds).toISOString() }
}

/** The overlay event that shows the next use, and its slot: after the last one given out. */
function sendOf(next: NextInLine, line: LineState, shown: ShownChange | undefined, now: Date): SendChange {
  const { use, card, badge, approved } = next
  const lastEnd = [line.lastSlotEnd, shown?.endsAt]
    .filter((end) => end !== undefined)
    .sort()
    .at(-1)
  return {
    use,
    slot: slotAfter(lastEnd, ALERT_GAP_SECONDS, card.duration, now),
    card: {
      kind: 'card',
      cardId: use.card_id,
      title: use.title,
      description: use.description,
      imageUrl: card.imageUrl,
      rarity: card.rarity,
      duration: card.duration,
      usedBy: nameOnStream({ username: use.viewer_name, approved }, line),
      subscriber: badge,
      sound: card.sound,
      volume: line.volume,
    },
  }
}

/** What a move of the line tells: its events to the overlays, then the streamer's and viewers' pages. */
export function queueChange(streamerId: string, effects: QueueEffects): BusChange {
  return {
    eventIds: effects.eventIds,
    events: effects.events,
    signals: [
      { userIds: [streamerId], topic: 'queue' },
      { userIds: [...new Set(effects.viewers)], topic: 'uses' },
    ],
  }
}

/** The viewers with a place near the front of the streamer's line (a change moves them up). */
const viewersInFront = (trx: Kysely<Database>, streamerId: string) =>
  createStreamUsesRepository(trx).viewersInFront(streamerId, PLACES_TOLD)

/**
 * The streamer's live queue: every action runs in one transaction under the streamer's lock, moves
 * the line on, then announces its overlay events and tells the Live page and the viewers concerned.
 */
export function createLiveQueue(deps: QueueContext) {
  const { db, database, clock, overlayBus, streamUses, streamSettings, push } = deps

  /**
   * 'Your card is on stream now', written after the report's commit in a transaction of its own: the
   * line's lock is never held for a viewer's devices (a flash reports a card every few seconds), and
   * a report is never refused for a push. A second write of one use's push is nothing (the outbox is
   * unique by kind, event and device); a server that dies between the two commits loses that push.
   */
  async function pushOnStream(use: StreamUseRow): Promise<void> {
    try {
      await pushAboutUse(push, use, { kind: 'on-stream' })
    } catch (error) {
      deps.log.warn({ err: error, useId: use.id }, 'on-stream push not written')
    }
  }

  /** Whether an overlay of the streamer is open on any instance (presence, shared on PostgreSQL). */
  const isConnected = (streamerId: string) => overlayBus.isConnected(streamerId)

  /**
   * Each line's card on its way to the screen, as this instance's last move of it left it (the
   * time its report is due), and the moves of each line under way here: see `advanceSoon`.
   */
  const onItsWayUntil = new Map<string, number>()
  const movesHere = new Map<string, number>()

  /**
   * A move of the line: `work` in a transaction under the line's lock, whose events and pushes are
   * written with its commit; what it left on its way is kept once committed (`cardOnItsWay`).
   */
  async function moving<T>(
    streamerId: string,
    effects: QueueEffects,
    work: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    movesHere.set(streamerId, (movesHere.get(streamerId) ?? 0) + 1)
    let committed = false
    try {
      const value = await lockedTransaction(db, [{ line: streamerId }], async (trx) => {
        const value = await work(trx)
        await tellWithin(trx, effects)
        await pushWithin(trx, effects)
        return value
      })
      committed = true
      return value
    } finally {
      const left = (movesHere.get(streamerId) ?? 1) - 1
      if (left > 0) movesHere.set(streamerId, left)
      else movesHere.delete(streamerId)
      const until = committed ? effects.onItsWayUntil : undefined
      if (until === undefined) onItsWayUntil.delete(streamerId)
      else onItsWayUntil.set(streamerId, until)
    }
  }

  /**
   * Whether a move of the line now could send nothing: this instance's last move left a card on its
   * way whose report is not yet due, and no move is under way here (it might find the line changed).
   */
  const cardOnItsWay = (streamerId: string) =>
    !movesHere.has(streamerId) && (onItsWayUntil.get(streamerId) ?? 0) > clock.now().getTime()

  async function run<T>(
    streamerId: string,
    work: (trx: Kysely<Database>, now: Date, effects: QueueEffects) => Promise<T>,
  ): Promise<T> {
    const effects = noEffects()
    const connected = await isConnected(streamerId)
    const value = await moving(streamerId, effects, async (trx) => {
      const now = clock.now()
      const value = await work(trx, now, effects)
      await moveOn(overlayBus, trx, streamerId, now, connected, effects)
      return value
    })
    await tellAfter(streamerId, effects)
    if (effects.pushed) push.sendSoon()
    await mailUseNotices(deps, effects.notices.values())
    return value
  }

  /**
   * The pushes of what the action decided and sent back, written with its commit (use-pushes.ts):
   * none on a flash's way, where nothing is decided nor sent back.
   */
  async function pushWithin(trx: Kysely<Database>, effects: QueueEffects) {
    if (effects.approved.length === 0 && effects.notices.size === 0) return
    effects.pushed = await pushUseEffectsWithin(push, trx, {
      approved: effects.approved,
      notices: effects.notices.values(),
    })
  }

  /** The events not yet told go with the commit (overlay/bus.ts `notifyWithin`). */
  const tellWithin = (trx: Kysely<Database>, effects: QueueEffects) =>
    overlayBus.notifyWithin(trx, {
      eventIds: effects.eventIds.filter((id) => !effects.told.includes(id)),
      signals: [],
    })

  /** After the commit: this instance's overlays get the events, the pages hear of the change. */
  async function tellAfter(streamerId: string, effects: QueueEffects) {
    const change = queueChange(streamerId, effects)
    await overlayBus.deliverHere({ ...change, signals: [] })
    for (const { userIds, topic } of change.signals) overlayBus.signalSoon(userIds, topic)
  }

  /** Moves the line on: after an overlay connects, and on the sweep (deadlines, long waits). */
  const advance = (streamerId: string) => run(streamerId, async () => undefined)

  /**
   * `advance`, coalesced per streamer on this instance: a caller joins the run that starts after the
   * one under way, so a burst of uses (use-card.ts wakes the line after each) costs a run under way
   * and one after it, not one each. And none while a card is on its way to the screen
   * (`cardOnItsWay`): one card goes at a time, so such a move could send nothing, and in a flash the
   * line is busy nearly always. The overlay's report moves the line then (it sends the next card), or
   * once the report is overdue a use or the sweep does. A move on another instance can leave this
   * one's view behind (a report there that found the line empty): then the sweep sends a use within
   * DELIVERY_SWEEP_SECONDS.
   */
  const nextRuns = new Map<string, Promise<void>>()
  const runsUnderWay = new Map<string, Promise<void>>()
  function advanceSoon(streamerId: string): Promise<void> {
    const waiting = nextRuns.get(streamerId)
    if (waiting) return waiting
    const start = (): Promise<void> => {
      nextRuns.delete(streamerId)
      if (cardOnItsWay(streamerId)) return Promise.resolve()
      const running = advance(streamerId).finally(() => {
        if (runsUnderWay.get(streamerId) === running) runsUnderWay.delete(streamerId)
      })
      runsUnderWay.set(streamerId, running)
      return running
    }
    const underWay = runsUnderWay.get(streamerId)
    if (!underWay) return start()
    const next = underWay.then(start, start)
    nextRuns.set(streamerId, next)
    return next
  }

  /** The streamer's own use, or a refusal (another streamer's use is 403, an unknown id 404). */
  async function ownUse(trx: Kysely<Database>, streamerId: string, useId: string) {
    const use = await createStreamUsesRepository(trx).byId(useId)
    if (!use) throw new QueueRefusal(404, streamMessages.useNotFound)
    if (use.streamer_id !== streamerId) throw new QueueRefusal(403, streamMessages.useNotFound)
    return use
  }

  return {
    isConnected,

    /** Of these streamers, those whose stream is on now (an overlay connected, not paused). */
    async liveStreamers(streamerIds: string[]): Promise<Set<string>> {
      const ids = [...new Set(streamerIds)]
      const [connected, paused] = await Promise.all([
        overlayBus.connectedAmong(ids),
        streamSettings.pausedAmong(ids),
      ])
      return new Set(ids.filter((id) => connected.has(id) && !paused.has(id)))
    },

    async read(streamerId: string): Promise<StreamQueue> {
      const uses = streamUses
      const now = clock.now()
      const [control, line, held, history, showing, connected] = await Promise.all([
        streamSettings.get(streamerId),
        uses.inLine(streamerId),
        uses.held(streamerId),
        uses.history(streamerId, now),
        uses.showing(streamerId, now),
        isConnected(streamerId),
      ])
      // The reads run side by side (on PostgreSQL, not in one snapshot): a use that moved on between
      // them would show twice. It shows once, in the later of its places (held, line, on screen,
      // history: the order a use goes through).
      const later = new Set([...history.map((row) => row.id)])
      const onScreen = showing && !later.has(showing.id) ? showing : undefined
      if (onScreen) later.add(onScreen.id)
      const inLine = line.filter((row) => !later.has(row.id))
      for (const row of inLine) later.add(row.id)
      const waiting = held.filter((row) => !later.has(row.id))
      const rows = [...inLine, ...waiting, ...history, ...(onScreen ? [onScreen] : [])]
      const cardIds = [...new Set(rows.map((row) => row.card_id))]
      const cards = new Map<string, CardRow>()
      if (cardIds.length > 0) {
        for (const card of await uses.cardsByIds(cardIds)) cards.set(card.id, card)
      }
      const [badges, paid] = await Promise.all([
        subscriberBadgesOf(
          db,
          streamerId,
          rows.map((row) => row.viewer_id),
          now,
        ),
        uses.paidAmong(rows.map((row) => row.purchase_id)),
      ])
      const view = (row: StreamUseRow, place: number | null = null) =>
        toStreamUse(
          row,
          cards.get(row.card_id),
          now,
          place,
          badges.get(row.viewer_id) ?? null,
          paid.has(row.purchase_id),
        )
      return {
        status: 'success',
        now: now.toISOString(),
        paused: control.paused,
        live: connected && !control.paused,
        showing: onScreen ? view(onScreen) : null,
        queue: inLine.map((row, index) => view(row, index + 1)),
        held: waiting.map((row) => view(row)),
        history: history.map((row) => view(row)),
      }
    },

    advance,
    advanceSoon,

    /** Resolves once no coalesced run of a line is under way or waiting (the server's close awaits it). */
    async settle(): Promise<void> {
      while (runsUnderWay.size > 0 || nextRuns.size > 0) {
        await Promise.allSettled([...runsUnderWay.values(), ...nextRuns.values()])
      }
    },

    /** An overlay reports a card on screen: the use is shown from now for its duration. */
    async reportShown(streamerId: string, eventId: number): Promise<string> {
      const effects = noEffects()
      const connected = await isConnected(streamerId)
      const shownAt = await moving(streamerId, effects, (trx) =>
        moveOn(overlayBus, trx, streamerId, clock.now(), connected, effects, { eventId }),
      )
      await tellAfter(streamerId, effects)
      if (effects.pushed) push.sendSoon()
      if (effects.shownUse) await pushOnStream(effects.shownUse)
      await mailUseNotices(deps, effects.notices.values())
      return shownAt ?? ''
    },

    approve: (streamerId: string, useId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        if (use.status !== 'held') throw new QueueRefusal(409, streamMessages.notHeld)
        await createStreamUsesRepository(trx).toBackOfLine(use.id, {
          status: 'queued',
          decided_at: now.toISOString(),
          waiting_since: now.toISOString(),
        })
        // Approved once, the viewer's name may show from now on ('approve' mode: moderation.ts).
        await createViewerApprovalsRepository(trx).record(streamerId, use.viewer_id, now)
        effects.approved.push(use)
        effects.viewers.push(use.viewer_id)
        return streamMessages.approved
      }),

    reject: (streamerId: string, useId: string, reason: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        if (!['held', 'queued', 'sent'].includes(use.status))
          throw new QueueRefusal(409, streamMessages.cannotReject)
        await returnUse(trx, use, reason, now, effects.notices, 'rejected')
        if (use.status === 'sent' && use.event_id !== null)
          effects.eventIds.push(await storeControl(trx, streamerId, 'drop', [use.event_id]))
        effects.viewers.push(use.viewer_id, ...(await viewersInFront(trx, streamerId)))
        return streamMessages.rejected
      }),

    /**
     * Ends what an overlay shows now; the card sent after it moves up by the time it had left. The
     * card goes back to its viewer, unused, when the streamer says so, or, when they do not say, when
     * it is paid and appeared at most SKIP_GIVE_BACK_SECONDS ago (`givesBackByDefault`); else it stays
     * used, marked skipped. `streamerName` names who skipped it in the returned use's reason.
     */
    skip: (streamerId: string, choice: { giveBack?: boolean; streamerName: string }) =>
      run(streamerId, async (trx, now, effects) => {
        const uses = createStreamUsesRepository(trx)
        const showing = await uses.showing(streamerId, now)
        if (!showing?.ends_at || showing.event_id === null)
          throw new QueueRefusal(409, streamMessages.nothingShowing)
        const saved = differenceInMilliseconds(new Date(showing.ends_at), now)
        const giveBack =
          choice.giveBack ??
          givesBackByDefault(
            { paid: await uses.isPaid(showing.purchase_id), shownAt: showing.shown_at },
            now.getTime(),
          )
        const ended = { ends_at: now.toISOString() }
        const skippedReason = streamMessages.skippedReason(choice.streamerName)
        if (giveBack) await returnUse(trx, showing, skippedReason, now, effects.notices, 'returned', ended)
        else {
          await uses.update(showing.id, { ...ended, status: 'skipped' })
          if (showing.viewer_id !== showing.streamer_id)
            effects.notices.set(showing.id, { use: showing, kind: 'skipped', reason: null })
        }
        for (const row of await uses.sent(streamerId)) {
          if (!row.starts_at || !row.ends_at) continue
          await uses.update(row.id, {
            starts_at: new Date(new Date(row.starts_at).getTime() - saved).toISOString(),
            ends_at: new Date(new Date(row.ends_at).getTime() - saved).toISOString(),
          })
        }
        effects.eventIds.push(await storeControl(trx, streamerId, 'skip', [showing.event_id]))
        effects.viewers.push(showing.viewer_id)
        return giveBack ? streamMessages.skippedGivenBack : streamMessages.skipped
      }),

    /** Puts a use that was shown back in line, to show once more. */
    replay: (streamerId: string, useId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const use = await ownUse(trx, streamerId, useId)
        if (statusOfUse(use, now) !== 'shown' && use.status !== 'skipped')
          throw new QueueRefusal(409, streamMessages.cannotReplay)
        await createStreamUsesRepository(trx).toBackOfLine(use.id, {
          status: 'queued',
          waiting_since: now.toISOString(),
          attempts: 0,
          front: 0,
          sent_at: null,
          shown_at: null,
          starts_at: null,
          ends_at: null,
        })
        effects.viewers.push(use.viewer_id)
        return streamMessages.replayed
      }),

    /** Nothing new starts until resume: the card sent and not yet shown goes back to the front. */
    pause: (streamerId: string) =>
      run(streamerId, async (trx, _now, effects) => {
        await createStreamSettingsRepository(trx).setPaused(streamerId, true)
        const uses = createStreamUsesRepository(trx)
        effects.eventIds.push(await storeControl(trx, streamerId, 'pause', []))
        const sent = await uses.sent(streamerId)
        for (const row of sent) await backInLine(trx, row)
        const dropped = sent.flatMap((row) => (row.event_id === null ? [] : [row.event_id]))
        if (dropped.length > 0) effects.eventIds.push(await storeControl(trx, streamerId, 'drop', dropped))
        return streamMessages.paused
      }),

    resume: (streamerId: string) =>
      run(streamerId, async (trx, _now, effects) => {
        await createStreamSettingsRepository(trx).setPaused(streamerId, false)
        effects.eventIds.push(await storeControl(trx, streamerId, 'resume', []))
        return streamMessages.resumed
      }),

    /** Returns every held and waiting use to its viewer; the overlays forget the one sent. */
    clear: (streamerId: string) =>
      run(streamerId, async (trx, now, effects) => {
        const uses = createStreamUsesRepository(trx)
        const line = await uses.inLine(streamerId)
        const cleared = [...(await uses.held(streamerId)), ...line]
        for (const use of cleared) {
          await returnUse(trx, use, streamMessages.clearedReason, now, effects.notices)
          effects.viewers.push(use.viewer_id)
        }
        const dropped = line.flatMap((row) =>
          row.status === 'sent' && row.event_id !== null ? [row.event_id] : [],
        )
        if (dropped.length > 0) effects.eventIds.push(await storeControl(trx, streamerId, 'drop', dropped))
        return streamMessages.cleared(cleared.length)
      }),

    /** The viewer takes back a use still waiting (for approval or for the stream). */
    async withdraw(viewerId: string, useId: string): Promise<string> {
      const found = await streamUses.byId(useId)
      if (!found || found.viewer_id !== viewerId) throw new QueueRefusal(404, streamMessages.useNotFound)
      return run(found.streamer_id, async (trx, now, effects) => {
        const use = await createStreamUsesRepository(trx).byId(useId)
        if (!use || (use.status !== 'held' && use.status !== 'queued'))
          throw new QueueRefusal(409, streamMessages.cannotWithdraw)
        // Their own doing: no mail.
        await returnUse(trx, use, streamMessages.withdrawnReason, now, null)
        effects.viewers.push(viewerId, ...(await viewersInFront(trx, use.streamer_id)))
        return streamMessages.withdrawn
      })
    },

    /** Moves on every line with cards in it (a deadline passed, a wait ran out, a stream came on). */
    async sweep(limit = 200): Promise<void> {
      for (const streamerId of await streamUses.streamersInLine(limit)) {
        // Alone on its database, this instance made every move of the line: a card it left on its
        // way is there until reported or due, and the line can wait for either. Instances that share
        // the database sweep every line: another's move may have left this one's view behind.
        if (!database.sharedByInstances && cardOnItsWay(streamerId)) continue
        await advance(streamerId)
      }
    },
  }
}

export type LiveQueue = ReturnType<typeof createLiveQueue>
