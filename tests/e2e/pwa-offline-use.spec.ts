import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { justPlayed } from '../support/e2e-my-cards'
import { createCreatorAccount, createVerifiedAccount } from '../support/factories'
import { createClient } from '../support/http'
import { purchaseIsUsed, seedSession, storedQueue, streamUseCount, waitForServiceWorker } from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

// The whole story on My Cards: 'Use Now' without a network → the card shows as pending → the device is
// back → the card is used once, and the stream gets one overlay event.

test('a card used offline shows as pending, and reaches the stream once when the device is back', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  const card = await createCard(client, creator, { cardTitle: 'Dance offline' })
  const viewer = await createVerifiedAccount(server)
  const purchase = await getFreeCard(client, viewer, card)

  await page.goto('/')
  await seedSession(page, server, viewer)
  await waitForServiceWorker(page)
  await page.goto('/my-cards')
  const available = page.getByRole('list', { name: 'Available Cards' })
  const tile = available.getByRole('article', { name: 'Dance offline' })
  await expect(tile).toBeVisible()

  await page.context().setOffline(true)
  await tile.getByRole('button', { name: 'Use Card Dance offline' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Card Details' })
  await dialog.getByRole('button', { name: 'Use Now' }).click()

  await expect(dialog).toBeHidden()
  await expect(tile.getByText('PENDING')).toBeVisible()
  const [queued] = await storedQueue(page)
  expect(queued).toMatchObject({ transactionId: purchase._id, cardId: card._id })
  expect(await purchaseIsUsed(server, purchase._id)).toBe(false)
  expect(await streamUseCount(server, creator.userId)).toBe(0)

  await page.context().setOffline(false)

  // Sent: it sits on top of Ready as the card just played, queued (no overlay is open).
  const used = justPlayed(page).getByRole('article', { name: 'Dance offline' })
  await expect(used).toBeVisible()
  await expect(used.getByText('QUEUED', { exact: true })).toBeVisible()
  await expect(available.getByRole('article', { name: 'Dance offline' })).toHaveCount(0)
  await expect.poll(() => storedQueue(page)).toEqual([])
  const stored = await server.app.purchases.byId(purchase._id)
  expect(stored?.use_key).toBe(queued?.idempotencyKey)
  expect(await streamUseCount(server, creator.userId)).toBe(1)
})
