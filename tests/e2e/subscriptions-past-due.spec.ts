import { expect, testWithOwnClock } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { createTier, subscribe } from '../support/subscriptions'
import { newCreator, newViewer } from './marketplace-support'

// A renewal the simulated provider declines: on a phone, My Subscriptions says the payment failed and
// until when the perks stay; 'Pay now' takes the owed month through the checkout and the subscription
// is active again.

const test = testWithOwnClock({ SUBSCRIPTION_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('a viewer pays a failed renewal from My Subscriptions and keeps the subscription', async ({
  page,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
  const viewer = await newViewer(ownServer)
  const subscription = await subscribe(client, viewer, gold.id, 'decline')
  const end = Date.parse(subscription.currentPeriodEnd)
  clock.set(end - 47 * 3600_000 - Date.now())
  await ownServer.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
  clock.set(end + 60_000 - Date.now())
  await ownServer.smtp.waitForMail(viewer.emailId, { subject: /payment failed/ })

  await signIn(page, ownServer, viewer)
  await page.goto('/my-subscriptions')
  const row = page.getByRole('listitem', { name: `${streamer.username}: Gold` })
  await expect(row).toContainText('Payment failed')
  await expect(row).toContainText(/The renewal payment of ₹149 failed\. Pay by .+ to keep your perks\./)
  await row.getByRole('button', { name: 'Pay now' }).click()
  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout.getByLabel('Amount ₹149')).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Payment received: your subscription runs until/ })
      .first(),
  ).toBeVisible()
  await expect(row).toContainText('Active')
  await expect(row.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await expect(row).toContainText(/Renews on .+ for ₹149\./)
})
