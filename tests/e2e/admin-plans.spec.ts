import { addDays, format } from 'date-fns'
import { expect, test } from '../support/e2e'
import { adminField, createAdmin, openFromSidebar, tableRow, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import { createCreatorAccount } from '../support/factories'

// User Management shows each user's plan and its end, and the administrator grants and ends Creator Pro.

test('the administrator grants Creator Pro until a date, sees it in the table, and ends it', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  const creator = await createCreatorAccount(server, { plan: 'free' })
  // The edit form asks for a date of birth, which accounts made by sign-up do not have.
  await server.app.ctx.users.update(creator.userId, { date_of_birth: '1995-04-12' })
  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'User Management')

  const row = () => tableRow(page, 'Users', creator.emailId)
  await expect(row()).toContainText('Free')
  await row()
    .getByRole('button', { name: `Edit ${creator.username}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  await expect(adminField(dialog, 'Pro until (UTC)')).toBeDisabled()
  await adminField(dialog, 'Plan').selectOption('pro')
  const lastDay = format(addDays(new Date(), 20), 'yyyy-MM-dd')
  await adminField(dialog, 'Pro until (UTC)').fill(lastDay)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'User updated successfully')).toBeVisible()
  await expect(row()).toContainText('Pro')
  await expect(row()).toContainText('until')
  expect(await server.app.ctx.users.byEmail(creator.emailId)).toMatchObject({
    plan: 'pro',
    pro_until: `${lastDay}T23:59:59.999Z`,
  })

  await row()
    .getByRole('button', { name: `Edit ${creator.username}` })
    .click()
  await adminField(dialog, 'Plan').selectOption('free')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'User updated successfully')).toBeVisible()
  await expect(row()).toContainText('Free')
  expect(await server.app.ctx.users.byEmail(creator.emailId)).toMatchObject({ plan: 'free', pro_until: null })
})
