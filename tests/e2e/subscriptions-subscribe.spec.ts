import { subscriptionMessages } from '../../contract/subscriptions'
import { getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { allowBackToBackUses, streamKeyOf, submitUse } from '../support/stream'
import { createTier } from '../support/subscriptions'
import { findStreamer, newCreator, newViewer, seedCard } from './marketplace-support'

// A viewer on a phone subscribes to a streamer's tier from the streamer's page through the checkout,
// finds it under My Subscriptions, cancels it in two taps, told until when it stays, and resumes it;
// a card they use then shows their tier's badge on the overlay.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('a viewer on a phone subscribes, cancels in two taps, and their card wears the badge on stream', async ({
  page,
  browser,
  server,
}) => {
  const client = createClient(server.url)
  const streamer = await newCreator(server)
  await createTier(client, streamer, { name: 'Supporter', price: 29, monthlyAllowance: 0 })
  await createTier(client, streamer, { name: 'Gold', price: 149, monthlyAllowance: 2 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)

  await (await findStreamer(page, streamer.username)).getByRole('button', { name: 'Show Cards' }).click()
  const offer = page.getByRole('region', { name: `Subscribe to ${streamer.username}` })
  const gold = offer.getByRole('listitem', { name: 'Gold' })
  await expect(gold).toContainText('₹149 / month')
  await expect(gold).toContainText('The gold badge and a shout-out each month')
  await gold.getByRole('button', { name: 'Subscribe: Gold, ₹149 a month' }).click()

  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout.getByLabel('Amount ₹149')).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(toast(page, subscriptionMessages.subscribed(streamer.username, 'Gold'))).toBeVisible()
  await expect(offer.getByRole('status')).toContainText(/You subscribe: Gold, renews on/)
  await expect(offer.getByRole('button', { name: 'Subscribed: Gold' })).toBeDisabled()
  await expect(offer.getByRole('button', { name: /^Subscribe: Supporter/ })).toBeDisabled()

  // My Subscriptions, from the phone's menu.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page
    .getByRole('navigation', { name: 'User area' })
    .getByRole('link', { name: 'My Subscriptions', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible()
  const subscription = page.getByRole('listitem', { name: `${streamer.username}: Gold` })
  await expect(subscription).toContainText('Active')
  await expect(subscription).toContainText(/Renews on .+ for ₹149\./)

  // Two taps: the button, then the confirmation (whose safe answer has the focus).
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click()
  const question = page.getByRole('dialog', { name: `Cancel ${streamer.username}: Gold?` })
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await question.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Subscription cancelled\. Your perks stay until/ })
      .first(),
  ).toBeVisible()
  await expect(subscription).toContainText('Cancelled')
  await expect(subscription).toContainText(/Active until .+; nothing more is charged\./)

  // Changed their mind: one tap resumes it.
  await subscription.getByRole('button', { name: 'Resume' }).click()
  await expect(subscription).toContainText(/Renews on/)

  // On stream, the subscriber's card wears their tier's badge.
  await allowBackToBackUses(server.app.db, streamer.userId)
  const overlay = await browser.newPage({ baseURL: server.url })
  await overlay.goto(`/overlay/?key=${await streamKeyOf(client, streamer)}`)
  const card = await seedCard(server, streamer, { cardTitle: 'Sing', price: 0, duration: 10 })
  const purchase = await getFreeCard(client, viewer, card)
  await submitUse(client, viewer, card, purchase._id)
  const shown = overlay.locator('#stage [data-event-id]').filter({ hasText: 'Sing' })
  await expect(shown.locator('.sub')).toHaveText('Gold · Subscriber · 1 month', { timeout: 20_000 })
})
