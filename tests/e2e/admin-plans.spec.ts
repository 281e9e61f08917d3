import { addDays, format } from 'date-fns'
import { formatDay, IST_OFFSET_MS } from '../../contract/dates'
import { expect, test } from '../support/e2e'
import { adminField, createAdmin, openFromSidebar, tableRow, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import { createCreatorAccount } from '../support/factories'

// User Management shows each user's plan and its end, and the administrator grants and ends Creator Pro,
// also for a user who signed up themselves and so has no date of birth.

test('the administrator grants Creator Pro until a date, sees it in the table, and ends it', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  const creator = await createCreatorAccount(server, { plan: 'free' })
  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'User Management')

  const row = () => tableRow(page, 'Users', creator.emailId)
  await expect(row()).toContainText('Free')
  await row()
    .getByRole('button', { name: `Edit ${creator.username}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  // Accounts made by sign-up have no date of birth: the form saves without inventing one.
  await expect(adminField(dialog, 'Date of Birth')).toHaveValue('')
  await expect(adminField(dialog, 'Date of Birth')).toHaveAccessibleDescription(
    'Not given at sign-up; may stay empty',
  )
  await expect(adminField(dialog, 'Pro until')).toBeDisabled()
  await adminField(dialog, 'Plan').selectOption('pro')
  const lastDay = format(addDays(new Date(), 20), 'yyyy-MM-dd')
  await adminField(dialog, 'Pro until').fill(lastDay)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'User updated successfully')).toBeVisible()
  await expect(row()).toContainText('Pro')
  await expect(row()).toContainText(`until ${formatDay(lastDay)}`)
  expect(await server.app.users.byEmail(creator.emailId)).toMatchObject({
    plan: 'pro',
    // The close of that day in India (23:59:59.999 IST).
    pro_until: new Date(Date.parse(`${lastDay}T23:59:59.999Z`) - IST_OFFSET_MS).toISOString(),
  })

  await row()
    .getByRole('button', { name: `Edit ${creator.username}` })
    .click()
  await adminField(dialog, 'Plan').selectOption('free')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'User updated successfully')).toBeVisible()
  await expect(row()).toContainText('Free')
  expect(await server.app.users.byEmail(creator.emailId)).toMatchObject({ plan: 'free', pro_until: null })
})
