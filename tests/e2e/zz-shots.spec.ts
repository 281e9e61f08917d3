import { buyPaidCard, createCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { buyProWithSimulatedPayment } from '../support/money'
import { newCreator, newViewer } from './marketplace-support'

test.use({ serviceWorkers: 'block' })

test('shots', async ({ browser, page, server }) => {
  const client = createClient(server.url)
  const streamer = await newCreator(server)
  await buyProWithSimulatedPayment(client, streamer)
  const viewer = await newViewer(server)
  await client.post(
    '/auth/user/marathons',
    { startMinutes: 90, secondsPerRupee: 6, secondsPerFreeUse: 30, capHours: 4 },
    { token: streamer.token },
  )
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: streamer.token })
  ).body.url
  const overlay = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()
  await overlay.goto(streamUrl)
  await expect(overlay.locator('html')).toHaveAttribute('data-marathon', 'running')
  await buyPaidCard(client, viewer, await createCard(client, streamer, { price: 50 }))
  await expect(overlay.locator('.marathon-addition')).toBeVisible()
  await overlay.screenshot({ path: '/tmp/shots/overlay.png' })
  await buyPaidCard(client, viewer, await createCard(client, streamer, { price: 20 }))
  for (const [w, h, name] of [
    [390, 844, 'phone'],
    [1280, 900, 'desktop'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h })
      await page.emulateMedia({ colorScheme: scheme })
      await signIn(page, server, streamer)
      await page.goto('/live')
      const panel = page.getByRole('region', { name: 'Marathon', exact: true })
      await expect(panel.getByLabel('Time left')).toBeVisible()
      await panel.scrollIntoViewIfNeeded()
      await panel.screenshot({ path: `/tmp/shots/live-${name}-${scheme}.png` })
    }
  }
  await client.post(
    `/auth/user/marathons/${(await client.get<{ marathon: { id: string } }>('/auth/user/marathons/current', { token: streamer.token })).body.marathon.id}/end`,
    undefined,
    { token: streamer.token },
  )
  await page.reload()
  const panel = page.getByRole('region', { name: 'Marathon', exact: true })
  await expect(panel.getByRole('button', { name: 'Start marathon' })).toBeVisible()
  await panel.screenshot({ path: '/tmp/shots/live-form-dark.png' })
})
