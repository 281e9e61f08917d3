// 'Send Test Email' shows the server's reason; a wide table shows that it scrolls
// and never cuts a badge; the delete confirmation names what it deletes. On a 390×844 phone, where the
// tables are widest for their room, and the test email on a desktop.
import { adminMessages, adminServerMessages } from '../../contract/admin'
import { expect, test } from '../support/e2e'
import { adminField, createAdmin, isolatedTest, openFromSidebar, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import { newCreator, seedCard } from './marketplace-support'

isolatedTest.use({ viewport: { width: 1440, height: 900 } })

isolatedTest("'Send Test Email' says why it failed", async ({ page, ownServer }) => {
  const admin = await createAdmin(ownServer)
  await openAdminDashboardSignedIn(page, ownServer, admin)
  await expect(page).toHaveTitle('Dashboard · Cardcast')
  await openFromSidebar(page, 'Settings')
  await page.getByRole('tab', { name: 'SMTP' }).click()
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  const reason = adminServerMessages.smtpNotConfigured
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible()
  await expect(toast(page, reason)).toBeVisible()
  await expect(page.getByText(adminMessages.testEmailFailed, { exact: true })).toHaveCount(0)
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Card Management scrolls sideways visibly, keeps badges whole, and names what it deletes', async ({
    page,
    server,
  }) => {
    const creator = await newCreator(server)
    const title = `Wide table ${Date.now()}`
    await seedCard(server, creator, {
      cardTitle: title,
      rarity: 'Legendary',
      category: ['Punishment'],
      price: 0,
    })
    const admin = await createAdmin(server)
    await openAdminDashboardSignedIn(page, server, admin)
    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await openFromSidebar(page, 'Card Management')

    await adminField(page, 'Search by title').fill(title)
    const table = page.getByRole('table', { name: 'Cards' })
    const row = table.getByRole('row').filter({ hasText: title })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Free', exact: true })).toBeVisible()
    await expect(page.getByText('Scroll sideways for more columns →')).toBeVisible()
    const scroller = page.getByRole('region', { name: /table$/ }).first()
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)

    // Every badge shows its whole word (no ellipsis, nothing clipped inside it).
    const clipped = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('.mantine-Badge-label'))
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    )
    expect(clipped).toEqual([])

    // Scrolled to the end, the hint points back.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect(page.getByText('← Scroll back for the first columns')).toBeVisible()

    await table.getByRole('button', { name: `Delete ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
    await expect(dialog).toContainText(`Deleting card "${title}"`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('Back closes the sidebar that was open', async ({ page, server }) => {
    const admin = await createAdmin(server)
    await openAdminDashboardSignedIn(page, server, admin)
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    const toggle = page.getByRole('button', { name: 'Toggle navigation' })
    await toggle.click()
    await openFromSidebar(page, 'Card Management')
    await expect(sidebar).not.toBeInViewport()

    await toggle.click()
    await expect(sidebar).toBeInViewport()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(sidebar).not.toBeInViewport()
  })
})
