// The payload of a push as the service worker reads it: the declarative Web Push format
// (`web_push: 8030`, which Safari on iOS 18.4+ shows by itself), and what shows when a payload
// cannot be read. Kept free of zod: the service worker's push script (src/pwa/push-worker.ts) bundles
// this file and should stay a few kilobytes.

export interface PushPayload {
  web_push: 8030
  notification: {
    title: string
    body: string
    /** Where a tap goes: a path of this site. */
    navigate: string
    lang?: string
    /** One notification per event: a repeat replaces it rather than showing twice. */
    tag?: string
    image?: string
    icon?: string
    badge?: string
  }
}

/** What a notification says when its push cannot be read (a device must show something). */
export const genericPushNotification = {
  title: 'Cardcast',
  body: 'Something happened on Cardcast. Tap to open it.',
} as const

const optionalText = (value: unknown) => value === undefined || typeof value === 'string'

/** Whether `value` is a payload this app can show. */
export function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false
  const { web_push: marker, notification } = value as Record<string, unknown>
  if (marker !== 8030 || typeof notification !== 'object' || notification === null) return false
  const n = notification as Record<string, unknown>
  return (
    typeof n.title === 'string' &&
    n.title !== '' &&
    typeof n.body === 'string' &&
    typeof n.navigate === 'string' &&
    ['lang', 'tag', 'image', 'icon', 'badge'].every((key) => optionalText(n[key]))
  )
}
