// 'Install app': Chromium browsers fire `beforeinstallprompt` when the app can be installed; it is kept
// (it may fire before React renders the header) and replayed when the user asks. Safari on iOS has no
// such event: there the user gets the Share → Add to Home Screen hint instead.
import { t } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'
import { createExternalStore } from './external-store'

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/**
 * Read when shown, in the app's language then (each a getter): the header and the side menu render
 * `action` inside components that follow Lingui's context.
 */
export const installMessages = {
  get action() {
    return t`Install app`
  },
  get iosHint() {
    return t`To install, tap Share → Add to Home Screen`
  },
}

const deferredPrompt = createExternalStore<BeforeInstallPromptEvent | null>(null)
const installed = createExternalStore(false)

interface Platform {
  /** Running as the installed app. */
  standalone: boolean
  ios: boolean
}

/**
 * What the device is, read once in the browser. The prerendered HTML and the hydrating render use the
 * server's answer (neither), so that hydration matches; the real one follows right after.
 */
const SERVER_PLATFORM: Platform = { standalone: false, ios: false }
const platform = createExternalStore<Platform>(SERVER_PLATFORM)
const serverPlatform = () => SERVER_PLATFORM
let listening = false

/**
 * Starts listening for the install events; called once from src/main.tsx, before the first render:
 * the event fires once per page load, possibly at once, and this is a listener, nothing more.
 */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  const device: Platform = { standalone: isStandalone(), ios: isIos() }
  // Only a device that differs from the server's answer changes the store: an unchanged answer would
  // still re-render the header synchronously right after hydration.
  const keys = Object.keys(SERVER_PLATFORM) as (keyof Platform)[]
  if (keys.some((key) => device[key] !== SERVER_PLATFORM[key])) platform.set(device)
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the header's 'Install app' replays the prompt.
    event.preventDefault()
    deferredPrompt.set(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => {
    deferredPrompt.set(null)
    installed.set(true)
  })
}

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

function isIos(): boolean {
  if (typeof navigator === 'undefined') return false
  // iPadOS presents itself as a Mac, but one with a touch screen.
  const iPadOs = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1
  return /iphone|ipad|ipod/i.test(navigator.userAgent) || iPadOs
}

export interface InstallPrompt {
  /** The browser offered installation: install() shows its dialog. */
  canInstall: boolean
  /** iOS Safari, not yet installed: show installMessages.iosHint instead of a button that does nothing. */
  showIosHint: boolean
  /** Running as the installed app, or installed during this visit. */
  installed: boolean
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>
}

async function install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt.get()
  if (!event) return 'unavailable'
  // An event can prompt once: whatever the user answers, it is used up.
  deferredPrompt.set(null)
  await event.prompt()
  return (await event.userChoice).outcome
}

export function useInstallPrompt(): InstallPrompt {
  const event = useSyncExternalStore(deferredPrompt.subscribe, deferredPrompt.get, () => null)
  const installedNow = useSyncExternalStore(installed.subscribe, installed.get, () => false)
  const { standalone, ios } = useSyncExternalStore(platform.subscribe, platform.get, serverPlatform)
  return {
    canInstall: event !== null,
    showIosHint: event === null && !standalone && !installedNow && ios,
    installed: standalone || installedNow,
    install,
  }
}
