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
