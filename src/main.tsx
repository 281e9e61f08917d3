import './app/mantine-public.css'
import './app/global.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterIdle } from './app/after-idle'
import { App } from './app/app'
import { appRoutes, createAppRouter, loadMatchedRoutes } from './app/router'
import { createStore } from './app/store'
import { isSessionValid } from './lib/session'
import { captureInstallPrompt } from './offline/install-prompt'

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
const hydrate = prerendered && !isSessionValid()

async function start() {
  const store = createStore()
  // A signed-in visitor's pages nearly all call the API: its client loads at once, beside the page's
  // chunks. A signed-out visitor's load with the first page that calls it.
  if (isSessionValid()) store.loadApi().catch(() => undefined)
  const routes = appRoutes(store)
  // Over prerendered HTML the page's chunk must be in hand before the first render (or the router
  // would render its fallback over the page). Elsewhere the router loads it, in parallel with the
  // route's loader (the market's catalogue request).
  // If that fails (a chunk did not load), the router tries again and shows its error page.
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined)
  const app = (
    <StrictMode>
      <App store={store} router={createAppRouter(routes)} />
    </StrictMode>
  )
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser in
  // between, instead of holding the main thread for the whole page at once.
  if (hydrate) startTransition(() => void hydrateRoot(root as HTMLElement, app))
  else createRoot(root as HTMLElement).render(app)
}

void start()

// What the first screen does not need waits until the page is idle: the service worker (and with it
// workbox-window) is registered then, once, by this entry only (the overlay never imports it).
afterIdle(() => {
  void import('./offline/register-sw').then(({ registerServiceWorker }) => registerServiceWorker())
})
