// The OBS overlay: no framework, a few kilobytes. It follows the streamer's event stream and shows
// each used card for its duration, one after another, never twice; it reconnects by itself and asks
// the server for what it missed. A refused key shows nothing on the stream: the console says why.
import type { OverlayEventData as OverlayEvent } from '../src/contract/overlay'

const RARITY_COLOURS: Record<string, string> = {
  Common: '#9ca3af',
  Rare: '#3b82f6',
  Epic: '#a855f7',
  Legendary: '#f59e0b',
}
const LEAVE_MS = 400
/** The server sends a ping every 15 s; silence this long means a dead connection nobody closed. */
const SILENCE_MS = 45_000
const REFUSED_RETRY_MS = 60_000
const REMEMBERED = 200

const stage = document.getElementById('stage') as HTMLElement
const key = new URLSearchParams(location.search).get('key')
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
const say = (message: string) => console.warn(`Cardcast overlay: ${message}`)
/** For people and tests: the connection's state, on <html data-overlay>. */
const setState = (state: string) => {
  document.documentElement.dataset.overlay = state
}

// What was shown survives a reload of the source (OBS reloads it when the scene comes back), so
// the server replays what arrived while the overlay was closed, and nothing shows twice.
const storageKey = `cardcast-overlay:${key}`
function loadShown(): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : []
  } catch {
    return []
  }
}
const shown = loadShown()
/** Ids shown or waiting in the queue: an event with one of these is dropped. */
const known = new Set(shown)
let lastReceived: number | undefined = shown.at(-1)

function rememberShown(id: number) {
  shown.push(id)
  if (shown.length > REMEMBERED) shown.splice(0, shown.length - REMEMBERED)
  try {
    localStorage.setItem(storageKey, JSON.stringify(shown))
  } catch {}
}

const queue: OverlayEvent[] = []
let showing = false
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function element(tag: string, className: string, text?: string) {
  const node = document.createElement(tag)
  node.className = className
  // User text is only ever text, never HTML.
  if (text !== undefined) node.textContent = text
  return node
}

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
  const label = event.kind === 'test' ? 'Test card' : event.kind === 'challenge' ? 'Challenge' : event.rarity
  body.append(element('p', 'label', label), element('h1', 'title', event.title))
  if (event.description) body.append(element('p', 'desc', event.description))
  if (event.usedBy) body.append(element('p', 'by', `Used by ${event.usedBy}`))
  card.append(body)
  if (event.branding) {
    const brand = element('footer', 'brand')
    brand.append(image(event.branding.siteLogo, ''), element('span', '', event.branding.siteName))
    card.append(brand)
  }
  return card
}

/** One card at a time, in arrival order, each for its duration. */
async function showQueue() {
  if (showing) return
  showing = true
  for (let event = queue.shift(); event; event = queue.shift()) {
    rememberShown(event.id)
    const card = render(event)
    stage.append(card)
    await sleep(Math.max(1, Number(event.duration) || 10) * 1000)
    card.classList.add('leave')
    if (!reducedMotion.matches) await sleep(LEAVE_MS)
    card.remove()
  }
  showing = false
}

function receive(message: MessageEvent<string>) {
  let event: OverlayEvent
  try {
    event = JSON.parse(message.data)
  } catch {
    return say(`ignored an unreadable event: ${message.data}`)
  }
  if (!Number.isInteger(event.id)) return
  lastReceived = event.id
  if (known.has(event.id)) return
  known.add(event.id)
  if (known.size > REMEMBERED * 5) known.delete(known.values().next().value as number)
  queue.push(event)
  void showQueue()
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
  events.addEventListener('ping', () => {
    lastHeard = Date.now()
  })
  // A fresh stream says where it starts, so that a drop before the first card loses nothing either.
  events.addEventListener('cursor', (message) => {
    lastHeard = Date.now()
    lastReceived ??= Number((message as MessageEvent<string>).data)
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
  setInterval(() => {
    if (source?.readyState === EventSource.OPEN && Date.now() - lastHeard > SILENCE_MS) {
      say('no heartbeat from the server; reconnecting')
      connect()
    }
  }, 5000)
}
