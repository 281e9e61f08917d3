// The one registration of the service worker (called by src/main.tsx once the page is idle, so never
// by the OBS overlay). A new version waits until the user presses 'Reload' in the update prompt; then
// it takes over and every open tab reloads into it.
//
// The browser's own API, not workbox-window: the app needs three of its events (an update installed
// and waiting, the waiting version taking over, and the 'skip waiting' message, which the generated
// worker answers), and on a first visit its 2 KB were the largest script the landing page loaded
// once idle (bench/README.md).
import { updateWaiting } from './update-waiting'

export const SW_URL = '/sw.js'
/**
 * An app left open asks the server for a new version when it is shown again, at most this often. No
 * timer: nothing runs while the app sits unchanged; the browser checks on navigations anyway.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000
/** What the generated worker (vite-plugin-pwa's generateSW, registerType 'prompt') listens for. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

let registration: ServiceWorkerRegistration | null = null
let registered = false

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registered = true
  navigator.serviceWorker
    .register(SW_URL, { scope: '/' })
    .then((registered) => {
      registration = registered
      // Installed by another tab, or at an earlier visit, and still waiting.
      if (registered.waiting && navigator.serviceWorker.controller) versionWaits()
      // One found while the page loaded is installing already; later ones announce themselves.
      if (registered.installing) watchInstall(registered.installing)
      registered.addEventListener('updatefound', () => {
        if (registered.installing) watchInstall(registered.installing)
      })
      checkForUpdatesWhenShown(registered)
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error))
}

function watchInstall(worker: ServiceWorker): void {
  worker.addEventListener('statechange', () => {
    // The first version takes over at once (clientsClaim): only a version installed while another
    // controls the page waits.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) versionWaits()
  })
}

function versionWaits(): void {
  if (updateWaiting.get()) return
  updateWaiting.set(true)
  // Reload once the new version controls the page, whichever tab pressed 'Reload'.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  })
}

function checkForUpdatesWhenShown(registered: ServiceWorkerRegistration): void {
  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return
    lastCheck = Date.now()
    void registered.update().catch(() => undefined)
  })
}

/** 'Reload': the waiting version takes over (the 'controllerchange' listener above reloads the page). */
export function applyUpdate(): void {
  const waiting = registration?.waiting
  if (waiting) waiting.postMessage(SKIP_WAITING)
  else window.location.reload()
}
