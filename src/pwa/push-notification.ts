// What the service worker shows for a push, and where a tap on it goes; plain functions, so the
// rules are tested without a browser (tests/unit/push-notification.test.ts). The payload is the
// declarative Web Push format (contract/push.ts); anything else still shows a generic notification,
// because Safari revokes the subscription of a site whose pushes show nothing.
import { genericPushNotification, isPushPayload } from '../../contract/push-payload'

export interface ShownNotification {
  title: string
  options: {
    body: string
    lang?: string
    tag?: string
    image?: string
    icon: string
    badge?: string
    /** Read back by the click: where the tap goes. */
    data: { url: string }
  }
}

const ICON = '/icon-192.png'

/** Only a path of this site: a payload never sends a tap to another site. */
function sameSitePath(url: string | undefined): string {
  if (!url?.startsWith('/') || url.startsWith('//')) return '/'
  return url
}

/** The notification for a push's data (its text, or nothing), whatever it holds. */
export function notificationForPush(text: string | null | undefined): ShownNotification {
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  if (!isPushPayload(parsed)) {
    const { title, body } = genericPushNotification
    return { title, options: { body, icon: ICON, data: { url: '/' } } }
  }
  const { title, body, navigate, lang, tag, image, icon, badge } = parsed.notification
  return {
    title,
    options: {
      body,
      icon: icon ?? ICON,
      ...(lang ? { lang } : {}),
      ...(tag ? { tag } : {}),
      ...(image ? { image } : {}),
      ...(badge ? { badge } : {}),
      data: { url: sameSitePath(navigate) },
    },
  }
}

/** Where a tap on a notification goes: its own screen, as an absolute URL of the worker's site. */
export function urlForClick(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data && 'url' in data && typeof data.url === 'string' ? data.url : '/'
  return new URL(sameSitePath(url), origin).href
}
