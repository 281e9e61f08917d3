import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { buyProWithSimulatedPayment } from '../support/money'
import { newViewer } from './marketplace-support'

// A streamer with a month of Creator Pro bought by hand switches it to renew each month on the
// Profile, then cancels the renewal in two taps and is told until when Pro stays.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('a streamer switches Creator Pro to renew monthly, then cancels the renewal in two taps', async ({
  page,
  server,
}) => {
  const streamer = await newViewer(server)
  await buyProWithSimulatedPayment(createClient(server.url), streamer)
  await signIn(page, server, streamer)
  await page.goto('/profile')
  const panel = page.getByRole('region', { name: 'Your plan' })
  await expect(panel).toContainText(/Ends on .+\. Renew it each month for ₹349/)

  await panel.getByRole('button', { name: 'Renew each month' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Creator Pro renews on / })
      .first(),
  ).toBeVisible()
  await expect(panel).toContainText(/Renews on .+ for ₹349\./)

  await panel.getByRole('button', { name: 'Cancel renewal' }).click()
  const question = page.getByRole('dialog', { name: 'Cancel Creator Pro renewal?' })
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await question.getByRole('button', { name: 'Cancel renewal' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Renewal cancelled: Creator Pro stays until/ })
      .first(),
  ).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Renew each month' })).toBeVisible()
})
