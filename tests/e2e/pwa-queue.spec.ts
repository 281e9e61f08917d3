import type { Page } from '@playwright/test'
import type { QueuedUse } from '../../src/features/my-cards/use-queue/card-use-queue-core'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test, waitForAppIdle } from '../support/e2e'
import { logInThroughForm, mainButton, toast } from '../support/e2e-accounts'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/factories'
import { createClient } from '../support/http'
import type { TestServer } from '../support/test-server'
import {
  OFFLINE_BANNER,
  openOriginWithoutApp,
  purchaseIsUsed,
  seedSession,
  storedQueue,
  storeQueuedUse,
  streamUseCount,
  waitForServiceWorker,
} from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

/** How long a test waits for the queue's start-up drain (it starts once the page is idle). */
const STARTUP_DRAIN_MS = 30_000

// The queued 'use card' in the browser, with real IndexedDB, Web Locks and the real server: a use left
// in the queue (as 'Use Now' without a network leaves it) reaches the stream once the device is back.

interface Setup {
  creator: TestAccount
  viewer: TestAccount
  queued: QueuedUse
}

async function setUp(server: TestServer, title: string): Promise<Setup> {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  const card = await createCard(client, creator, { cardTitle: title })
  const viewer = await createVerifiedAccount(server)
  const purchase = await getFreeCard(client, viewer, card)
  const queued: QueuedUse = {
    cardId: card._id,
    transactionId: purchase._id,
    cardTitle: title,
    description: card.description,
    streamerEmailId: card.streamerEmailId,
    duration: card.duration,
    idempotencyKey: `e2e-${purchase._id}-${Date.now()}`,
    ownerId: viewer.userId,
    queuedAt: Date.now(),
  }
  return { creator, viewer, queued }
}

/** POSTs of /auth/user/useCard the pages of the context send from now on. */
function countUseCalls(page: Page): { readonly count: number } {
  let count = 0
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/user/useCard')) count += 1
  })
  return {
    get count() {
      return count
    },
  }
}

test('a use waiting in the queue is sent once at the next start, with its key', async ({ page, server }) => {
  const { creator, viewer, queued } = await setUp(server, 'Queued at start')
  await openOriginWithoutApp(page)
  await seedSession(page, server, viewer)
  const calls = countUseCalls(page)
  await storeQueuedUse(page, queued)

  await page.goto('/')

  await expect(toast(page, 'Card used successfully!')).toBeVisible({ timeout: STARTUP_DRAIN_MS })
  await expect.poll(() => purchaseIsUsed(server, queued.transactionId)).toBe(true)
  await expect.poll(() => storedQueue(page)).toEqual([])
  expect((await server.app.purchases.byId(queued.transactionId))?.use_key).toBe(queued.idempotencyKey)
  expect(await streamUseCount(server, creator.userId)).toBe(1)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(calls.count).toBe(1)
  expect(await streamUseCount(server, creator.userId)).toBe(1)
})

test('offline, the use waits (the banner says so); back online it reaches the stream once', async ({
  page,
  server,
}) => {
  const { creator, viewer, queued } = await setUp(server, 'Queued offline')
  await page.goto('/')
  await seedSession(page, server, viewer)
  await waitForServiceWorker(page)

  await page.context().setOffline(true)
  await storeQueuedUse(page, queued)
  await page.reload()
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText("1 card use will be sent when you're back online.")
  expect(await purchaseIsUsed(server, queued.transactionId)).toBe(false)

  await page.context().setOffline(false)

  await expect(toast(page, 'Card used successfully!')).toBeVisible()
  await expect(banner).toBeHidden()
  await expect.poll(() => purchaseIsUsed(server, queued.transactionId)).toBe(true)
  await expect.poll(() => storedQueue(page)).toEqual([])
  expect(await streamUseCount(server, creator.userId)).toBe(1)
})

test('a signed-out visit to the login page loads no queue code; signing in starts the queue, which sends what waited', async ({
  page,
  server,
}) => {
  const { creator, viewer, queued } = await setUp(server, 'Waiting for a login')
  await openOriginWithoutApp(page)
  await storeQueuedUse(page, queued)
  const queueCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/card-use-queue-[^/]*\.js$/.test(request.url())) queueCode.push(request.url())
  })

  await page.goto('/login')
  // Past idle, with the login form's API client in: the toasts mount then (the offline runtime waits
  // for someone to sign in, src/app/provider.tsx).
  await expect(page.locator('[data-rht-toaster]')).toBeAttached({ timeout: 20_000 })
  await expect(mainButton(page, 'Sign In')).toBeEnabled()
  // The previous build asked for the queue's code in the same render, long before the page was idle.
  await waitForAppIdle(page)
  expect(queueCode).toEqual([])
  expect(await purchaseIsUsed(server, queued.transactionId)).toBe(false)

  await logInThroughForm(page, viewer)

  await expect.poll(() => purchaseIsUsed(server, queued.transactionId)).toBe(true)
  expect(queueCode).not.toEqual([])
  await expect.poll(() => storedQueue(page)).toEqual([])
  expect(await streamUseCount(server, creator.userId)).toBe(1)
})
