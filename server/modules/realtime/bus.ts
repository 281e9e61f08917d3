import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { OverlayAuctionData } from '../../../contract/auctions'
import type { OverlayBattleData } from '../../../contract/battle-bar'
import type { OverlayCommunityData } from '../../../contract/community-progress'
import { MAX_CARD_DURATION_SECONDS } from '../../../contract/constants'
import { LOCALES, type Locale } from '../../../contract/locale'
import type { OverlayMarathonData } from '../../../contract/marathon-clock'
import type { OverlayEventKind as DataKind } from '../../../contract/overlay'
import { LIVE_UPDATE_TOPICS, type LiveUpdateTopic } from '../../../contract/stream'
import type { DatabaseHandle } from '../../db/database'
import { lockLine } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import type { UsersRepository } from '../accounts'
import type { SettingsRepository } from '../settings'
import { type BrandingResolver, createBrandingResolver } from './branding'
import {
  createOverlayEventsRepository,
  type OverlayEventKind,
  type OverlayEventPayload,
  type OverlayEventsRepository,
  REPLAY_PAGE,
  type StoredOverlayEvent,
} from './events-repository'
import { createOverlayHub } from './hub'
import type { OverlayKeysRepository } from './keys-repository'
import { type BusNotificationsRepository, createBusNotificationsRepository } from './notifications-repository'
import { auctionInLocale, communityInLocale, eventInLocale, marathonInLocale } from './overlay-language'
import { createPgTransport } from './pg-transport'
import { createOverlayPresence } from './presence'
import type { OverlayPresenceRepository } from './presence-repository'
import {
  auctionFrame,
  type Branding,
  controlFrame,
  cursorFrame,
  eventFrame,
  HEARTBEAT_FRAME,
  marathonFrame,
  type OverlayConnection,
  type OverlayEventData,
  REDRAWN_WIDGETS,
  type RedrawnWidget,
  type RedrawnWidgets,
  stateFrame,
  widgetFrame,
} from './sse'
import type { StreamSettingsRepository } from './stream-settings-repository'

/** What an overlay shows for one used card (or a test card, or a scheduled challenge). */
export interface OverlayCard extends OverlayEventPayload {
  kind: Exclude<OverlayEventKind, 'control'>
}

/** A card holds the stream for its duration: bounded, so that no event can stall the queue. */
const clampDuration = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(MAX_CARD_DURATION_SECONDS, Math.max(1, Math.round(seconds))) : 10

/** What an event row stores of a card: its payload, with the duration bounded. */
export function eventPayloadOf(card: OverlayCard): {
  kind: OverlayCard['kind']
  payload: OverlayEventPayload
} {
  const { kind, ...payload } = card
  return { kind, payload: { ...payload, duration: clampDuration(payload.duration) } }
}

/** Stores an event for everyone (streamerId null) or one streamer; the caller's transaction decides. */
export function storeEvent(db: Kysely<Database>, streamerId: string | null, card: OverlayCard) {
  const { kind, payload } = eventPayloadOf(card)
  return createOverlayEventsRepository(db).insert(streamerId, kind, payload)
}

/**
 * Stores an overlay event for the streamer inside the caller's transaction and returns its id.
 * The event is announced after that transaction commits (app.overlayBus.announce), or told within it
 * (app.overlayBus.notifyWithin).
 */
export async function storeOverlayEvent(
  db: Kysely<Database>,
  streamerId: string,
  card: OverlayCard,
): Promise<number> {
  await lockLine(db, streamerId)
  return storeEvent(db, streamerId, card)
}

/**
 * What the show draws and the bus carries: the modules above it (stream, marathons, auctions) tell the
 * bus how to read their part of an overlay, so it imports none of them (docs/architecture.md,
 * "Layers"). Until one is told, its part is empty: no widget, no card to replay.
 */
export interface ShowSources {
  /** The streamer's marathon timer now, or null (modules/marathons). */
  marathon(streamerId: string, now: Date): Promise<OverlayMarathonData['marathon']>
  /** The streamer's auction widget now, or null (modules/auctions). */
  auction(streamerId: string, now: Date): Promise<OverlayAuctionData['auction']>
  /** The streamer's community card's progress bar now, or null (modules/community). */
  community(streamerId: string, now: Date): Promise<OverlayCommunityData['community']>
  /** The streamer's card battle's bar now, or null (modules/battles). */
  battle(streamerId: string, now: Date): Promise<OverlayBattleData['battle']>
  /** Card events sent and not yet reported on screen: a fresh overlay shows them (modules/stream). */
  sentEventIds(streamerId: string): Promise<number[]>
  /** Of these card events, those not to replay: shown already, or given back (modules/stream). */
  settledEvents(streamerId: string, eventIds: number[]): Promise<Set<number>>
  /** An overlay of the streamer opened here: what waited in line starts going out (modules/stream). */
  streamOpened(streamerId: string): Promise<void>
}

const NO_SHOW: ShowSources = {
  marathon: async () => null,
  auction: async () => null,
  community: async () => null,
  battle: async () => null,
  sentEventIds: async () => [],
  settledEvents: async () => new Set(),
  streamOpened: async () => {},
}

export interface OverlayBus {
  /** A module above tells how to read its part of an overlay (ShowSources); later parts replace earlier. */
  provide(sources: Partial<ShowSources>): void
  /** An overlay of the streamer opened on this instance (ShowSources.streamOpened). */
  streamOpened(streamerId: string): Promise<void>
  /** Tells every server instance that event `id` was stored; each delivers it to its connections. Never throws. */
  announce(eventId: number): Promise<void>
  /** Registers an open stream, replays what it missed after `lastEventId`, then streams live events. */
  attach(connection: OverlayConnection, lastEventId?: number): Promise<void>
  /** Open overlay streams of the streamer, on every instance. */
  connectionCount(streamerId: string): Promise<number>
  /** Whether the streamer has an overlay stream open on some instance. */
  isConnected(streamerId: string): Promise<boolean>
  /** Of these streamers, those with an overlay stream open on some instance. */
  connectedAmong(streamerIds: string[]): Promise<Set<string>>
  /**
   * Whose stream key this is (undefined: nobody's), kept per instance for the reports of a flash and
   * forgotten on every instance when the key rotates or the streamer may stream no more.
   */
  streamerOfKey(streamKey: string): Promise<string | undefined>
  /** The streamer's key changed: every instance closes streams opened with another key. */
  streamKeyRotated(streamerId: string): Promise<void>
  /**
   * The streamer may stream no more (deleted, or no longer a creator): every instance ends all their
   * streams at once. Never throws (what made them stop is done; a failure is logged).
   */
  closeStreams(streamerId: string): Promise<void>
  /**
   * The streamer's plan changed (Creator Pro bought, granted or ended): every instance forgets the
   * plan it cached, so the next event shows or drops the branding. Never throws.
   */
  planChanged(streamerId: string): Promise<void>
  /** Streams open on this instance with this key and from this address (the caps of /overlay/events). */
  streamsOpenHere(streamKey: string, address: string): { forKey: number; forAddress: number }
  /** The same on every other instance (PostgreSQL); a little behind, by the presence rows' flush. */
  streamsOpenElsewhere(streamKey: string, address: string): Promise<{ forKey: number; forAddress: number }>
  /**
   * Tells these users' open Live pages and My Cards (on every instance) that something of theirs
   * changed: `queue` for a streamer, `uses` for a viewer. Never throws.
   */
  signal(userIds: string[], topic: LiveUpdateTopic): Promise<void>
  /**
   * `signal`, gathered with the others of this instance for up to SIGNAL_BATCH_MS and sent as one
   * notification after the commit that caused it: a use's commit then carries no NOTIFY (each takes
   * PostgreSQL's commit-wide notify lock), and a flash sends a few statements of signals a second
   * instead of one per use. A crash loses a page refresh at most; pages refetch when they reconnect.
   * On SQLite too: a streamer's Live page, which reads the line again at each, then refetches at most
   * four times a second in a flash instead of at every use.
   */
  signalSoon(userIds: string[], topic: LiveUpdateTopic): void
  /**
   * Announces these stored events, then sends these signals, in that order and in one round trip to
   * PostgreSQL, after the commit that stored them. Never throws.
   */
  publish(change: BusChange): Promise<void>
  /**
   * The same, told inside the transaction that stores the change: PostgreSQL sends a transaction's
   * notifications at its commit and only then, so an instance that dies between its commit and its
   * announcement leaves no overlay of another instance without the event (bench/mixed-load.ts kills
   * one mid-load). `deliverHere` after the commit gives this instance's own streams the events at
   * once. Nothing on SQLite, where one process holds every stream.
   */
  notifyWithin(trx: Kysely<Database>, change: BusChange): Promise<void>
  /**
   * An event this instance stored in a transaction not yet committed: should its notification come
   * back through LISTEN before `deliverHere`, it is delivered from here, not read back.
   */
  storedHere(event: StoredOverlayEvent): void
  /** After the commit of `notifyWithin`: this instance's streams (on SQLite, its pages too) hear it. Never throws. */
  deliverHere(change: BusChange): Promise<void>
  /**
   * The streamer's marathon changed (started, paused, resumed, ended, or extended by `addition`):
   * every instance sends its overlays of the streamer the timer as it now is. Never throws.
   */
  marathonChanged(streamerId: string, addition?: OverlayMarathonData['addition']): Promise<void>
  /**
   * The streamer's auction changed (started, bid on, ended, passed, sold, cancelled): every instance
   * redraws its overlays' widget and tells the pages watching the auction there. Never throws.
   */
  auctionChanged(streamerId: string, auctionId: string): Promise<void>
  /**
   * A widget of the streamer's that is redrawn whole changed: the community card (started, chipped in
   * on, funded, ended, cancelled) or the battle (invited, scored, ended). Every instance redraws its
   * overlays' widget from its ShowSources reader. Never throws.
   */
  widgetChanged(widget: RedrawnWidget, streamerId: string): Promise<void>
  /**
   * The streamer changed their language (users.locale): every instance tells its overlays of the
   * streamer, which speak it from then on, and redraws their widgets in it. Never throws.
   */
  localeChanged(streamerId: string, locale: Locale): Promise<void>
  /** Hears every auction change on this instance; returns the unsubscribe. */
  onAuctionChanged(listener: (auctionId: string) => void): () => void
  /** Hears every signal for users on this instance; returns the unsubscribe. */
  onSignal(listener: SignalListener): () => void
  /** Resolves once this instance hears other instances (at once on SQLite). */
  listening(): Promise<void>
  /** Drops this instance's streams and stops listening; `announce` keeps working while the database is open. */
  close(): Promise<void>
}

export type SignalListener = (userId: string, topic: LiveUpdateTopic) => void

/** Stored overlay events to deliver, then live updates for users' pages. */
export interface BusChange {
  eventIds: number[]
  /** Of those events, the ones the caller holds as stored: this instance delivers them without reading them back. */
  events?: StoredOverlayEvent[]
  signals: Array<{ userIds: string[]; topic: LiveUpdateTopic }>
  /** Widgets to redraw on the streamers' overlays (`widgetChanged`), told with the rest. */
  widgets?: Array<{ widget: RedrawnWidget; streamerId: string }>
}

/** What tells every instance of a change: the event ids, each user's signal, then the widgets, in that order. */
const payloadsOf = ({ eventIds, signals, widgets = [] }: BusChange) => [
  ...eventIds.map(String),
  ...signals.flatMap(({ userIds, topic }) => userIds.map((userId) => `${SIGNAL}${topic}:${userId}`)),
  ...widgets.map(({ widget, streamerId }) => `${WIDGET_CHANGED}${widget}:${streamerId}`),
]

/** What the bus reads and writes through, made once by the realtime plugin. */
export interface OverlayBusSources {
  /** PostgreSQL's pool: several instances share one database, and LISTEN/NOTIFY joins them. */
  pool: DatabasePool | undefined
  events: OverlayEventsRepository
  keys: Pick<OverlayKeysRepository, 'currentKeys' | 'streamerFor'>
  streamSettings: Pick<StreamSettingsRepository, 'get'>
  /** Who is a creator still (a stream of one who is not is closed), and the plans branding follows. */
  users: Pick<UsersRepository, 'creatorsAmong' | 'plansOf'>
  settings: Pick<SettingsRepository, 'get'>
  presence: OverlayPresenceRepository
  /** What every instance hears (used only with a pool). */
  notifications: BusNotificationsRepository
}

type DatabasePool = NonNullable<DatabaseHandle['pool']>

export interface OverlayBusOptions {
  log?: BusLog
  /** The clock marathons are timed by (the overlay's timer counts from its `now`). */
  clock?: Pick<Clock, 'now'>
}

interface BusLog {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

const silentLog: BusLog = { warn() {}, error() {} }
const HEARTBEAT_MS = 15_000
/** Events are kept two days (the replay reads one hour); one instance or another prunes hourly. */
const KEEP_EVENTS_MS = 48 * 3600_000
const PRUNE_EVERY_MS = 3600_000
/** An instance that lost its LISTEN session looks this far before the loss (clock skew, slow commits). */
const CATCH_UP_SLACK_MS = 10_000
const REMEMBERED_IDS = 4096
/**
 * How long `signalSoon` gathers a topic's signals. A viewer's My Cards hears of its use within 50 ms;
 * a streamer's Live page, which reads the whole line again at each, at most four times a second
 * during a flash, whatever the rate of uses.
 */
const SIGNAL_BATCH_MS: Record<LiveUpdateTopic, number> = {
  uses: 50,
  queue: 250,
  marathon: 50,
  auction: 50,
  battle: 50,
}
/** A stream key's streamer is asked again after this long, whatever the notifications said. */
const KEEP_KEYS_MS = 30_000

const KEY_ROTATED = 'k:'
const STREAMER_CLOSED = 'x:'
const PLAN_CHANGED = 'p:'
/** `m:{"streamerId":…,"addition":…}`: a marathon changed. */
const MARATHON_CHANGED = 'm:'
/** `a:<streamer id>:<auction id>`: an auction changed. */
const AUCTION_CHANGED = 'a:'
/** `w:<widget>:<streamer id>`: a widget redrawn whole changed (the community card, the battle). */
const WIDGET_CHANGED = 'w:'
/** `l:<locale>:<streamer id>`: the streamer changed their language. */
const LOCALE_CHANGED = 'l:'
/** `u:<topic>:<user id>`: a live update for one user's pages. */
const SIGNAL = 'u:'

function toData(event: StoredOverlayEvent, branding: Branding | undefined): OverlayEventData {
  const { id, kind, title, description, imageUrl, rarity, duration, usedBy, subscriber, sound, volume } =
    event
  return {
    id,
    kind: kind as DataKind,
    title,
    description,
    imageUrl,
    rarity,
    duration,
    usedBy,
    ...(subscriber ? { subscriber } : {}),
    ...(sound ? { sound, volume: volume ?? 100 } : {}),
    ...(branding ? { branding } : {}),
  }
}

/** The frame an overlay speaking `locale` gets for a stored event: a card to show, or a control. */
function frameOf(event: StoredOverlayEvent, branding: Branding | undefined, locale: Locale): string {
  if (event.kind === 'control' && event.action) {
    return controlFrame({ id: event.id, action: event.action, eventIds: event.eventIds ?? [] })
  }
  return eventFrame(eventInLocale(toData(event, branding), locale))
}

/** A redrawn widget's frame in `locale`: the community card's names are the server's words too. */
function redrawnFrame<Widget extends RedrawnWidget>(
  widget: Widget,
  data: RedrawnWidgets[Widget],
  locale: Locale,
): string {
  return widget === 'community'
    ? widgetFrame('community', communityInLocale(data as OverlayCommunityData, locale))
    : widgetFrame(widget, data)
}

/** One frame per language, made on first need: a streamer's streams share it (overlay-language.ts). */
function perLocale(make: (locale: Locale) => string): (locale: Locale) => string {
  const made = new Map<Locale, string>()
  return (locale) => {
    let frame = made.get(locale)
    if (frame === undefined) {
      frame = make(locale)
      made.set(locale, frame)
    }
    return frame
  }
}

/**
 * The event bus: in-process on SQLite; on PostgreSQL, NOTIFY carries the event id to every instance,
 * and each loads the event and sends it to its own connections of that streamer.
 */
export function createOverlayBus(sources: OverlayBusSources, options: OverlayBusOptions = {}): OverlayBus {
  const { events, keys, streamSettings, users } = sources
  const log = options.log ?? silentLog
  const clock = options.clock ?? { now: () => new Date() }
  const instanceId = randomUUID()
  const hub = createOverlayHub()
  const branding: BrandingResolver = createBrandingResolver(sources)
  // Several instances can share one PostgreSQL; one SQLite file means one instance.
  const pool = sources.pool
  const notifications = pool ? sources.notifications : undefined
  const presence = createOverlayPresence({
    rows: sources.presence,
    hub,
    instanceId,
    shared: pool !== undefined,
    log,
  })
  const keysKnown = new Map<string, { streamerId: string; at: number }>()
  /** Forgets the keys of the streamer (or every key): rotated, or the streamer closed. */
  const forgetKeys = (streamerId?: string) => {
    for (const [key, known] of keysKnown)
      if (!streamerId || known.streamerId === streamerId) keysKnown.delete(key)
  }
  const show: ShowSources = { ...NO_SHOW }
  const signalListeners = new Set<SignalListener>()
  const hearSignal = (userId: string, topic: LiveUpdateTopic) => {
    for (const listener of signalListeners) listener(userId, topic)
  }

  // Deliveries run one after another, so streams get events in the order they were announced.
  let deliveries: Promise<void> = Promise.resolve()
  const delivered = new Set<number>()

  function remember(id: number) {
    delivered.add(id)
    if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value as number)
  }

  async function fanOut(event: StoredOverlayEvent) {
    const targets = event.streamerId
      ? [event.streamerId].filter((id) => hub.count(id) > 0)
      : hub.streamerIds()
    if (targets.length === 0) return
    const brandings = await branding.forStreamers(targets)
    const frames = new Map<Branding | undefined, (locale: Locale) => string>()
    const scope = event.streamerId ? 'own' : 'broadcast'
    for (const streamerId of targets) {
      const brand = brandings.get(streamerId)
      let frame = frames.get(brand)
      if (!frame) {
        frame = perLocale((locale) => frameOf(event, brand, locale))
        frames.set(brand, frame)
      }
      for (const connection of hub.connectionsOf(streamerId))
        connection.deliver(event.id, frame(connection.locale), scope)
    }
  }

  /**
   * The newest event delivered here per streamer with open streams. Two requests can announce in the
   * other order from the one they committed in (ids follow commit order per streamer: the key row
   * lock); an event announced ahead of an older one of the same streamer brings that one along first,
   * so each stream gets its streamer's events in id order and a reconnect's Last-Event-ID skips none.
   */
  const newestDelivered = new Map<string, number>()

  async function deliverInOrder(event: StoredOverlayEvent) {
    const streamerId = event.streamerId
    if (streamerId && hub.count(streamerId) > 0) {
      const newest = newestDelivered.get(streamerId)
      if (newest !== undefined && newest < event.id - 1) {
        for (const earlier of await events.between(streamerId, newest, event.id)) {
          if (delivered.has(earlier.id)) continue
          remember(earlier.id)
          await fanOut(earlier)
        }
      }
      newestDelivered.set(streamerId, Math.max(newest ?? 0, event.id))
    }
    await fanOut(event)
  }

  /** Events stored here and not yet delivered (`storedHere`). */
  const heldEvents = new Map<number, StoredOverlayEvent>()

  function deliver(id: number, known?: StoredOverlayEvent): Promise<void> {
    deliveries = deliveries.then(async () => {
      const held = heldEvents.get(id)
      heldEvents.delete(id)
      if (delivered.has(id)) return
      remember(id)
      if (hub.isEmpty) return
      try {
        const event = known ?? held ?? (await events.byId(id))
        if (event) await deliverInOrder(event)
      } catch (error) {
        log.error({ err: error, eventId: id }, 'overlay bus: delivery failed')
      }
    })
    return deliveries
  }

  /**
   * Closes this instance's streams of the streamer opened with a key that is no longer theirs, and
   * those of streamers who are no longer creators (a missed `closeStreams`, after a lost LISTEN).
   */
  async function closeStaleStreams(streamerIds: string[]) {
    if (streamerIds.length === 0) return
    const [current, creators] = await Promise.all([
      keys.currentKeys(streamerIds),
      users.creatorsAmong(streamerIds),
    ])
    const stillCreators = new Set(creators.map((row) => row.id))
    for (const streamerId of streamerIds) {
      for (const connection of [...hub.connectionsOf(streamerId)]) {
        if (!stillCreators.has(streamerId) || current.get(streamerId) !== connection.streamKey)
          connection.end()
      }
    }
  }

  /** The marathon's timer as it now is, for one overlay or for all of the streamer's here, per language. */
  async function marathonFrameFor(streamerId: string, addition?: OverlayMarathonData['addition']) {
    const now = clock.now()
    const marathon = await show.marathon(streamerId, now)
    const data: OverlayMarathonData = { marathon, now: now.toISOString(), ...(addition ? { addition } : {}) }
    return perLocale((locale) => marathonFrame(marathonInLocale(data, locale)))
  }

  /** A widget's frame (the marathon's timer, the auction) to the streamer's streams on this instance. */
  function sendWidget(streamerId: string, what: string, frame: () => Promise<(locale: Locale) => string>) {
    if (hub.count(streamerId) === 0) return
    frame()
      .then((text) => {
        for (const connection of hub.connectionsOf(streamerId)) connection.write(text(connection.locale))
      })
      .catch((error) => log.error({ err: error, streamerId }, `overlay bus: ${what} update failed`))
  }

  const sendMarathon = (streamerId: string, addition?: OverlayMarathonData['addition']) =>
    sendWidget(streamerId, 'a marathon', () => marathonFrameFor(streamerId, addition))

  const auctionListeners = new Set<(auctionId: string) => void>()

  async function auctionFrameFor(streamerId: string) {
    const now = clock.now()
    const data: OverlayAuctionData = { auction: await show.auction(streamerId, now), now: now.toISOString() }
    return perLocale((locale) => auctionFrame(auctionInLocale(data, locale)))
  }

  function hearAuction(streamerId: string, auctionId: string) {
    for (const listener of auctionListeners) listener(auctionId)
    sendWidget(streamerId, 'an auction', () => auctionFrameFor(streamerId))
  }

  /** A widget redrawn whole, as its module reads it now (ShowSources). */
  async function redrawnFrameFor(widget: RedrawnWidget, streamerId: string) {
    const now = clock.now()
    const data = { [widget]: await show[widget](streamerId, now), now: now.toISOString() }
    return perLocale((locale) => redrawnFrame(widget, data as never, locale))
  }

  const sendRedrawn = (widget: RedrawnWidget, streamerId: string) =>
    sendWidget(streamerId, `the ${widget} widget`, () => redrawnFrameFor(widget, streamerId))

  /** The streamer's overlays here speak `locale` from now on, their widgets redrawn in it. */
  function speakHere(streamerId: string, locale: Locale) {
    if (hub.count(streamerId) === 0) return
    for (const connection of hub.connectionsOf(streamerId)) connection.speak(locale)
    sendMarathon(streamerId)
    sendWidget(streamerId, 'an auction', () => auctionFrameFor(streamerId))
    for (const widget of REDRAWN_WIDGETS) sendRedrawn(widget, streamerId)
  }

  /** Ends every stream of the streamer on this instance. */
  function closeAllStreams(streamerId: string) {
    for (const connection of [...hub.connectionsOf(streamerId)]) connection.end()
  }

  const transport = pool
    ? createPgTransport({
        pool,
        log,
        handlers: {
          onMessage(payload) {
            if (payload.startsWith(KEY_ROTATED)) {
              forgetKeys(payload.slice(KEY_ROTATED.length))
              closeStaleStreams([payload.slice(KEY_ROTATED.length)]).catch((error) =>
                log.error({ err: error }, 'overlay bus: closing streams of a rotated key failed'),
              )
            } else if (payload.startsWith(STREAMER_CLOSED)) {
              forgetKeys(payload.slice(STREAMER_CLOSED.length))
              closeAllStreams(payload.slice(STREAMER_CLOSED.length))
            } else if (payload.startsWith(PLAN_CHANGED)) {
              branding.forget(payload.slice(PLAN_CHANGED.length))
            } else if (payload.startsWith(MARATHON_CHANGED)) {
              try {
                const { streamerId, addition } = JSON.parse(payload.slice(MARATHON_CHANGED.length))
                if (typeof streamerId === 'string') sendMarathon(streamerId, addition)
              } catch (error) {
                log.warn({ err: error }, 'overlay bus: an unreadable marathon update')
              }
            } else if (payload.startsWith(AUCTION_CHANGED)) {
              const [streamerId, auctionId] = payload.slice(AUCTION_CHANGED.length).split(':')
              if (streamerId && auctionId) hearAuction(streamerId, auctionId)
            } else if (payload.startsWith(WIDGET_CHANGED)) {
              const [widget, streamerId] = payload.slice(WIDGET_CHANGED.length).split(':')
              if (streamerId && (REDRAWN_WIDGETS as readonly string[]).includes(widget ?? ''))
                sendRedrawn(widget as RedrawnWidget, streamerId)
            } else if (payload.startsWith(LOCALE_CHANGED)) {
              const [locale, streamerId] = payload.slice(LOCALE_CHANGED.length).split(':')
              const known = LOCALES.find((each) => each === locale)
              if (streamerId && known) speakHere(streamerId, known)
            } else if (payload.startsWith(SIGNAL)) {
              const [topic, userId] = payload.slice(SIGNAL.length).split(':')
              if (userId && (LIVE_UPDATE_TOPICS as readonly string[]).includes(topic ?? ''))
                hearSignal(userId, topic as LiveUpdateTopic)
            } else if (/^\d+$/.test(payload)) {
              void deliver(Number(payload))
            }
          },
          onListening(lostSince) {
            // A rotation told while this instance was deaf would be missed: every key is asked again.
            forgetKeys()
            // Whatever was announced while this instance was deaf: delivered now, once.
            void (async () => {
              const ids = await events.idsSince(new Date(lostSince.getTime() - CATCH_UP_SLACK_MS))
              for (const id of ids) void deliver(id)
              await closeStaleStreams(hub.streamerIds())
            })().catch((error) => log.error({ err: error }, 'overlay bus: catch-up failed'))
          },
        },
      })
    : undefined

  let lastPrune = 0
  const heartbeat = setInterval(() => {
    for (const connection of hub.all()) connection.write(HEARTBEAT_FRAME)
    const now = Date.now()
    const prune = now - lastPrune >= PRUNE_EVERY_MS
    if (prune) lastPrune = now
    void (async () => {
      await presence.heartbeat()
      if (prune) await events.pruneBefore(new Date(now - KEEP_EVENTS_MS))
    })().catch((error) => log.warn({ err: error }, 'overlay bus: housekeeping failed'))
  }, HEARTBEAT_MS).unref()

  let closed = false

  const pendingSignals = new Map<LiveUpdateTopic, Set<string>>()
  const signalTimers = new Map<LiveUpdateTopic, NodeJS.Timeout>()
  function flushTopic(topic: LiveUpdateTopic): Promise<void> {
    clearTimeout(signalTimers.get(topic))
    signalTimers.delete(topic)
    const userIds = pendingSignals.get(topic)
    pendingSignals.delete(topic)
    if (!userIds || userIds.size === 0) return Promise.resolve()
    return bus.publish({ eventIds: [], signals: [{ topic, userIds: [...userIds] }] })
  }
  const flushSignals = () => Promise.all([...pendingSignals.keys()].map(flushTopic)).then(() => undefined)

  const bus: OverlayBus = {
    provide(sources) {
      Object.assign(show, sources)
    },

    streamOpened: (streamerId) => show.streamOpened(streamerId),

    announce: (eventId) => bus.publish({ eventIds: [eventId], signals: [] }),

    async attach(connection, lastEventId) {
      const { streamerId } = connection
      if (closed) {
        connection.destroy()
        return
      }
      hub.add(connection)
      presence.changed(connection)
      void bus.signal([streamerId], 'queue') // the Live page counts the OBS sources
      const detach = () => {
        if (hub.remove(connection) === 0) {
          branding.forget(streamerId)
          newestDelivered.delete(streamerId)
        }
        presence.changed(connection)
        void bus.signal([streamerId], 'queue')
      }
      connection.onClose(detach)
      if (connection.closed) detach()
      try {
        // The first stream of this streamer here: what is stored now is the replay's (or, fresh, the
        // past); what comes later may reach this instance in either order, its own delivery and
        // another instance's LISTEN racing, and deliverInOrder fills a gap from here on.
        if (!newestDelivered.has(streamerId)) {
          const latest = await events.latestOwnIdFor(streamerId)
          if (!newestDelivered.has(streamerId) && hub.count(streamerId) > 0)
            newestDelivered.set(streamerId, latest)
        }
        // A reconnecting overlay learns first whether it is paused, and its streamer's language (its
        // labels, <html lang>); the replay's controls follow.
        const { locale } = connection
        connection.write(stateFrame({ paused: (await streamSettings.get(streamerId)).paused, locale }))
        // The marathon's timer, as it is now: a reconnect shows the same time as every other overlay.
        connection.write((await marathonFrameFor(streamerId))(locale))
        connection.write((await auctionFrameFor(streamerId))(locale))
        for (const widget of REDRAWN_WIDGETS)
          connection.write((await redrawnFrameFor(widget, streamerId))(locale))
        let brand: Promise<Branding | undefined> | undefined
        const streamerBrand = () =>
          (brand ??= branding.forStreamers([streamerId]).then((found) => found.get(streamerId)))
        if (lastEventId === undefined) {
          // A reconnect must not lose what comes while it is away.
          // (Not a floor for live events: one stored while this stream opened may be at or below it.)
          connection.write(cursorFrame(await events.latestIdFor(streamerId)))
          // A fresh overlay (OBS with no stored state) shows the card sent and not yet on screen.
          for (const id of await show.sentEventIds(streamerId)) {
            const event = await events.byId(id)
            if (event) connection.replay(event.id, frameOf(event, await streamerBrand(), locale))
          }
          return
        }
        connection.startAfter(lastEventId)
        let after = lastEventId
        for (;;) {
          const page = await events.replayFor(streamerId, after)
          if (page.length === 0) break
          // A used card replays only while it waits to be shown: never one an overlay reported shown,
          // nor one returned to its viewer (an earlier sending of one put back in line is deleted).
          const settled = await show.settledEvents(
            streamerId,
            page.filter((event) => event.kind === 'card').map((event) => event.id),
          )
          for (const event of page) {
            if (!settled.has(event.id))
              connection.replay(event.id, frameOf(event, await streamerBrand(), locale))
          }
          if (page.length < REPLAY_PAGE) break
          after = page[page.length - 1]?.id ?? after
        }
      } finally {
        connection.ready()
      }
    },

    connectionCount: (streamerId) => presence.count(streamerId),

    isConnected: async (streamerId) => (await presence.connectedAmong([streamerId])).has(streamerId),

    connectedAmong: (streamerIds) => presence.connectedAmong(streamerIds),

    async streamerOfKey(streamKey) {
      const known = keysKnown.get(streamKey)
      if (known && Date.now() - known.at < KEEP_KEYS_MS) return known.streamerId
      const streamerId = await keys.streamerFor(streamKey)
      if (streamerId) {
        keysKnown.set(streamKey, { streamerId, at: Date.now() })
        if (keysKnown.size > REMEMBERED_IDS) keysKnown.delete(keysKnown.keys().next().value as string)
      }
      return streamerId
    },

    async streamKeyRotated(streamerId) {
      forgetKeys(streamerId)
      await closeStaleStreams([streamerId])
      await notifications?.notify(`${KEY_ROTATED}${streamerId}`)
    },

    async closeStreams(streamerId) {
      forgetKeys(streamerId)
      closeAllStreams(streamerId)
      try {
        await notifications?.notify(`${STREAMER_CLOSED}${streamerId}`)
      } catch (error) {
        log.error({ err: error, streamerId }, 'overlay bus: telling other instances to close streams failed')
      }
    },

    async planChanged(streamerId) {
      branding.forget(streamerId)
      try {
        await notifications?.notify(`${PLAN_CHANGED}${streamerId}`)
      } catch (error) {
        log.error({ err: error, streamerId }, 'overlay bus: telling other instances of a plan change failed')
      }
    },

    async publish(change) {
      if (!pool) return bus.deliverHere(change)
      try {
        // Every instance hears the signals through LISTEN, this one too; its own streams get the
        // events at once.
        await Promise.all([notifications?.notifyAll(payloadsOf(change)), bus.deliverHere(change)])
      } catch (error) {
        // Stored is what matters: overlays get the events on their next replay, pages on their next read.
        log.error({ err: error, eventIds: change.eventIds }, 'overlay bus: publishing a change failed')
      }
    },

    async notifyWithin(trx, change) {
      if (pool) await createBusNotificationsRepository(trx).notifyAll(payloadsOf(change))
    },

    storedHere(event) {
      heldEvents.set(event.id, event)
      // A transaction rolled back leaves its events here: the oldest go first.
      if (heldEvents.size > REMEMBERED_IDS) heldEvents.delete(heldEvents.keys().next().value as number)
    },

    async deliverHere({ eventIds, events: known, signals, widgets = [] }) {
      // deliver() logs its own failures; a delivered id is remembered, so LISTEN's copy is dropped.
      for (const eventId of eventIds)
        await deliver(
          eventId,
          known?.find((event) => event.id === eventId),
        )
      if (!pool) {
        for (const { userIds, topic } of signals) for (const userId of userIds) hearSignal(userId, topic)
        for (const { widget, streamerId } of widgets) sendRedrawn(widget, streamerId)
      }
    },

    signal: (userIds, topic) => bus.publish({ eventIds: [], signals: [{ userIds, topic }] }),

    signalSoon(userIds, topic) {
      let gathered = pendingSignals.get(topic)
      if (!gathered) {
        gathered = new Set()
        pendingSignals.set(topic, gathered)
      }
      for (const userId of userIds) gathered.add(userId)
      if (!signalTimers.has(topic))
        signalTimers.set(
          topic,
          setTimeout(() => void flushTopic(topic), SIGNAL_BATCH_MS[topic]),
        )
    },

    async marathonChanged(streamerId, addition) {
      if (!pool) {
        sendMarathon(streamerId, addition)
        return
      }
      try {
        await notifications?.notify(`${MARATHON_CHANGED}${JSON.stringify({ streamerId, addition })}`)
      } catch (error) {
        log.warn({ err: error, streamerId }, 'overlay bus: a marathon update was not sent')
      }
    },

    async auctionChanged(streamerId, auctionId) {
      if (!pool) {
        hearAuction(streamerId, auctionId)
        return
      }
      try {
        await notifications?.notify(`${AUCTION_CHANGED}${streamerId}:${auctionId}`)
      } catch (error) {
        log.warn({ err: error, auctionId }, 'overlay bus: an auction update was not sent')
      }
    },

    async widgetChanged(widget, streamerId) {
      if (!pool) {
        sendRedrawn(widget, streamerId)
        return
      }
      try {
        await notifications?.notify(`${WIDGET_CHANGED}${widget}:${streamerId}`)
      } catch (error) {
        log.warn({ err: error, streamerId }, `overlay bus: a ${widget} update was not sent`)
      }
    },

    async localeChanged(streamerId, locale) {
      if (!pool) {
        speakHere(streamerId, locale)
        return
      }
      try {
        await notifications?.notify(`${LOCALE_CHANGED}${locale}:${streamerId}`)
      } catch (error) {
        log.warn({ err: error, streamerId }, 'overlay bus: a change of language was not sent')
      }
    },

    onAuctionChanged(listener) {
      auctionListeners.add(listener)
      return () => auctionListeners.delete(listener)
    },

    onSignal(listener) {
      signalListeners.add(listener)
      return () => signalListeners.delete(listener)
    },

    streamsOpenHere: (streamKey, address) => hub.openWith(streamKey, address),
    streamsOpenElsewhere: (streamKey, address) => presence.openElsewhere(streamKey, address),

    listening: () => transport?.listening() ?? Promise.resolve(),

    async close() {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      await flushSignals()
      for (const connection of [...hub.all()]) connection.destroy()
      await transport?.close()
      await presence.close().catch((error) => log.warn({ err: error }, 'overlay presence: cleanup failed'))
    },
  }
  return bus
}
