// The one classic script of the app's pages, inlined at the end of the head (a file would be one more
// request before the first paint): scripts/prerender.ts `pageStartScript` bundles this module into an
// IIFE at build time. It runs before any module and imports only constants and the purchase question
// (src/buying/purchase-question.ts). What it does:
// - Mantine's colour-scheme script (what its ColorSchemeScript inlines): the scheme a returning
//   visitor chose (or the system's) is set on <html>, so a prerendered page is never painted light and
//   then turned dark;
// - on the server-rendered market (`data-server-rendered` on <html>), for a visitor without a session,
//   `data-signed-out` on <html>, which hides the page (src/app/global.css) until the app renders the
//   market signed out; and a Buy tapped before the app takes the market over is answered at once, in the page's
//   early confirmation, and the answer kept for the app (src/features/market/pending-tap.ts);
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
import type { Card, CardsResponse } from '../../contract/cards'
import {
  CATALOGUE_DATA_ID,
  EARLY_CONFIRM,
  PENDING_TAP_KEY,
  type PendingTap,
  TAP_LATER_ATTRIBUTE,
} from '../../contract/server-rendered'
import { purchaseQuestion } from '../buying/purchase-question'
import { SESSION_KEYS } from '../lib/session-keys'

type StartWindow = Window & {
  earlyRequests?: [string, Promise<Response>][]
  [PENDING_TAP_KEY]?: PendingTap | null
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

/** The card of `cardId` in the catalogue the server rendered the market with. */
function renderedCard(cardId: string): Pick<Card, 'cardTitle' | 'price'> | undefined {
  try {
    const data = document.getElementById(CATALOGUE_DATA_ID)?.textContent
    const catalogue = data ? (JSON.parse(data) as Pick<CardsResponse, 'cards'>) : undefined
    return catalogue?.cards.find((card) => card._id === cardId)
  } catch {
    return undefined
  }
}

/**
 * Asks the tapped card's question in the page's early confirmation (src/buying/early-purchase-dialog.tsx),
 * in the page's language; the answer waits in `page[PENDING_TAP_KEY]` for the app. Where the page has no
 * such dialog (or the browser no modal dialogs), the tap is only noted: the app asks once it is live.
 */
function askEarly(dialog: HTMLDialogElement | null, button: Element, tap: PendingTap) {
  const card = renderedCard(tap.cardId)
  if (!dialog || !card || typeof dialog.showModal !== 'function') return
  const question = purchaseQuestion(dialog, card)
  if (!question) return
  dialog.querySelector(`[${EARLY_CONFIRM.question}]`)?.replaceChildren(question.question)
  dialog.querySelector(`[${EARLY_CONFIRM.title}]`)?.replaceChildren(question.dialogTitle)
  dialog.querySelector(`[${EARLY_CONFIRM.buyLabel}]`)?.replaceChildren(question.confirm)
  const buy = dialog.querySelector<HTMLButtonElement>(`[${EARLY_CONFIRM.buy}]`)
  const cancel = dialog.querySelector<HTMLButtonElement>(`[${EARLY_CONFIRM.cancel}]`)
  const controller = new AbortController()
  const { signal } = controller
  const close = () => {
    controller.abort()
    dialog.close()
    button.removeAttribute('data-tapped')
    page[PENDING_TAP_KEY] = null
  }
  buy?.addEventListener(
    'click',
    () => {
      tap.confirmed = true
      dialog.setAttribute('aria-busy', 'true')
      for (const control of [buy, cancel]) control?.setAttribute('disabled', '')
    },
    { signal },
  )
  cancel?.addEventListener('click', close, { signal })
  // Escape, and a tap on the backdrop, cancel, as in the app's dialog; not once confirmed.
  dialog.addEventListener(
    'cancel',
    (event) => {
      event.preventDefault()
      if (!tap.confirmed) close()
    },
    { signal },
  )
  dialog.addEventListener(
    'click',
    (event) => {
      // The backdrop's clicks are the dialog's own; a button's (a key's too, with no position) are not.
      if (event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const outside =
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom
      if (outside && !tap.confirmed) close()
    },
    { signal },
  )
  dialog.showModal()
  // As in the app's dialog, focus starts on the answer the visitor came for.
  buy?.focus()
}

/**
 * The server's market is inert until the app takes it over: a tap on a Buy there lands on the page
 * behind it. The Buy under the tap is found by its box, marked, and its question asked at once.
 */
function answerTapsBeforeTheApp() {
  document.addEventListener(
    'click',
    (event) => {
      const dialog = document.querySelector<HTMLDialogElement>(`dialog[${EARLY_CONFIRM.dialog}]`)
      // A tap in the open dialog, or on its backdrop, is the dialog's.
      if (dialog?.open) return
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
        const tap: PendingTap = { cardId: button.getAttribute(TAP_LATER_ATTRIBUTE) ?? '', confirmed: false }
        page[PENDING_TAP_KEY] = tap
        askEarly(dialog, button, tap)
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
    answerTapsBeforeTheApp()
  }
  if (tag.dataset.request) startEarlyRequests(tag.dataset.request)
  const entry = tag.dataset.entry
  if (entry) startAfterFirstPaint(() => startTheApp(tag, entry))
}
