import { tierMessages } from '../../contract/subscriptions'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { signIn } from '../support/e2e-sessions'
import { createCreatorAccount } from '../support/factories'

// A Pro streamer sets up subscription tiers on their Profile: adds one (a price below the floor is
// refused under its field first), changes its price, is told a second tier of the same name is taken,
// and retires one after a question.

test.use({ serviceWorkers: 'block' })

test('a Pro streamer adds, changes and retires subscription tiers on the Profile', async ({
  page,
  server,
}) => {
  const streamer = await createCreatorAccount(server)
  await signIn(page, server, streamer)
  await page.goto('/profile')
  const panel = page.getByRole('region', { name: 'Subscription tiers' })
  await expect(panel.getByText('You offer no tiers yet.')).toBeVisible()

  await panel.getByRole('button', { name: 'Add tier' }).click()
  const dialog = page.getByRole('dialog', { name: 'New subscription tier' })
  await expect(dialog.getByLabel('Tier name')).toBeFocused()
  await dialog.getByLabel('Tier name').fill('Gold')
  await dialog.getByLabel('Monthly price').fill('20')
  await dialog.getByLabel('What subscribers get').fill('Two free cards a month and the gold badge')
  await dialog.getByLabel('Free cards a month').fill('2')
  await dialog.getByRole('button', { name: 'Add tier' }).click()
  await expect(dialog.getByText(tierMessages.priceTooLow)).toBeVisible()
  await expect(dialog.getByLabel('Monthly price')).toBeFocused()
  await dialog.getByLabel('Monthly price').fill('149')
  await dialog.getByRole('button', { name: 'Add tier' }).click()
  await expect(toast(page, tierMessages.created)).toBeVisible()
  await expect(dialog).toBeHidden()

  const gold = panel.getByRole('listitem', { name: 'Gold' })
  await expect(gold).toContainText('₹149 / month')
  await expect(gold).toContainText('2 free cards a month')
  await expect(panel.getByText('1 of 3 tiers.')).toBeVisible()

  // A second tier named like the first: the server says so under the name.
  await panel.getByRole('button', { name: 'Add tier' }).click()
  await dialog.getByLabel('Tier name').fill('gold')
  await dialog.getByLabel('Monthly price').fill('49')
  await dialog.getByLabel('What subscribers get').fill('The badge')
  await dialog.getByRole('button', { name: 'Add tier' }).click()
  await expect(dialog.getByText(tierMessages.nameTaken)).toBeVisible()
  await dialog.getByLabel('Tier name').fill('Silver')
  await dialog.getByRole('button', { name: 'Add tier' }).click()
  await expect(panel.getByRole('listitem', { name: 'Silver' })).toContainText('₹49 / month')

  // A new price for Gold.
  await gold.getByRole('button', { name: 'Change Gold' }).click()
  const change = page.getByRole('dialog', { name: 'Change Gold' })
  await expect(change.getByLabel('Monthly price')).toHaveValue('₹149')
  await change.getByLabel('Monthly price').fill('199')
  await change.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, tierMessages.saved)).toBeVisible()
  await expect(gold).toContainText('₹199 / month')

  // Retired after a question whose safe answer has the focus.
  await panel.getByRole('button', { name: 'Retire Silver' }).click()
  const question = page.getByRole('dialog', { name: 'Retire Silver?' })
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await question.getByRole('button', { name: 'Retire tier' }).click()
  await expect(toast(page, tierMessages.retired)).toBeVisible()
  await expect(panel.getByRole('listitem', { name: 'Silver' })).toHaveCount(0)
  await expect(panel.getByText(/^Retired: Silver/)).toBeVisible()
  await expect(panel.getByText('1 of 3 tiers.')).toBeVisible()
})
