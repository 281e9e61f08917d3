import { expect, test } from '../support/e2e'

test('Alt+T moves keyboard focus to the newest toast', async ({ page }) => {
  await page.goto('/login')
  const main = page.getByRole('main')
  await main.getByLabel('Email', { exact: true }).fill('nobody@example.test')
  await main.getByLabel('Password', { exact: true }).fill('wrong-password')
  await main.getByRole('button', { name: 'Sign In', exact: true }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Invalid email or password.' })
  await expect(toast).toBeVisible()

  await page.keyboard.press('Alt+t')
  await expect(toast).toBeFocused()
})

test('toasts hold while the window has lost focus, and close once it is back', async ({ page }) => {
  await page.goto('/login')
  const main = page.getByRole('main')
  await main.getByLabel('Email', { exact: true }).fill('nobody@example.test')
  await main.getByLabel('Password', { exact: true }).fill('wrong-password')
  await main.getByRole('button', { name: 'Sign In', exact: true }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Invalid email or password.' })
  await expect(toast).toBeVisible()

  await page.evaluate(() => window.dispatchEvent(new Event('blur')))
  // Longer than the toast's 5 seconds: it is still there for when the viewer comes back.
  await page.waitForTimeout(6_500)
  await expect(toast).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(toast).toBeHidden({ timeout: 10_000 })
})
