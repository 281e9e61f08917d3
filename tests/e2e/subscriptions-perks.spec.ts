import { subscriberCardMessages } from '../../contract/subscriber-cards'
import { subscriptionMessages } from '../../contract/subscriptions'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { allowBackToBackUses, streamKeyOf } from '../support/stream'
import { createTier } from '../support/subscriptions'
import { newCreator, newViewer, tile } from './marketplace-support'

// A streamer makes a card for Gold subscribers on Create Card. A viewer on a phone sees it locked,
// with the tier that opens it; subscribed to Gold through the checkout, they take it free from the
// month's allowance, use it from My Cards, and the overlay shows it with their subscriber badge; then
// they cancel in two taps on My Subscriptions and see until when it stays.

test.use({ serviceWorkers: 'block' })

test('a subscribers-only card, taken free from the allowance and used, wears the badge on stream', async ({
  browser,
  page,
  server,
}) => {
  const client = createClient(server.url)
  const streamer = await newCreator(server)
  await createTier(client, streamer, { name: 'Supporter', price: 29, monthlyAllowance: 0 })
  await createTier(client, streamer, { name: 'Gold', price: 149, monthlyAllowance: 2 })
  await allowBackToBackUses(server.app.db, streamer.userId)

  // The streamer, on a desktop: a priced card for Gold and dearer tiers.
  const studio = await browser.newPage({ baseURL: server.url })
  await signIn(studio, server, streamer)
  await studio.goto('/create-card')
  await studio.getByRole('combobox', { name: 'Rarity' }).click()
  await studio.getByRole('option', { name: 'Epic' }).click()
  await studio.getByRole('textbox', { name: 'Title' }).fill('Golden dance')
  await studio.getByRole('textbox', { name: 'Description' }).fill('A dance for the gold crowd')
  await studio.getByLabel('Price (₹)').fill('99')
  await studio.getByRole('switch', { name: 'For subscribers only' }).check()
  await studio.getByRole('combobox', { name: 'Lowest tier that opens it' }).click()
  await studio.getByRole('option', { name: 'Gold (₹149 a month)' }).click()
  await studio.getByRole('button', { name: 'Create' }).click()
  await expect(studio.getByText('Card created successfully!')).toBeVisible()

  // The viewer, on a phone, not subscribed: the card is locked and says which tier opens it.
  const viewer = await newViewer(server)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, server, viewer)
  await page.goto('/dashboard')
  const locked = tile(page, 'Golden dance')
  await expect(locked.getByRole('link', { name: 'Subscribe to unlock: Golden dance' })).toBeVisible()
  await expect(locked).toContainText(subscriberCardMessages.lockNote('Gold'))
  await expect(locked.getByRole('button', { name: /^Buy/ })).toHaveCount(0)
  await locked.getByRole('link', { name: 'Subscribe to unlock: Golden dance' }).click()
  const offer = page.getByRole('region', { name: `Subscribe to ${streamer.username}` })
  await expect(offer).toBeVisible()

  // Subscribed to Gold through the checkout, the card opens: 'Get free'.
  await offer.getByRole('button', { name: 'Subscribe: Gold, ₹149 a month' }).click()
  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout.getByLabel('Amount ₹149')).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(toast(page, subscriptionMessages.subscribed(streamer.username, 'Gold'))).toBeVisible()
  const open = tile(page, 'Golden dance')
  await expect(open).toContainText(subscriberCardMessages.getFreeHint(2))
  await open.getByRole('button', { name: 'Get free: Golden dance' }).click()
  const question = page.getByRole('dialog', { name: 'Take this card free?' })
  await expect(question).toContainText('1 free card will be left this month')
  await question.getByRole('button', { name: 'Get free' }).click()
  await expect(toast(page, subscriberCardMessages.claimed(1))).toBeVisible()
  await expect(page).toHaveURL(/\/my-cards$/)

  // Used from My Cards, it reaches the overlay with the Gold badge.
  const overlay = await browser.newPage({ baseURL: server.url })
  await overlay.goto(`/overlay/?key=${await streamKeyOf(client, streamer)}`)
  await page
    .getByRole('region', { name: 'Available Cards' })
    .getByRole('button', { name: 'Use Card Golden dance' })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
  const shown = overlay.locator('#stage [data-event-id]').filter({ hasText: 'Golden dance' })
  await expect(shown.locator('.sub')).toHaveText('Gold · Subscriber · 1 month', { timeout: 20_000 })

  // My Subscriptions counts what is left of the month's free cards; cancelling takes two taps and
  // says until when the subscription stays.
  await page.goto('/my-subscriptions')
  const subscription = page.getByRole('listitem', { name: `${streamer.username}: Gold` })
  await expect(subscription).toContainText('1 of 2 free cards left this month')
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click()
  await page
    .getByRole('dialog', { name: `Cancel ${streamer.username}: Gold?` })
    .getByRole('button', { name: 'Cancel subscription' })
    .click()
  await expect(subscription).toContainText(/Active until .+; nothing more is charged\./)
})
