import './app/mantine-public.css'
import './app/global.css'
// Global like Mantine's own sheets: as CSS modules they would keep the components the entry shares with
// lazy pages in a chunk of their own, one request more (vite.config.ts, experimentalInlineCommonChunks).
import './components/light-button.css'
import './components/page-loader.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { CATALOGUE_DATA_ID } from '../contract/server-rendered'
import { App } from './app/app'
import { appRoutes, createAppRouter, loadMatchedRoutes } from './app/router'
import { type AppStore, createStore } from './app/store'
import { afterIdle } from './lib/after-idle'
import { fullStylesLoaded } from './lib/full-styles'
import { hydrationStarts } from './lib/hydrated'
import { activateLocale } from './lib/i18n'
import { followAccountLocale, initialLocale } from './lib/locale-choice'
import { isSessionValid } from './lib/session'
import { yieldToMain } from './lib/yield-to-main'
import { captureInstallPrompt } from './pwa/install-prompt'
import { registerServiceWorker } from './pwa/register-sw'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Kept from the start (it is a listener, nothing more): the browser may offer installation at once.
captureInstallPrompt()

/**
 * The public pages come prerendered (scripts/prerender.ts marks <html> with the path it rendered). They
 * show a signed-out visitor's page, so a signed-out visitor's app hydrates them; for a signed-in one
 * the page differs (the header, the redirects of /login), so the app renders afresh over them.
 */
const prerendered = document.documentElement.dataset.prerendered === window.location.pathname
/**
 * The language of this visit (src/lib/locale-choice.ts). Each public page is prerendered in every
 * language, `<html lang>` naming the one (scripts/prerender.ts), and the server sends a Hindi visitor
 * the Hindi page (server/plugins/static-app.ts). Where the page's language is not the visit's (a choice
 * made on the device that the server did not see, or the service worker's English copy), the app
 * renders afresh over it, as for a signed-in visitor, rather than hydrate markup in another language.
 * The page's catalogues are in before it hydrates: its route waits for them (src/app/router.tsx).
 */
const locale = initialLocale()
const hydrate = prerendered && !isSessionValid() && document.documentElement.lang === locale
/**
 * The market comes rendered by the server, with the catalogue it shows (server-rendered-market.ts).
 * A signed-in visitor's app starts from that catalogue and renders the same page over it; for anyone
 * else (the page-start script has hidden it) the page goes, and the app renders the market signed out
 * (it is open to everyone) in the public layout.
 */
const overServerRendered = document.documentElement.dataset.serverRendered === window.location.pathname
const takesOverMarket = overServerRendered && isSessionValid()
if (overServerRendered && !takesOverMarket) {
  root.replaceChildren()
  document.documentElement.removeAttribute('data-signed-out')
}

/** Puts the catalogue the server rendered the market with into the store, as if the app had asked. */
async function adoptServerRenderedCatalogue(store: AppStore): Promise<boolean> {
  const data = document.getElementById(CATALOGUE_DATA_ID)?.textContent
  if (!data) return false
  const [{ cardsApi }] = await Promise.all([import('./api/cards-api'), store.loadApi()])
  store.dispatch(
    cardsApi.util.upsertQueryEntries([{ endpointName: 'getCards', arg: undefined, value: JSON.parse(data) }]),
  )
  return true
}

async function start() {
  // Start-up is three tasks, not one long one: evaluating the app's modules (this module's import),
  // setting up its store and routes, and creating its router and rendering.
  await yieldToMain()
  const store = createStore()
  // A signed-in visitor's pages nearly all call the API: its client loads at once, beside the page's
  // chunks. A signed-out visitor's load with the first page that calls it.
  if (isSessionValid()) store.loadApi().catch(() => undefined)
  const routes = appRoutes(store)
  // Over prerendered or server-rendered HTML the page's chunks must be in hand before the first render
  // (or the router would render its fallback over the page), and over the market its catalogue too.
  // Elsewhere the router loads them, in parallel with the route's loader (the market's catalogue
  // request). If a chunk fails to load, the router tries again and shows its error page.
  // And the page's whole style sheets, where only their critical part came inline.
  // In Hindi the shell's catalogues load beside all that (the page's, with its chunks: src/app/router.tsx).
  const [catalogueInHand] = await Promise.all([
    takesOverMarket ? adoptServerRenderedCatalogue(store).catch(() => false) : false,
    prerendered || takesOverMarket
      ? loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined)
      : undefined,
    fullStylesLoaded(),
    activateLocale(locale),
  ])
  followAccountLocale()
  await yieldToMain()
  const app = (
    <StrictMode>
      <App store={store} router={createAppRouter(routes, { catalogueInHand })} />
    </StrictMode>
  )
  // As a transition, hydration (and the render that takes over the server's market, which stays on
  // screen until it is done) works in slices of a few milliseconds and yields to the browser in
  // between, instead of holding the main thread for the whole page at once.
  if (hydrate) {
    hydrationStarts()
    startTransition(() => void hydrateRoot(root as HTMLElement, app))
  } else if (catalogueInHand) startTransition(() => createRoot(root as HTMLElement).render(app))
  else createRoot(root as HTMLElement).render(app)
}

void start()

// What the first screen does not need waits until the page is idle: the service worker is registered
// then, once, by this entry only (the overlay never imports it). Its code is a few hundred bytes, part
// of this entry: a chunk of its own cost more than it held.
afterIdle(registerServiceWorker)
