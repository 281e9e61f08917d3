import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createCreatorAccount } from '../support/factories'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

test('a creator creates a card and finds it in the inventory and the market', async ({ page, server }) => {
  const creator = await newCreator(server)
  await signIn(page, server, creator)
  await page.goto('/create-card')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Card' })).toBeVisible()

  // One preset image is chosen before the creator picks anything.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)

  // The contract's messages, first error per field.
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Rarity is required.')).toBeVisible()
  await expect(page.getByText('Title is required.')).toBeVisible()
  await expect(page.getByText('Description is required.')).toBeVisible()
  await expect(page.getByText('Price is required.')).toBeVisible()

  await page.getByRole('combobox', { name: 'Rarity' }).click()
  await page.getByRole('option', { name: 'Epic' }).click()
  await page.getByRole('checkbox', { name: 'Challenge' }).check()
  await page.getByRole('checkbox', { name: 'Punishment' }).check()
  await page.getByRole('textbox', { name: 'Title' }).fill('Twenty push-ups')
  await page.getByRole('textbox', { name: 'Description' }).fill('Drop and give me twenty, live')
  await page.getByLabel('Price (₹)').fill('49')
  await page.getByRole('radio', { name: 'Image 3' }).click()
  await expect(page.getByRole('radio', { name: 'Image 3' })).toBeChecked()
  const chosenPicture = await page.getByRole('img', { name: 'Image 3' }).getAttribute('src')
  expect(chosenPicture).not.toBe(await page.getByRole('img', { name: 'Image 1' }).getAttribute('src'))
  await page.getByRole('button', { name: 'Create' }).click()

  await expect(page.getByText('Card created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/card-inventory$/)
  const mine = tile(page, 'Twenty push-ups')
  await expect(mine).toBeVisible()
  await expect(mine).toContainText('Epic')
  await expect(mine).toContainText('₹49')
  await expect(mine.locator('img')).toHaveAttribute('src', chosenPicture ?? 'no picture')

  await page.getByRole('link', { name: 'Trending Cards' }).first().click()
  const listed = tile(page, 'Twenty push-ups')
  await expect(listed).toBeVisible()
  await expect(listed).toContainText('Drop and give me twenty, live')
  await expect(listed).toContainText('Challenge')
  await expect(listed).toContainText('Punishment')
  await expect(listed).toContainText(`by ${creator.username}`)
  // Their own card: nothing offers to sell it to them (the server refuses it too).
  await expect(listed.getByRole('button', { name: 'Twenty push-ups: your card' })).toBeDisabled()
  await expect(listed.getByRole('button', { name: 'Twenty push-ups: your card' })).toHaveText('Your card')
})

test("Cancel on the create form goes to My Cards; a viewer can't open the form", async ({
  browser,
  server,
}) => {
  const creatorPage = await browser.newPage({ baseURL: server.url })
  await signIn(creatorPage, server, await newCreator(server))
  await creatorPage.goto('/create-card')
  await creatorPage.getByRole('link', { name: 'Cancel' }).click()
  await expect(creatorPage).toHaveURL(/\/my-cards$/)
  await creatorPage.close()

  const viewerPage = await browser.newPage({ baseURL: server.url })
  await signIn(viewerPage, server, await newViewer(server))
  await viewerPage.goto('/create-card')
  await expect(viewerPage.getByText('You must be a creator to access this page.')).toBeVisible()
  await expect(viewerPage).not.toHaveURL(/\/create-card$/)
  await viewerPage.close()
})

test('a creator deletes a card through Confirm Deletion', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Keep me', price: 5 })
  await seedCard(server, creator, { cardTitle: 'Delete me', price: 0 })
  await signIn(page, server, creator)
  await page.goto('/card-inventory')
  await expect(tile(page, 'Delete me')).toBeVisible()

  // Cancel keeps it.
  await page.getByRole('button', { name: 'Delete card Delete me' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(tile(page, 'Delete me')).toBeVisible()

  await page.getByRole('button', { name: 'Delete card Delete me' }).click()
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click()
  await expect(page.getByText('Card deleted successfully.')).toBeVisible()
  await expect(tile(page, 'Delete me')).toHaveCount(0)
  await expect(tile(page, 'Keep me')).toBeVisible()

  await page.goto('/dashboard')
  await expect(tile(page, 'Keep me')).toBeVisible()
  await expect(tile(page, 'Delete me')).toHaveCount(0)
})

test('on a phone, a failed Create focuses its first error; on the free plan the price stays Free', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, server, await createCreatorAccount(server, { plan: 'free' }))
  await page.goto('/create-card')
  const price = page.getByLabel('Price (₹)')
  await expect(price).toBeDisabled()
  await expect(price).toHaveValue('0')
  await expect(page.getByRole('link', { name: 'Sell priced cards with Creator Pro' })).toBeVisible()

  // Create sits below the fold: the form takes the viewer back up to what is wrong.
  await page.getByRole('textbox', { name: 'Title' }).fill('Sing the chorus')
  await page.getByRole('button', { name: 'Create' }).click()
  const rarity = page.getByRole('combobox', { name: 'Rarity' })
  await expect(rarity).toBeFocused()
  await expect(rarity).toBeInViewport()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Check 2 fields: Rarity, Description.' }),
  ).toBeAttached()

  await rarity.click()
  await page.getByRole('option', { name: 'Rare' }).click()
  await page.getByRole('textbox', { name: 'Description' }).fill('Loud, and in tune')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Card created successfully!')).toBeVisible()
  await expect(tile(page, 'Sing the chorus')).toContainText('Free')
})
