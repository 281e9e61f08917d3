import { expect, test } from '../support/e2e'
import { justPlayed } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

test('a viewer buys and uses a card with the keyboard alone', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Keyboard hug', price: 0 })
  await signIn(page, server, await newViewer(server))
  await page.goto('/dashboard')

  const buy = tile(page, 'Keyboard hug').getByRole('button', { name: 'Get free Keyboard hug' })
  // The server's page takes no focus until the app has taken it over.
  await expect(buy).toBeEnabled()
  await buy.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Get a free card' })
  await expect(confirm.getByRole('button', { name: 'Get free' })).toBeFocused()
  // Escape cancels and gives focus back to the button that opened the dialog.
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(buy).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(confirm.getByRole('button', { name: 'Get free' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/my-cards$/)

  await page.getByRole('button', { name: 'Use Card Keyboard hug' }).focus()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await expect(edit.getByRole('textbox', { name: 'Title' })).toBeFocused()
  await page.keyboard.press('Enter')
  // No overlay is open: the card waits in line.
  await expect(page.getByText(/ is offline: your card waits up to /)).toBeVisible()
  await expect(justPlayed(page).getByText('QUEUED', { exact: true })).toBeVisible()
})

test('a creator picks an image with the arrow keys; deletion starts on Cancel', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Still here' })
  await signIn(page, server, creator)

  await page.goto('/create-card')
  const checked = page.getByRole('radio', { checked: true })
  const before = await checked.getByRole('img').getAttribute('alt')
  await checked.focus()
  await page.keyboard.press('ArrowRight')
  await expect(checked).toBeFocused()
  await expect(checked.getByRole('img')).not.toHaveAttribute('alt', before ?? '')

  await page.goto('/card-inventory')
  await page.getByRole('button', { name: 'Delete card Still here' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(tile(page, 'Still here')).toBeVisible()
})
