// The one registration of the service worker (called by src/main.tsx, so never by the OBS overlay),
// with workbox-window loaded after the first render. A new version waits until the user presses
// 'Reload' in the update prompt; then it takes over and every open tab reloads into it.
import type { Workbox } from 'workbox-window'
import { createExternalStore } from './external-store'

export const SW_URL = '/sw.js'
/**
 * An app left open asks the server for a new version when it is shown again, at most this often. No
 * timer: nothing runs while the app sits unchanged; the browser checks on navigations anyway.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** True while a new version is installed and waiting for the user's go-ahead. */
export const updateWaiting = createExternalStore(false)

let workbox: Workbox | null = null
let registered = false

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registered = true
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      const wb = new Workbox(SW_URL, { scope: '/' })
      workbox = wb
      wb.addEventListener('waiting', () => {
        updateWaiting.set(true)
        // Reload once the new version controls the page, whichever tab pressed 'Reload'.
        wb.addEventListener('controlling', (event) => {
          if (event.isUpdate) window.location.reload()
        })
      })
      const registration = await wb.register()
      if (registration) checkForUpdatesWhenShown(wb)
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error))
}

function checkForUpdatesWhenShown(wb: Workbox): void {
  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return
    lastCheck = Date.now()
    void wb.update()
  })
}

/** 'Reload': the waiting version takes over (the 'controlling' listener above reloads the page). */
export function applyUpdate(): void {
  if (workbox) workbox.messageSkipWaiting()
  else window.location.reload()
}
