import { buyPaidCard, createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import {
  adminField,
  confirmDelete,
  createAdmin,
  openFromSidebar,
  tableRow,
  toast,
} from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'

// Payment Management) and 7 (cards, usage counts, transactions).

test('Card Management filters the cards and deletes one', async ({ page, server }) => {
  const client = createClient(server.url)
  const admin = await createAdmin(server)
  const creator = await createCreatorAccount(server)
  const tag = uniqueName('t')
  const reward = await createCard(client, creator, {
    cardTitle: `Reward ${tag}`,
    category: ['Reward'],
    rarity: 'Epic',
    price: 25,
  })
  const challenge = await createCard(client, creator, {
    cardTitle: `Challenge ${tag}`,
    category: ['Challenge'],
    rarity: 'Common',
  })
  const viewer = await createVerifiedAccount(server)
  await getFreeCard(client, viewer, challenge)

  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'Card Management')
  for (const tile of ['Total Cards', 'Active Cards', 'Total Price', 'Total Revenue']) {
    await expect(page.getByRole('main').getByText(tile, { exact: true })).toBeVisible()
  }
  const cards = page.getByRole('table', { name: 'Cards' })
  for (const header of ['Title', 'Description', 'Image', 'Categories', 'Rarity', 'Price', 'Times Used']) {
    await expect(cards.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  await expect(cards.getByRole('columnheader', { name: 'Streamer Email' })).toBeVisible()

  await adminField(page, 'Search by title').fill(tag)
  await expect(tableRow(page, 'Cards', reward.cardTitle)).toContainText(creator.emailId)
  await expect(tableRow(page, 'Cards', reward.cardTitle)).toContainText('₹25')
  await expect(tableRow(page, 'Cards', challenge.cardTitle)).toBeVisible()
  await expect(
    tableRow(page, 'Cards', reward.cardTitle).getByRole('img', { name: reward.cardTitle }),
  ).toBeVisible()

  await adminField(page, 'Category').selectOption('Reward')
  await expect(tableRow(page, 'Cards', challenge.cardTitle)).toHaveCount(0)
  await expect(tableRow(page, 'Cards', reward.cardTitle)).toBeVisible()
  await adminField(page, 'Category').selectOption('all')
  await adminField(page, 'Rarity').selectOption('Common')
  await expect(tableRow(page, 'Cards', reward.cardTitle)).toHaveCount(0)
  // Times used: the challenge card was bought but not used yet.
  await expect(tableRow(page, 'Cards', challenge.cardTitle).getByRole('cell').nth(6)).toHaveText('0')
  await adminField(page, 'Rarity').selectOption('all')

  await tableRow(page, 'Cards', reward.cardTitle).getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page)
  await expect(toast(page, 'Card deleted successfully')).toBeVisible()
  await expect(tableRow(page, 'Cards', reward.cardTitle)).toHaveCount(0)
  await expect(tableRow(page, 'Cards', challenge.cardTitle)).toBeVisible()
  // Gone from the public market too.
  const market = await client.get<{ cards: Array<{ _id: string }> }>('/auth/user/getCards', {
    token: viewer.token,
  })
  expect(market.body.cards.map((card) => card._id)).not.toContain(reward._id)
})

test('Payment Management searches, shows amounts, filters by status and deletes a transaction', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const admin = await createAdmin(server)
  const creator = await createCreatorAccount(server)
  const tag = uniqueName('p')
  const freeCard = await createCard(client, creator, { cardTitle: `Free ${tag}` })
  const paidCard = await createCard(client, creator, { cardTitle: `Paid ${tag}`, price: 40 })
  const viewer = await createVerifiedAccount(server)
  const free = await getFreeCard(client, viewer, freeCard)
  const paid = await buyPaidCard(client, viewer, paidCard)
  // The free card is used: its status reads 'used'.
  await server.app.db.updateTable('purchases').set({ is_used: 1 }).where('id', '=', free._id).execute()

  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'Payment Management')
  const table = page.getByRole('table', { name: 'Transactions' })
  for (const header of ['Card ID', 'Creator', 'User', 'Card Title', 'Amount', 'Status', 'Purchase Date']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  for (const header of ['Payment ID', 'Order ID', 'Description']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }

  await adminField(page, 'Search by user email or card title').fill(viewer.emailId)
  await expect(table.getByRole('row')).toHaveCount(3)
  const paidRow = tableRow(page, 'Transactions', paidCard.cardTitle)
  await expect(paidRow).toContainText(paidCard._id)
  await expect(paidRow).toContainText(creator.emailId)
  await expect(paidRow).toContainText('unused')
  // What each payment was: the paid card's price, and Free for the free one.
  await expect(paidRow.getByRole('cell', { name: '₹40.00', exact: true })).toBeVisible()
  await expect(
    tableRow(page, 'Transactions', freeCard.cardTitle).getByRole('cell', { name: 'Free', exact: true }),
  ).toBeVisible()
  await expect(tableRow(page, 'Transactions', freeCard.cardTitle)).toContainText('free')

  await adminField(page, 'Status').selectOption('used')
  await expect(tableRow(page, 'Transactions', paidCard.cardTitle)).toHaveCount(0)
  await expect(tableRow(page, 'Transactions', freeCard.cardTitle)).toContainText('used')
  await adminField(page, 'Status').selectOption('unused')
  await expect(tableRow(page, 'Transactions', freeCard.cardTitle)).toHaveCount(0)
  await adminField(page, 'Status').selectOption('all')
  await adminField(page, 'Search by user email or card title').fill(`Paid ${tag}`)
  await expect(table.getByRole('row')).toHaveCount(2)

  // Refund stands alone in the row; Delete is in the row's menu, away from it.
  await expect(
    paidRow.getByRole('button', { name: `Refund transaction ${paidCard.cardTitle}` }),
  ).toBeVisible()
  await expect(paidRow.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await paidRow.getByRole('button', { name: `More actions for transaction ${paidCard.cardTitle}` }).click()
  await page.getByRole('menuitem', { name: `Delete transaction ${paidCard.cardTitle}` }).click()
  await confirmDelete(page)
  await expect(toast(page, 'Transaction deleted successfully')).toBeVisible()
  await expect(table.getByText('No transactions found')).toBeVisible()
  const left = await server.app.db
    .selectFrom('purchases')
    .select('id')
    .where('id', '=', paid._id)
    .where('deleted_at', 'is', null)
    .execute()
  expect(left).toEqual([])
})
