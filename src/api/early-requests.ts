// A request started before the API client has loaded, handed to it when it asks for the same thing.
// The market's catalogue is the case: on a first visit the API client is a chunk of its own, and the
// request should not wait for it. The market's HTML starts it before any module has loaded (its
// page-start script, src/app/page-start.ts, leaves it in `window.earlyRequests`); a client-side visit
// starts it with the navigation (src/app/router.tsx).
import { sessionHeaders } from '../lib/session'

/** An early answer nobody took by then is dropped: the client asks afresh. */
const EARLY_ANSWER_TTL_MS = 10_000

const pending = new Map<string, Promise<Response>>()

const absolute = (url: string) => new URL(url, window.location.href).href

declare global {
  interface Window {
    /** GETs the page-start script started, by absolute URL. */
    earlyRequests?: [string, Promise<Response>][]
  }
}

function keepForTheClient(key: string, answer: Promise<Response>, ttlMs = EARLY_ANSWER_TTL_MS) {
  pending.set(key, answer)
  setTimeout(() => {
    if (pending.get(key) === answer) pending.delete(key)
  }, ttlMs)
}

/** Takes over what the page-start script started (once; the first call that could use it asks). */
function adoptPageStartRequests() {
  // They started as the page loaded: their time counts from then, not from now.
  const left = EARLY_ANSWER_TTL_MS - performance.now()
  for (const [key, answer] of window.earlyRequests ?? []) if (left > 0) keepForTheClient(key, answer, left)
  window.earlyRequests = undefined
}

/** Starts a signed-in GET of `url` now, for the API client to take up later. */
export function requestEarly(url: string): void {
  adoptPageStartRequests()
  const key = absolute(url)
  if (pending.has(key)) return
  const answer = fetch(key, { headers: sessionHeaders() })
  // A failed early request is the client's to repeat and report, not an unhandled rejection.
  answer.catch(() => undefined)
  keepForTheClient(key, answer)
}

/** `fetch` for the API client: a GET that was started early gets that answer, once. */
export function fetchTakingEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  adoptPageStartRequests()
  const request = input instanceof Request && !init ? input : new Request(input, init)
  const early = request.method === 'GET' ? pending.get(request.url) : undefined
  if (!early) return fetch(request)
  pending.delete(request.url)
  return early
}
