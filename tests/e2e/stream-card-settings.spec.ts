import type { Card } from '../../contract/cards'
import { streamMessages } from '../../contract/stream'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { newCreator, tile } from './marketplace-support'

// A card's stream settings: cooldowns and a sound chosen on Create Card (with a preview),
// shown on the inventory tile and changed there.

test('a creator sets cooldowns and a sound on a new card, then changes the cooldowns from the inventory', async ({
  page,
  server,
}) => {
  const creator = await newCreator(server)
  await signIn(page, server, creator)
  await page.goto('/create-card')

  await page.getByRole('combobox', { name: 'Rarity' }).click()
  await page.getByRole('option', { name: 'Rare' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Air horn')
  await page.getByRole('textbox', { name: 'Description' }).fill('A horn blast on stream')
  await page.getByLabel('Price (₹)').fill('0')
  const preview = page.getByRole('button', { name: /^Preview sound/ })
  await expect(preview).toBeDisabled()
  await page.getByLabel('Cooldown between uses (seconds)').fill('30')
  await page.getByLabel('Cooldown per viewer (seconds)').fill('120')
  await page.getByRole('combobox', { name: 'Sound' }).click()
  await page.getByRole('option', { name: 'Fanfare' }).click()
  await expect(page.getByRole('button', { name: 'Preview sound Fanfare' })).toBeEnabled()
  await page.getByRole('button', { name: 'Preview sound Fanfare' }).click()
  await page.getByRole('button', { name: 'Create', exact: true }).click()

  await expect(page).toHaveURL(/\/card-inventory$/)
  const mine = tile(page, 'Air horn')
  await expect(mine).toContainText('Cooldown 30 s · per viewer 2 min · Fanfare')

  // Changed from the inventory: a new card cooldown, the stream's default per viewer.
  await mine.getByRole('button', { name: 'Stream settings of Air horn' }).click()
  const dialog = page.getByRole('dialog', { name: 'Stream settings' })
  await expect(dialog.getByLabel('Cooldown between uses (seconds)')).toHaveValue('30')
  await dialog.getByLabel('Cooldown between uses (seconds)').fill('45')
  await dialog.getByLabel('Cooldown per viewer (seconds)').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, streamMessages.cardSaved)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(mine).toContainText('Cooldown 45 s · per viewer default · Fanfare')

  await page.reload()
  await expect(tile(page, 'Air horn')).toContainText('Cooldown 45 s · per viewer default · Fanfare')
  const saved = await createClient(server.url).get<{ cards: Card[] }>(
    `/auth/user/getStreamerCards/${creator.userId}`,
    { token: creator.token },
  )
  const card = saved.body.cards.find((each) => each.cardTitle === 'Air horn')
  expect(card).toMatchObject({ cooldownSeconds: 45, viewerCooldownSeconds: null, sound: 'fanfare' })
})
