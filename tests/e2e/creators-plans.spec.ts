import type { Browser, Page } from '@playwright/test'
import { overlayMessages } from '../../contract/overlay'
import { planMessages } from '../../contract/plan-rules'
import { buyPaidCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { field, mainButton, toast } from '../support/e2e-accounts'
import { createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import type { TestServer } from '../support/test-server'

// The streamer's way in: sign up, start streaming free with the
// branding on the overlay, buy Creator Pro through the simulated checkout, lose the branding, sell a
// priced card, and see the sale and the use in the analytics. Once on a phone, once on a desktop.

test.use({ serviceWorkers: 'block' })

async function signUpAndVerify(page: Page, server: TestServer) {
  const username = uniqueName('streamer')
  const emailId = `${username}@example.test`
  const password = 'streamer-pass-123'
  await page.goto('/signup')
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(emailId)
  await field(page, 'Date of Birth').fill('1990-01-01')
  await field(page, 'Password').fill(password)
  await field(page, 'Confirm Password').fill(password)
  const signedUpAt = Date.now()
  await mainButton(page, 'Sign Up').click()
  // Straight to the OTP screen, for the code sign-up mailed.
  await expect(page).toHaveURL(/\/login$/)
  await field(page, 'OTP').fill(await server.smtp.otpFor(emailId, signedUpAt))
  await mainButton(page, 'Verify OTP').click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** The streamer's OBS browser source, in its own page, recording each card it shows. */
async function openOverlay(browser: Browser, url: string) {
  const overlay = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await overlay.goto(url)
  await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')
  return overlay
}

async function sendTestCard(page: Page) {
  await page.getByRole('button', { name: 'Send test card' }).click()
  await expect(toast(page, overlayMessages.testCardSent)).toBeVisible()
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`on a ${device}: sign up, stream free, buy Creator Pro, sell a card and see it in the analytics`, async ({
    browser,
    page,
    server,
  }) => {
    await page.setViewportSize(viewport)
    await signUpAndVerify(page, server)

    // Start streaming: from the landing's plans on a desktop, from the header menu on a phone.
    if (device === 'desktop') {
      await page.goto('/#plans')
      await page
        .getByRole('article', { name: 'Free' })
        .getByRole('button', { name: 'Start streaming' })
        .click()
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Start streaming' })
        .click()
    }
    await expect(toast(page, planMessages.becameCreator)).toBeVisible()
    await expect(page).toHaveURL(/\/profile#getting-started$/)
    await expect(page.getByRole('heading', { name: 'Go live in four steps' })).toBeVisible()
    const plan = page.getByRole('region', { name: 'Your plan' })
    await expect(plan.getByText('Free plan', { exact: true })).toBeVisible()

    // The overlay of the free plan carries the site's branding.
    await page.getByRole('button', { name: 'Generate Stream URL' }).click()
    await page.getByRole('button', { name: 'Show stream key' }).click()
    await expect(page.getByRole('textbox', { name: 'Stream URL' })).toHaveValue(/key=[^•\s]+$/)
    const streamUrl = await page.getByRole('textbox', { name: 'Stream URL' }).inputValue()
    const overlay = await openOverlay(browser, streamUrl)
    await expect(page.getByRole('status').filter({ hasText: 'Overlay connected' })).toBeVisible({
      timeout: 15_000,
    })
    await sendTestCard(page)
    const firstCard = overlay.locator('#stage [data-event-id]').first()
    await expect(firstCard).toBeVisible()
    await expect(firstCard.locator('.brand')).toContainText('Cardcast')
    const firstId = await firstCard.getAttribute('data-event-id')

    // Creator Pro through the simulated checkout, naming the state its GST invoice is for.
    await plan.getByRole('combobox', { name: 'Your state, for the GST invoice' }).selectOption('Maharashtra')
    await plan.getByRole('button', { name: /Go Creator Pro/ }).click()
    const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
    await expect(checkout.getByLabel('Amount ₹349')).toBeVisible()
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(toast(page, planMessages.proActivated)).toBeVisible()
    await expect(plan.getByText('Creator Pro', { exact: true })).toBeVisible()
    await expect(plan.getByText(/Creator Pro is active until/)).toBeVisible()
    // Its tax invoice is on Profile (a table row on a desktop, a card of its own on a phone, its PDF
    // button in reach either way), and the state is kept: nobody asks it again.
    const invoices = page.getByRole(device === 'phone' ? 'list' : 'table', { name: 'Invoices' })
    const invoice = invoices
      .getByRole(device === 'phone' ? 'listitem' : 'row')
      .filter({ hasText: 'Creator Pro' })
    await expect(invoice).toContainText('₹349.00')
    const pdf = invoice.getByRole('button', { name: /^Download tax invoice / })
    await expect(pdf).toBeVisible()
    const box = await pdf.boundingBox()
    expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await expect(plan.getByRole('combobox', { name: 'Your state, for the GST invoice' })).toHaveCount(0)

    // The next card on the overlay has no branding.
    await sendTestCard(page)
    const secondCard = overlay.locator(`#stage [data-event-id]:not([data-event-id="${firstId}"])`)
    await expect(secondCard).toBeVisible({ timeout: 20_000 })
    await expect(secondCard).toContainText('Test card')
    await expect(secondCard.locator('.brand')).toHaveCount(0)
    await overlay.context().close()

    // A priced card, which only Creator Pro may sell.
    await page.goto('/create-card')
    await page.getByRole('combobox', { name: 'Rarity' }).click()
    await page.getByRole('option', { name: 'Legendary' }).click()
    await page.getByRole('checkbox', { name: 'Challenge' }).check()
    await page.getByRole('textbox', { name: 'Title' }).fill('Sing the anthem')
    await page.getByRole('textbox', { name: 'Description' }).fill('Stand up and sing it, live')
    await page.getByLabel('Price (₹)').fill('79')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(toast(page, 'Card created successfully!')).toBeVisible()

    // A second viewer buys it and uses it.
    const client = createClient(server.url)
    const viewer = await createVerifiedAccount(server)
    const cards = await client.get<{ cards: Array<{ _id: string; cardTitle: string; price: number }> }>(
      '/auth/user/getCards',
    )
    const card = cards.body.cards.find((listed) => listed.cardTitle === 'Sing the anthem')
    if (!card) throw new Error('the new card is not in the market')
    const purchase = await buyPaidCard(client, viewer, card as never)
    const use = await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: purchase._id },
      { token: viewer.token },
    )
    expect(use.status).toBe(200)

    // The analytics show that sale and that use.
    await page.goto('/analytics')
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Sales', exact: true })).toContainText('1')
    await expect(page.getByRole('group', { name: 'Uses', exact: true })).toContainText('1')
    await expect(page.getByRole('group', { name: 'Revenue', exact: true })).toContainText('₹79')
    await expect(page.getByRole('img', { name: /1 sale and 1 use in all/ })).toBeVisible()
    await expect(
      page
        .getByRole('img', { name: /1 sale and 1 use in all/ })
        .locator('svg')
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Sing the anthem' })).toBeVisible()
  })
}
