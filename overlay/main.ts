// The OBS overlay: no framework, a few kilobytes. It follows the streamer's event stream and shows
// each used card for its duration with its sound, one after another with a short gap, never twice,
// and tells the server each used card it put on screen (only that makes it 'shown');
// it obeys the streamer's pause, resume, skip and drop; it reconnects by itself and asks the server
// for what it missed. A refused key shows nothing on the stream: the console says why.

import type { OverlayAuctionData } from '../contract/auctions'
import type { OverlayBattleData } from '../contract/battle-bar'
import type { OverlayCommunityData } from '../contract/community-progress'
import { ALERT_GAP_SECONDS, soundUrl } from '../contract/constants'
import type { OverlayMarathonData } from '../contract/marathon-clock'
import type { OverlayEventData as OverlayEvent } from '../contract/overlay'
import type { OverlayControlData, OverlayLocaleData, OverlayStateData } from '../contract/stream'
import { TIER_BADGE_HEX } from '../contract/subscriber-label'
import { createAuctionWidget } from './auction-widget'
import { createBattleWidget } from './battle-widget'
import { createCommunityWidget } from './community-widget'
import { labels, setLocale } from './labels'
import { createMarathonTimer } from './marathon-timer'
import { element } from './widget-parts'

const RARITY_COLOURS: Record<string, string> = {
  Common: '#9ca3af',
  Rare: '#3b82f6',
  Epic: '#a855f7',
  Legendary: '#f59e0b',
}
const LEAVE_MS = 400
/** The server's schedule gives each card its duration and then this gap: the overlay keeps to it. */
const GAP_MS = ALERT_GAP_SECONDS * 1000
/** The server sends a ping every 15 s; silence this long means a dead connection nobody closed. */
const SILENCE_MS = 45_000
const REFUSED_RETRY_MS = 60_000
const REMEMBERED = 200
/** Reports of a card on screen: tried this many times, 1 s, 2 s, 4 s… apart. */
const REPORT_TRIES = 5

const stage = document.getElementById('stage') as HTMLElement
const marathon = createMarathonTimer(document.body)
const auction = createAuctionWidget(document.body)
const community = createCommunityWidget(document.body)
const battle = createBattleWidget(document.body)
const key = new URLSearchParams(location.search).get('key')
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
const say = (message: string) => console.warn(`Cardcast overlay: ${message}`)
/** For people and tests: the connection's state, on <html data-overlay> (and data-paused, below). */
const setState = (state: string) => {
  document.documentElement.dataset.overlay = state
}

// What was shown, and what the streamer skipped or dropped, survives a reload of the source (OBS
// reloads it when the scene comes back), so the server replays what arrived while the overlay was
// closed, and nothing shows twice or after the streamer took it off.
const storageKey = `cardcast-overlay:${key}`
const droppedKey = `${storageKey}:dropped`
const resumeKey = `${storageKey}:after`
function loadIds(name: string): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(name) ?? '[]')
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : []
  } catch {
    return []
  }
}
const shown = loadIds(storageKey)
const dropped = loadIds(droppedKey)
/** Ids shown, waiting in the queue, taken off by the streamer, or controls already obeyed: never again. */
const known = new Set([...shown, ...dropped])
function loadResumePoint(): number | undefined {
  try {
    const after = Number(localStorage.getItem(resumeKey) ?? Number.NaN)
    return Number.isInteger(after) ? after : undefined
  } catch {
    return undefined
  }
}
// A reload replays from before the first card that was still waiting (saved below), or else after
// the last card shown: what waited, paused or queued, comes back.
let lastReceived: number | undefined = loadResumePoint() ?? shown.at(-1)

function remember(list: number[], name: string, id: number) {
  list.push(id)
  if (list.length > REMEMBERED) list.splice(0, list.length - REMEMBERED)
  try {
    localStorage.setItem(name, JSON.stringify(list))
  } catch {}
}

function markKnown(id: number) {
  known.add(id)
  if (known.size > REMEMBERED * 5) known.delete(known.values().next().value as number)
}

const queue: OverlayEvent[] = []
/** Where a reload of the page should replay from: before the first waiting card, or after the last event. */
function saveResumePoint() {
  const after = queue[0] ? queue[0].id - 1 : lastReceived
  try {
    if (after !== undefined) localStorage.setItem(resumeKey, String(after))
  } catch {}
}
/** For people and tests: how many cards wait, on <html data-waiting>. */
const waitingChanged = () => {
  document.documentElement.dataset.waiting = String(queue.length)
  saveResumePoint()
}
let paused = false
let running = false
/** The card on screen and how to end it early (skip, drop); undefined between cards. */
let current: { id: number; end: () => void } | undefined
/** No card starts before this (performance.now()): the gap after the last one began to leave. */
let nextStartAt = 0
let soundRefusalTold = false
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function image(src: string, className: string) {
  const img = element('img', className) as HTMLImageElement
  img.alt = ''
  img.onerror = () => img.remove()
  img.src = src
  return img
}

function render(event: OverlayEvent): HTMLElement {
  const card = element('article', 'card')
  card.dataset.eventId = String(event.id)
  card.dataset.kind = event.kind
  card.style.setProperty('--rarity', RARITY_COLOURS[event.rarity] ?? '#9ca3af')
  if (event.imageUrl) card.append(image(event.imageUrl, 'art'))
  const body = element('div', 'body')
  const words = labels()
  const label =
    event.kind === 'test'
      ? words.testCard
      : event.kind === 'challenge'
        ? words.challenge
        : (words.rarity[event.rarity as keyof typeof words.rarity] ?? event.rarity)
  body.append(element('p', 'label', label), element('h1', 'title', event.title))
  if (event.description) body.append(element('p', 'desc', event.description))
  // The name is the server's, already in the streamer's language ('a viewer': overlay-language.ts).
  if (event.usedBy) body.append(element('p', 'by', words.usedBy(event.usedBy)))
  if (event.subscriber) {
    const badge = element(
      'p',
      'sub',
      `${event.subscriber.tier} · ${words.subscriber(event.subscriber.months)}`,
    )
    const colour = event.subscriber.badgeColour ? TIER_BADGE_HEX[event.subscriber.badgeColour] : undefined
    if (colour) badge.style.setProperty('--badge', colour)
    body.append(badge)
  }
  card.append(body)
  if (event.branding) {
    const brand = element('footer', 'brand')
    brand.append(image(event.branding.siteLogo, ''), element('span', '', event.branding.siteName))
    card.append(brand)
  }
  return card
}

/** The card's sound, started as it appears; an <audio> in the card, so it goes when the card goes. */
function playSound(card: HTMLElement, event: OverlayEvent): HTMLAudioElement | undefined {
  // Preset names only: the server sends one of CARD_SOUNDS, never a path.
  if (!event.sound || !/^[a-z]+$/.test(event.sound)) return
  const audio = document.createElement('audio')
  audio.src = soundUrl(event.sound as Parameters<typeof soundUrl>[0])
  audio.volume = Math.min(1, Math.max(0, (event.volume ?? 100) / 100))
  card.append(audio)
  audio.play().catch((error: DOMException) => {
    // A pause() before playback began (a skip) rejects the play() too: nothing to say.
    if (error.name === 'AbortError' || soundRefusalTold) return
    soundRefusalTold = true
    say(
      error.name === 'NotAllowedError'
        ? 'this browser refused to play sound without a click (OBS allows it); cards show silently'
        : `a card's sound could not play (${error.name}); cards show silently`,
    )
  })
  return audio
}

/**
 * Tells the server a used card is on screen: only then is it 'shown' to its viewer and the streamer
 * (and the next card in line sent). Tried again a few times; a refusal (4xx) is final.
 */
async function reportShown(id: number) {
  for (let attempt = 0; attempt < REPORT_TRIES; attempt++) {
    try {
      const response = await fetch('/overlay/shown', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key, eventId: id }),
        keepalive: true,
      })
      if (response.ok || (response.status < 500 && response.status !== 429)) return
    } catch {}
    await sleep(1000 * 2 ** attempt)
  }
  say(`the server did not hear that card ${id} was shown`)
}

/** Shows one card for its duration, or until the streamer ends it; then it leaves. */
async function show(event: OverlayEvent) {
  remember(shown, storageKey, event.id)
  const card = render(event)
  stage.append(card)
  if (event.kind === 'card') void reportShown(event.id)
  const audio = playSound(card, event)
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, Math.max(1, Number(event.duration) || 10) * 1000)
    function done() {
      clearTimeout(timer)
      current = undefined
      resolve()
    }
    current = { id: event.id, end: done }
  })
  // The sound follows the card: it stops as the card begins to leave.
  audio?.pause()
  card.classList.add('leave')
  nextStartAt = performance.now() + GAP_MS
  if (!reducedMotion.matches) await sleep(LEAVE_MS)
  card.remove()
}

/** One card at a time, in arrival order, with the gap between; none starts while paused. */
async function run() {
  if (running) return
  running = true
  while (!paused && queue.length > 0) {
    const wait = nextStartAt - performance.now()
    // Wait out the gap, then look again: a pause or a drop may have come meanwhile.
    if (wait > 0) await sleep(wait)
    else {
      const event = queue.shift() as OverlayEvent
      waitingChanged()
      await show(event)
    }
  }
  running = false
}

/**
 * Starts the queue once the events that arrived together are all applied: a replay after a reconnect
 * brings cards and the controls that followed them in one burst, and a card the streamer dropped
 * must not flash on screen before its drop is read.
 */
const schedule = () => setTimeout(run, 0)

function parse<T>(message: MessageEvent<string>): T | undefined {
  try {
    return JSON.parse(message.data) as T
  } catch {
    say(`ignored an unreadable event: ${message.data}`)
  }
}

/** Ids only grow: a replay never moves the resume point back. */
function received(id: number) {
  lastReceived = Math.max(lastReceived ?? id, id)
  saveResumePoint()
}

function receive(message: MessageEvent<string>) {
  const event = parse<OverlayEvent>(message)
  if (!event || !Number.isInteger(event.id)) return
  received(event.id)
  if (known.has(event.id)) return
  markKnown(event.id)
  queue.push(event)
  waitingChanged()
  schedule()
}

/** Takes a card off: ends it if it is on screen, else forgets it; either way it never shows again. */
function takeOff(id: number) {
  // One that showed is remembered already; one that never did is remembered as taken off.
  if (!shown.includes(id)) remember(dropped, droppedKey, id)
  markKnown(id)
  if (current?.id === id) current.end()
  const index = queue.findIndex((event) => event.id === id)
  if (index >= 0) queue.splice(index, 1)
  waitingChanged()
}

function setPaused(value: boolean) {
  paused = value
  document.documentElement.dataset.paused = String(value)
  if (!paused) schedule()
}

function control(message: MessageEvent<string>) {
  const data = parse<OverlayControlData>(message)
  if (!data || !Number.isInteger(data.id)) return
  received(data.id)
  if (known.has(data.id)) return
  markKnown(data.id)
  if (data.action === 'pause') setPaused(true)
  else if (data.action === 'resume') setPaused(false)
  // skip and drop: the card on screen ends now (its leave animation), a waiting one never starts.
  else for (const id of data.eventIds ?? []) takeOff(id)
}

let source: EventSource | undefined
let attempt = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined
let lastHeard = Date.now()

function retry(delay: number) {
  clearTimeout(retryTimer)
  retryTimer = setTimeout(connect, delay)
}

/** Exponential, capped at 30 s, with jitter so that a server restart is not met by every overlay at once. */
const backoff = () => Math.min(30_000, 1000 * 2 ** attempt++) * (0.5 + Math.random())

/** EventSource hides the status of a refused stream: ask once more to tell a bad key from an outage. */
async function diagnose(url: URL) {
  const abort = new AbortController()
  try {
    const response = await fetch(url, { signal: abort.signal, cache: 'no-store' })
    if (response.status >= 400 && response.status < 500) {
      const body = await response.json().catch(() => ({}))
      setState('refused')
      console.error(
        `Cardcast overlay: the server refused this stream key (${response.status} ${body.error ?? ''}). ` +
          'Copy the current stream URL from your profile; a regenerated URL replaces the old one. ' +
          `Trying again in ${REFUSED_RETRY_MS / 1000} s.`,
      )
      return retry(REFUSED_RETRY_MS * (0.75 + Math.random() / 2))
    }
    say(`the event stream failed (${response.status}); reconnecting`)
  } catch {
    say('the server is unreachable; reconnecting')
  } finally {
    abort.abort()
  }
  retry(backoff())
}

function connect() {
  clearTimeout(retryTimer)
  source?.close()
  const url = new URL('/overlay/events', location.href)
  url.searchParams.set('key', key as string)
  // On a reconnect of our own, EventSource sends no Last-Event-ID: the query carries it.
  if (lastReceived !== undefined) url.searchParams.set('lastEventId', String(lastReceived))
  setState('connecting')
  const events = new EventSource(url)
  source = events
  events.onopen = () => {
    attempt = 0
    lastHeard = Date.now()
    setState('open')
  }
  events.onmessage = (message) => {
    lastHeard = Date.now()
    receive(message)
  }
  events.addEventListener('control', (message) => {
    lastHeard = Date.now()
    control(message as MessageEvent<string>)
  })
  // Sent first on every connect: a paused overlay stays paused across a reconnect or a reload, and
  // the overlay speaks the streamer's language.
  events.addEventListener('state', (message) => {
    lastHeard = Date.now()
    const state = parse<OverlayStateData>(message as MessageEvent<string>)
    if (!state) return
    setLocale(state.locale)
    setPaused(state.paused === true)
  })
  // The streamer changed their language: the widgets redraw in it, the next card shows in it.
  events.addEventListener('locale', (message) => {
    lastHeard = Date.now()
    const data = parse<OverlayLocaleData>(message as MessageEvent<string>)
    if (data) setLocale(data.locale)
  })
  // The marathon's timer: sent on every connect and whenever it changes.
  events.addEventListener('marathon', (message) => {
    lastHeard = Date.now()
    const data = parse<OverlayMarathonData>(message as MessageEvent<string>)
    if (data) marathon.update(data)
  })
  // The auction widget: sent on every connect and whenever the auction changes.
  events.addEventListener('auction', (message) => {
    lastHeard = Date.now()
    const data = parse<OverlayAuctionData>(message as MessageEvent<string>)
    if (data) auction.update(data)
  })
  // The community card's progress bar: sent on every connect and whenever it changes.
  events.addEventListener('community', (message) => {
    lastHeard = Date.now()
    const data = parse<OverlayCommunityData>(message as MessageEvent<string>)
    if (data) community.update(data)
  })
  // The card battle's bar: sent on every connect and whenever the battle changes.
  events.addEventListener('battle', (message) => {
    lastHeard = Date.now()
    const data = parse<OverlayBattleData>(message as MessageEvent<string>)
    if (data) battle.update(data)
  })
  events.addEventListener('ping', () => {
    lastHeard = Date.now()
  })
  // A fresh stream says where it starts, so that a drop before the first card loses nothing either.
  events.addEventListener('cursor', (message) => {
    lastHeard = Date.now()
    lastReceived ??= Number((message as MessageEvent<string>).data)
    saveResumePoint()
  })
  events.onerror = () => {
    if (source !== events) return
    // CLOSED: the server answered with an error (EventSource will not retry); otherwise a dropped
    // connection. Either way this page reconnects on its own schedule.
    const refused = events.readyState === EventSource.CLOSED
    events.close()
    source = undefined
    setState('connecting')
    if (refused) void diagnose(url)
    else retry(backoff())
  }
}

if (!key) {
  setState('nokey')
  say('no stream key in the URL (?key=…); nothing will be shown. Copy the stream URL from your profile.')
} else {
  connect()
  waitingChanged()
  setInterval(() => {
    if (source?.readyState === EventSource.OPEN && Date.now() - lastHeard > SILENCE_MS) {
      say('no heartbeat from the server; reconnecting')
      connect()
    }
  }, 5000)
}
