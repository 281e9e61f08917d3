// The service worker's part that hands a prerendered public page (/, /tnc, /login…) to a visitor in
// their language. Workbox's precache (vite.config.ts, generateSW) serves each path one HTML, the
// English prerender; without this a Hindi visitor got that copy and the app rendered the page again
// in Hindi over it. The language is the one the server would pick (server/lib/request-locale.ts): the
// `locale` cookie the app sets with every choice, else the browser's languages. Loaded into the
// generated worker with `importScripts`, before workbox's routes, so this listener answers first.
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, pickLocale } from '../../contract/locales'
import { LOCALE_CACHE, TRANSLATED_PAGES_CACHE_PREFIX } from './cache-names'

/** Written by the build (vite.config.ts, `workerExtras`) once the pages are prerendered. */
declare const TRANSLATED_PAGES: {
  /** Named after the translated prerenders' contents: each build's worker reads only its own copies. */
  cacheName: string
  /** By language other than English, then by path: the prerender's URL (`/hi-IN/tnc.html`). */
  pages: Partial<Record<Locale, Record<string, string>>>
  /** By path: the English prerender, as workbox's precache holds it (`/tnc.html`). */
  english: Record<string, string>
  /** By language other than English: its message catalogues (`/assets/locales/hi-IN-auth-….js`). */
  catalogues: Partial<Record<Locale, string[]>>
}

// The few service-worker types used here: the DOM library the rest of src/ compiles with has none.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  location: Location
  navigator: { languages: readonly string[] }
  /** The Cookie Store API: in Chromium's and Safari's workers, not yet in every browser's. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const worker = self as unknown as WorkerScope

/** The visitor's language: their choice on this device (the cookie), else their browser's. */
async function visitLocale(): Promise<Locale> {
  const chosen = await worker.cookieStore?.get(LOCALE_COOKIE).catch(() => null)
  return LOCALES.find((locale) => locale === chosen?.value) ?? pickLocale(worker.navigator.languages)
}

/** The page from the network, kept for the next visit (and for offline); undefined when it cannot be had. */
async function fetchAndKeep(cache: Cache, url: string): Promise<Response | undefined> {
  try {
    const response = await fetch(url)
    // A redirected answer cannot answer a navigation to another URL; the server sends none for these.
    if (!response.ok || response.redirected) return undefined
    await cache.put(url, response.clone())
    return response
  } catch {
    return undefined
  }
}

/** The file as `cache` keeps it, else from the network (then kept); undefined when neither has it. */
async function keptOrFetched(cache: Cache, url: string): Promise<Response | undefined> {
  return (await cache.match(url)) ?? (await fetchAndKeep(cache, url))
}

/**
 * The prerender in the visitor's language: this build's copy, else the network's (then kept); the
 * English prerender otherwise, as workbox would have answered. Workbox keys its precache by URL plus a
 * revision parameter; while an update waits, the cache holds both revisions, and the first match is
 * the older one, the running worker's own, until the new worker activates and deletes it.
 */
async function pageInLanguage(
  request: Request,
  path: string,
  english: string,
  locale: Promise<Locale>,
): Promise<Response> {
  const translated = TRANSLATED_PAGES.pages[await locale]?.[path]
  if (translated) {
    const cache = await caches.open(TRANSLATED_PAGES.cacheName)
    const page = await keptOrFetched(cache, translated)
    if (page) return page
  }
  return (await caches.match(english, { ignoreSearch: true })) ?? fetch(request)
}

/**
 * Keeps a language's pages and its catalogues (the runtime cache the app's own requests for them read
 * first: vite.config.ts), those not kept yet, so that the app opens offline in it; workbox precaches
 * only English. A failure leaves each file to be kept at its first use.
 */
async function keepLanguage(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  const [pages, catalogues] = await Promise.all([
    caches.open(TRANSLATED_PAGES.cacheName),
    caches.open(LOCALE_CACHE),
  ])
  await Promise.all([
    ...Object.values(TRANSLATED_PAGES.pages[locale] ?? {}).map((url) => keptOrFetched(pages, url)),
    ...(TRANSLATED_PAGES.catalogues[locale] ?? []).map((url) => keptOrFetched(catalogues, url)),
  ])
}

/** The languages kept since this worker started: a visitor who switches gets theirs at the next page. */
const kept = new Set<Locale>()

function keepLanguageOnce(locale: Locale): Promise<void> {
  if (kept.has(locale)) return Promise.resolve()
  kept.add(locale)
  return keepLanguage(locale).catch(() => {
    kept.delete(locale)
  })
}

// The visitor's language at install, so that its pages open offline from the start. A failure does
// not fail the install.
worker.addEventListener('install', (event) => {
  event.waitUntil(visitLocale().then(keepLanguageOnce))
})

// Older builds' copies go once this worker is in charge (the older worker read them until then).
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) => name.startsWith(TRANSLATED_PAGES_CACHE_PREFIX) && name !== TRANSLATED_PAGES.cacheName,
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || request.mode !== 'navigate') return
  const url = new URL(request.url)
  // With a query the precache does not match either: the app's shell answers it (workbox's fallback).
  const english = url.search === '' ? TRANSLATED_PAGES.english[url.pathname] : undefined
  if (url.origin !== worker.location.origin || !english) return
  const locale = visitLocale()
  event.respondWith(pageInLanguage(request, url.pathname, english, locale))
  // Workbox's precache route, registered after this script, would answer with the English copy.
  event.stopImmediatePropagation()
  // A language chosen after the install: its pages and catalogues, for offline, behind this page.
  event.waitUntil(locale.then(keepLanguageOnce))
})
