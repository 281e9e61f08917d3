// Helpers of the PWA end-to-end tests (not a spec): the session as a login stores it, the service
// worker in control, the IndexedDB queue as the app keeps it, and the server's record of a use.
import type { Page } from '@playwright/test'
import type { QueuedUse } from '../../src/features/my-cards/use-queue/card-use-queue-core'
import { storeSessionInPage } from '../support/e2e-accounts'
import type { TestAccount } from '../support/factories'
import { createClient } from '../support/http'
import type { TestServer } from '../support/test-server'

export const OFFLINE_BANNER = "You're offline. Showing saved data."

/**
 * Opens a page of the app's origin that does not run the app (the health check), to store a session or
 * a queued use that the app's next start finds. On a page of the app, the offline runtime (started
 * once the page is idle) could send a queued use before the test's reload, and the reload would take
 * its toast away.
 */
export async function openOriginWithoutApp(page: Page): Promise<void> {
  await page.goto('/healthz')
}

/** Stores the account's session in the page as a login would (the app reads it at start). */
export async function seedSession(
  page: Page,
  server: TestServer,
  account: TestAccount,
  token = account.token,
): Promise<void> {
  const profile = await createClient(server.url).get<{ user: Record<string, unknown> }>(
    '/auth/user/getUser',
    {
      token: account.token,
    },
  )
  await storeSessionInPage(page, {
    token,
    user: profile.body.user,
    userRole: 'user',
    expirationTime: Date.now() + 60 * 60 * 1000,
  })
}

/** After the first visit: the worker is installed and controls the page (a reload puts it in charge). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const ready = navigator.serviceWorker.ready.then(() => 'ready')
    // Installing precaches the whole build (about 150 files): on a busy 2-core machine that has taken
    // more than 30 s.
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('not ready'), 60_000))
    const outcome = await Promise.race([ready, late])
    const registration = await navigator.serviceWorker.getRegistration()
    return { outcome, installing: registration?.installing?.state, active: registration?.active?.state }
  })
  // An install fails when the build changes under it (a precached file 404s): rebuild, then rerun.
  if (state.outcome !== 'ready') throw new Error(`the service worker is not ready: ${JSON.stringify(state)}`)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Runs `body` on the app's queue store ('cardcast-offline' / 'queue'), opening it as idb-keyval does. */
function withQueueStore<T>(page: Page, mode: IDBTransactionMode, item: QueuedUse | null): Promise<T> {
  return page.evaluate(
    async ({ mode, item }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('cardcast-offline')
        request.onupgradeneeded = () => request.result.createObjectStore('queue')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const transaction = db.transaction('queue', mode)
          const store = transaction.objectStore('queue')
          const request = item ? store.put(item, item.idempotencyKey) : store.getAll()
          transaction.oncomplete = () => resolve(item ? null : request.result)
          transaction.onerror = () => reject(transaction.error)
        })
      } finally {
        db.close()
      }
    },
    { mode, item },
  ) as Promise<T>
}

/** Puts a use in the stored queue, as a press of 'Use Now' without a network leaves it. */
export function storeQueuedUse(page: Page, item: QueuedUse): Promise<void> {
  return withQueueStore(page, 'readwrite', item)
}

export function storedQueue(page: Page): Promise<QueuedUse[]> {
  return withQueueStore(page, 'readonly', null)
}

/** The uses in the streamer's live queue, whatever their state: one per use the server accepted. */
export async function streamUseCount(server: TestServer, streamerId: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('stream_uses')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('streamer_id', '=', streamerId)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function purchaseIsUsed(server: TestServer, transactionId: string): Promise<boolean> {
  const purchase = await server.app.purchases.byId(transactionId)
  return Number(purchase?.is_used) === 1
}
