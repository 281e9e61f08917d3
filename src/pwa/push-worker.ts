// The service worker's Web Push part, loaded into the generated worker with the rest of its own code
// (src/pwa/worker-extras.ts, built by scripts/worker-extras.ts). It shows
// each push (push-notification.ts) and opens the screen it names on a tap: an open window of the app
// is focused and sent there, or a new one opened.
import { notificationForPush, urlForClick } from './push-notification'

// The few service-worker types used here: the DOM library the rest of src/ compiles with has none.
interface WorkerWindow {
  url: string
  focus(): Promise<WorkerWindow>
  navigate(url: string): Promise<WorkerWindow | null>
}
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void }
}
interface WorkerScope {
  location: Location
  registration: { showNotification(title: string, options: object): Promise<void> }
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerWindow[]>
    openWindow(url: string): Promise<WorkerWindow | null>
  }
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void
}

const worker = self as unknown as WorkerScope

worker.addEventListener('push', (event) => {
  let text: string | null = null
  try {
    text = event.data?.text() ?? null
  } catch {
    text = null
  }
  const { title, options } = notificationForPush(text)
  event.waitUntil(worker.registration.showNotification(title, options))
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = urlForClick(event.notification.data, worker.location.origin)
  const opening = (async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const open = windows.find((client) => new URL(client.url).origin === worker.location.origin)
    if (open) {
      try {
        // navigate() needs a window this worker controls; otherwise a new window opens.
        const moved = await open.navigate(url)
        if (moved) {
          await moved.focus().catch(() => undefined)
          return
        }
      } catch {}
    }
    await worker.clients.openWindow(url)
  })()
  try {
    event.waitUntil(opening)
  } catch {
    // Only the browser's own events can be waited for; one dispatched by a script still opens.
  }
})
