// The browser's side of Web Push, below the API client: whether this device can get notifications,
// the permission, its PushSubscription, and the user's "Not now", remembered on the device so the
// app never offers again until Profile → Notifications turns it back on. The browser's permission
// prompt comes only from `subscribeDevice`, which runs only on a tap (src/notifications/).

const DECLINED_KEY = 'cardcast-push-declined'

export type PushState = 'unsupported' | 'denied' | 'declined' | 'off' | 'on'

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

export const pushDeclined = (): boolean => localStorage.getItem(DECLINED_KEY) === '1'

/** "Not now": the offer is not made again on this device. */
export const rememberDeclined = () => localStorage.setItem(DECLINED_KEY, '1')
export const forgetDeclined = () => localStorage.removeItem(DECLINED_KEY)

/** The registration of the app's worker, when one is registered (production builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined
  return navigator.serviceWorker.getRegistration()
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null
}

/** Where this device stands: what the offer and Profile → Notifications show. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await registration())) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  if (Notification.permission === 'granted' && (await currentSubscription())) return 'on'
  return pushDeclined() ? 'declined' : 'off'
}

const fromBase64Url = (text: string) => {
  const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(bytes, (char) => char.charCodeAt(0))
}

/**
 * Asks the browser for permission (its prompt, on this tap) and subscribes the device with the
 * server's key. Null when the user said no or the browser cannot.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const worker = await registration()
  if (!worker) return null
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return null
  const ready = await navigator.serviceWorker.ready
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }))
  forgetDeclined()
  return subscription.toJSON()
}

/** Unsubscribes the device; its endpoint, for the server to forget. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription()
  if (!subscription) return null
  await subscription.unsubscribe()
  return subscription.endpoint
}

/** The language of push texts for a first subscription: Hindi on a Hindi device, else English. */
export const deviceLanguage = (): 'en' | 'hi' =>
  navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en'
