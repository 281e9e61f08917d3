import type { ServerResponse } from 'node:http'
import type { OverlayAuctionData } from '../../../contract/auctions'
import type { OverlayBattleData } from '../../../contract/battle-bar'
import type { OverlayCommunityData } from '../../../contract/community-progress'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locale'
import type { OverlayMarathonData } from '../../../contract/marathon-clock'
import type { Branding, OverlayEventData } from '../../../contract/overlay'
import type { OverlayControlData, OverlayLocaleData, OverlayStateData } from '../../../contract/stream'

// Server-Sent Events framing and one overlay's connection.

export type { Branding, OverlayEventData }

export const eventFrame = (data: OverlayEventData) => `id: ${data.id}\ndata: ${JSON.stringify(data)}\n\n`

/** A streamer's command to the overlay (pause, resume, skip, drop): a named event with its id. */
export const controlFrame = (data: OverlayControlData) =>
  `id: ${data.id}\nevent: control\ndata: ${JSON.stringify(data)}\n\n`

/** Sent first on every connect: whether the overlay is paused (a reconnect stays paused). */
export const stateFrame = (data: OverlayStateData) => `event: state\ndata: ${JSON.stringify(data)}\n\n`

/** The streamer changed their language: the overlay speaks it from now on. Not numbered, never replayed. */
export const localeFrame = (data: OverlayLocaleData) => `event: locale\ndata: ${JSON.stringify(data)}\n\n`

/** The marathon's timer (on every connect, and whenever it changes): not numbered, never replayed. */
export const marathonFrame = (data: OverlayMarathonData) =>
  `event: marathon\ndata: ${JSON.stringify(data)}\n\n`

/** The auction widget (on every connect, and whenever the auction changes): not numbered, never replayed. */
export const auctionFrame = (data: OverlayAuctionData) => `event: auction\ndata: ${JSON.stringify(data)}\n\n`
/**
 * The widgets a module above redraws whole from what it reads now (ShowSources in bus.ts), on every
 * connect and whenever it tells the bus (`widgetChanged`): the community card's progress bar, the
 * battle's bar. Each frame is the named event with the widget's data; not numbered, never replayed.
 */
export interface RedrawnWidgets {
  community: OverlayCommunityData
  battle: OverlayBattleData
}
export type RedrawnWidget = keyof RedrawnWidgets
export const REDRAWN_WIDGETS = ['community', 'battle'] as const satisfies readonly RedrawnWidget[]

export const widgetFrame = <Widget extends RedrawnWidget>(widget: Widget, data: RedrawnWidgets[Widget]) =>
  `event: ${widget}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * Where a fresh stream starts: the newest id it could have seen. `id:` lets a plain EventSource
 * resume from it; the `cursor` event lets the page, which reconnects on its own, do the same.
 */
export const cursorFrame = (id: number) => `id: ${id}\nevent: cursor\ndata: ${id}\n\n`

/**
 * A comment keeps proxies from timing the stream out; the `ping` event lets the page notice a
 * half-open connection (comments never reach its script).
 */
export const HEARTBEAT_FRAME = ': heartbeat\nevent: ping\ndata: 1\n\n'

/** Whose event it is: the streamer's own, or a broadcast to every overlay (a scheduled challenge). */
export type Scope = 'own' | 'broadcast'

/** A slow or stuck reader is cut loose past this much unsent data; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024

/** `Last-Event-ID` or `?lastEventId=`: a non-negative integer, or undefined. */
export function parseEventId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return undefined
  return Number(value.trim())
}

/**
 * One overlay's open stream. Until `ready()`, live events wait in a buffer so that the replay of
 * missed events goes out first; an event sent by both paths goes out once.
 */
export class OverlayConnection {
  private pending: Array<[number, string, Scope]> | null = []
  /**
   * The newest of the streamer's own events this overlay has had (its Last-Event-ID): their ids
   * commit in order (the key row lock), so a live one at or below it is a repeat. An instance that
   * starts listening catches up on the last seconds' events, which the overlay may already have.
   */
  private ownUpTo = 0
  /**
   * Every id replayed on this stream. Broadcast events (scheduled challenges) take ids from the same
   * sequence without that lock, so one can commit after a higher id of the streamer: only an id
   * actually sent here marks it as had, never a number below some floor.
   */
  private readonly replayed = new Set<number>()

  constructor(
    private readonly res: ServerResponse,
    readonly streamerId: string,
    readonly streamKey: string,
    /** The client's address (request.ip): streams per address are capped. */
    readonly address = '',
    /**
     * The streamer's language (users.locale, read as the stream opened, then changed by `speak`): its
     * `state` event says it, and the names the server words go out in it (overlay-language.ts).
     */
    private language: Locale = DEFAULT_LOCALE,
  ) {}

  get locale(): Locale {
    return this.language
  }

  /** The streamer changed their language: tells the overlay, and the frames after it speak it. */
  speak(locale: Locale) {
    this.language = locale
    this.write(localeFrame({ locale }))
  }

  /** Writes the headers and the first bytes (reconnect delay, jittered so a restart is no stampede). */
  open() {
    this.res.socket?.setNoDelay(true)
    this.res.socket?.setKeepAlive(true, 30_000)
    this.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    })
    this.write(`retry: ${1000 + Math.floor(Math.random() * 2000)}\n: connected\n\n`)
  }

  get closed() {
    return this.res.destroyed || this.res.writableEnded
  }

  onClose(listener: () => void) {
    this.res.once('close', listener)
  }

  /** The overlay already has the streamer's own events up to `id` (its Last-Event-ID). */
  startAfter(id: number) {
    this.ownUpTo = Math.max(this.ownUpTo, id)
  }

  /** A live event: buffered until the replay is done; dropped if the overlay already has it. */
  deliver(id: number, frame: string, scope: Scope = 'own') {
    if (this.pending) this.pending.push([id, frame, scope])
    else if (!this.has(id, scope)) this.write(frame)
  }

  replay(id: number, frame: string) {
    this.replayed.add(id)
    this.write(frame)
  }

  /** The replay is sent: flush the live events that arrived meanwhile, minus those it held. */
  ready() {
    const pending = this.pending ?? []
    this.pending = null
    for (const [id, frame, scope] of pending) if (!this.has(id, scope)) this.write(frame)
  }

  private has(id: number, scope: Scope) {
    return this.replayed.has(id) || (scope === 'own' && id <= this.ownUpTo)
  }

  write(chunk: string) {
    if (this.closed) return
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy()
      return
    }
    this.res.write(chunk)
  }

  /** Ends the stream; the page's EventSource then reconnects (and, for a rotated key, is refused). */
  end() {
    if (!this.closed) this.res.end()
  }

  /** Drops the connection at once (shutdown): nothing is left for the server to wait on. */
  destroy() {
    this.res.destroy()
  }
}
