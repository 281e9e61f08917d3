// The one classic script of the app's pages, inlined at the end of the head (a file would be one more
// request before the first paint): scripts/prerender.ts `pageStartScript` bundles this module into an
// IIFE at build time. It runs before any module and imports only constants. What it does:
// - Mantine's colour-scheme script (what its ColorSchemeScript inlines): the scheme a returning
//   visitor chose (or the system's) is set on <html>, so a prerendered page is never painted light and
//   then turned dark;
// - on the server-rendered market (`data-server-rendered` on <html>), for a visitor without a session,
//   `data-signed-out` on <html>, which hides the page (src/app/global.css) until the app sends them to
//   /login; and a Buy tapped before the app takes the market over is noted for it
//   (src/features/market/pending-tap.ts);
// - on a route shell whose tag names GETs (`data-request`, the market's catalogue), for a signed-in
//   visitor, those requests, with the credentials every signed-in call sends (sessionHeaders() in
//   src/lib/session.ts): they need not wait for the app's code, and src/api/early-requests.ts hands
//   their answers to the API client;
// - on a prerendered page, whose tag names the entry, the chunks to preload and the manifest, the
//   start of its JavaScript once the page has painted its content: when the browser reports the first
//   contentful paint (where it reports no paints, in a task queued from the first frame's animation
//   callback, which runs after that frame; in a hidden tab, which paints nothing until shown, at once).
//   The page's inlined style sheets get a disabled link each (a disabled link is not fetched): Vite's
//   loader, which looks for a link before it adds a page chunk's style sheet, then does not fetch them
//   again when the app starts. A sheet inlined in part also gets a link to its deferred part
//   (`data-deferred`), marked `data-full-styles` for the app, which renders once they are in
//   (src/lib/full-styles.ts).
import { PENDING_TAP_KEY, TAP_LATER_ATTRIBUTE } from '../../contract/server-rendered'
import { SESSION_KEYS } from '../lib/session-keys'

type StartWindow = Window & {
  earlyRequests?: [string, Promise<Response>][]
  [PENDING_TAP_KEY]?: string | null
}

const page = window as StartWindow
const root = document.documentElement

function applyColorScheme() {
  try {
    const stored = localStorage.getItem('mantine-color-scheme-value')
    const dark = matchMedia('(prefers-color-scheme: dark)').matches
    const scheme = stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light'
    root.setAttribute('data-mantine-color-scheme', scheme)
  } catch {
    // Storage refused (a private window's policy): the page keeps its light default.
  }
}

function storedToken(): string | null {
  try {
    const token = localStorage.getItem(SESSION_KEYS.token)
    return token && Number(localStorage.getItem(SESSION_KEYS.expirationTime)) > Date.now() ? token : null
  } catch {
    return null
  }
}

/**
 * The server's market is inert until the app takes it over: a tap on a Buy there lands on the page
 * behind it. The Buy under the tap is found by its box and noted for the app to complete.
 */
function noteTapsBeforeTheApp() {
  document.addEventListener(
    'click',
    (event) => {
      for (const button of document.querySelectorAll(`[inert] [${TAP_LATER_ATTRIBUTE}]`)) {
        const box = button.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (!inside) continue
        document.querySelector('[data-tapped]')?.removeAttribute('data-tapped')
        button.setAttribute('data-tapped', '')
        page[PENDING_TAP_KEY] = button.getAttribute(TAP_LATER_ATTRIBUTE)
        return
      }
    },
    true,
  )
}

function startEarlyRequests(urls: string) {
  try {
    const token = storedToken()
    if (!token) return
    const user = JSON.parse(localStorage.getItem(SESSION_KEYS.user) || 'null') || {}
    const userInfo = user.emailId || user.username
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
    if (userInfo) headers['User-Info'] = userInfo
    page.earlyRequests = urls.split(' ').map((url) => {
      const answer = fetch(url, { headers })
      answer.catch(() => {})
      return [new URL(url, location.href).href, answer]
    })
  } catch {
    // A stored user that is not JSON: the app asks for the catalogue itself.
  }
}

function link(rel: string, href: string, more?: (element: HTMLLinkElement) => void) {
  const element = document.createElement('link')
  element.rel = rel
  more?.(element)
  element.href = href
  document.head.appendChild(element)
}

function startTheApp(tag: HTMLElement, entry: string) {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    link('stylesheet', style.dataset.href as string, (element) => {
      element.disabled = true
    })
    const deferred = style.dataset.deferred
    if (deferred) link('stylesheet', deferred, (element) => element.setAttribute('data-full-styles', ''))
  }
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    link('modulepreload', href, (element) => {
      element.crossOrigin = ''
    })
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  document.head.appendChild(script)
  if (tag.dataset.manifest) link('manifest', tag.dataset.manifest)
}

/** Starts the app once the page has painted its content (see the top of this file). */
function startAfterFirstPaint(start: () => void) {
  // A page opened in a background tab paints nothing until shown, nor does a hidden market: neither
  // need wait.
  if (document.visibilityState === 'hidden' || root.hasAttribute('data-signed-out')) return start()
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(start, 0))
  }
}

applyColorScheme()
const tag = document.currentScript as HTMLScriptElement | null
if (tag) {
  if (root.dataset.serverRendered) {
    if (!storedToken()) root.setAttribute('data-signed-out', '')
    noteTapsBeforeTheApp()
  }
  if (tag.dataset.request) startEarlyRequests(tag.dataset.request)
  const entry = tag.dataset.entry
  if (entry) startAfterFirstPaint(() => startTheApp(tag, entry))
}
