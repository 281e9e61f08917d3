import { expect, test } from '../support/e2e'
import {
  adminField,
  confirmDelete,
  createAdmin,
  isolatedTest,
  openFromSidebar,
  pagerText,
  tableRow,
  toast,
} from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'

// 5 (admin add/edit user) and 7 (the /auth/admin/users calls).

test('the administrator adds a creator, edits them, filters the table, and deletes them', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  const username = uniqueName('maker')
  const emailId = `${username}@example.test`
  // An unverified viewer, to be filtered out.
  const viewerName = uniqueName('viewer')
  await server.app.users.create({
    username: viewerName,
    email: `${viewerName}@example.test`,
    passwordHash: 'x',
    isVerified: false,
  })

  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'User Management')
  const users = page.getByRole('table', { name: 'Users' })
  for (const header of ['Username', 'Email', 'User Type', 'Verified', 'Created At', 'Actions']) {
    await expect(users.getByRole('columnheader', { name: header })).toBeVisible()
  }

  // Add New User: everything required is checked before anything is sent.
  await page.getByRole('button', { name: 'Add New User' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add New User' })
  await expect(adminField(addDialog, 'User Type')).toHaveValue('viewer')
  await expect(adminField(addDialog, 'Verification')).toHaveValue('true')
  await addDialog.getByRole('button', { name: 'Add User' }).click()
  await expect(adminField(addDialog, 'Username')).toHaveAccessibleDescription('Username is required.')
  await expect(adminField(addDialog, 'Date of Birth')).toHaveAccessibleDescription(
    'Date of birth is required.',
  )
  await adminField(addDialog, 'Username').fill(username)
  await adminField(addDialog, 'Email').fill(emailId)
  await adminField(addDialog, 'Password').fill('secret123')
  await adminField(addDialog, 'Confirm Password').fill('secret124')
  await adminField(addDialog, 'Date of Birth').fill('1995-04-12')
  await adminField(addDialog, 'User Type').selectOption('creator')
  await adminField(addDialog, 'YouTube Link').fill('https://youtube.com/@maker')
  await addDialog.getByRole('button', { name: 'Add User' }).click()
  await expect(adminField(addDialog, 'Confirm Password')).toHaveAccessibleDescription(
    'Passwords do not match.',
  )
  await adminField(addDialog, 'Confirm Password').fill('secret123')
  await addDialog.getByRole('button', { name: 'Add User' }).click()
  await expect(toast(page, 'User added successfully')).toBeVisible()
  await expect(addDialog).toBeHidden()

  const row = tableRow(page, 'Users', emailId)
  await expect(row).toContainText(username)
  await expect(row).toContainText('Creator')
  await expect(row).toContainText('Verified')
  const created = await server.app.users.byEmail(emailId)
  expect(created).toMatchObject({ user_type: 'creator', is_verified: 1, date_of_birth: '1995-04-12' })

  // Edit User: the form starts from the user's values; PUT /auth/admin/users/{emailId}.
  await row.getByRole('button', { name: `Edit ${username}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit User' })
  await expect(adminField(editDialog, 'Username')).toHaveValue(username)
  await expect(adminField(editDialog, 'Date of Birth')).toHaveValue('1995-04-12')
  const renamed = `${username}x`
  await adminField(editDialog, 'Username').fill(renamed)
  await adminField(editDialog, 'Date of Birth').fill('1996-05-13')
  await adminField(editDialog, 'Verification').selectOption('false')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'User updated successfully')).toBeVisible()
  await expect(editDialog).toBeHidden()
  await expect(tableRow(page, 'Users', emailId)).toContainText(renamed)
  await expect(tableRow(page, 'Users', emailId)).toContainText('Unverified')
  expect(await server.app.users.byEmail(emailId)).toMatchObject({
    username: renamed,
    is_verified: 0,
    date_of_birth: '1996-05-13',
  })

  // Filters: sent as user_type and isVerified.
  const listCall = page.waitForRequest(
    (request) => request.url().includes('/auth/admin/users?') && request.url().includes('user_type=creator'),
  )
  await adminField(page, 'User Type').selectOption('creator')
  expect(new URL((await listCall).url()).searchParams.get('user_type')).toBe('creator')
  await expect(tableRow(page, 'Users', emailId)).toBeVisible()
  await expect(tableRow(page, 'Users', viewerName)).toHaveCount(0)
  await adminField(page, 'Verification').selectOption('verified')
  await expect(tableRow(page, 'Users', emailId)).toHaveCount(0)
  await adminField(page, 'Verification').selectOption('unverified')
  await expect(tableRow(page, 'Users', emailId)).toBeVisible()
  await adminField(page, 'User Type').selectOption('viewer')
  await expect(tableRow(page, 'Users', viewerName)).toBeVisible()
  await expect(tableRow(page, 'Users', emailId)).toHaveCount(0)
  await adminField(page, 'User Type').selectOption('all')
  await adminField(page, 'Verification').selectOption('all')

  // Search: the start of a username in any case, or a whole address; a part of one finds nobody.
  const search = adminField(page, 'Search by email or username')
  await search.fill(renamed.slice(0, -2).toUpperCase())
  await expect(tableRow(page, 'Users', emailId)).toBeVisible()
  await expect(users.getByRole('row')).toHaveCount(2)
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible()
  await search.fill(`${viewerName}@Example.test`)
  await expect(tableRow(page, 'Users', viewerName)).toBeVisible()
  await expect(tableRow(page, 'Users', emailId)).toHaveCount(0)
  await search.fill('@example.test')
  await expect(users.getByText('No users found')).toBeVisible()
  await search.fill('')
  await expect(tableRow(page, 'Users', emailId)).toBeVisible()

  // Delete, after the confirmation.
  await tableRow(page, 'Users', emailId)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click()
  await confirmDelete(page)
  await expect(toast(page, 'User deleted successfully')).toBeVisible()
  await expect(tableRow(page, 'Users', emailId)).toHaveCount(0)
  expect(await server.app.users.byEmail(emailId)).toBeUndefined()
})

isolatedTest('the user table pages through 30 users five at a time', async ({ page, ownServer }) => {
  const admin = await createAdmin(ownServer)
  for (let i = 1; i <= 30; i += 1) {
    const username = `pager${String(i).padStart(2, '0')}`
    await ownServer.app.users.create({ username, email: `${username}@example.test`, passwordHash: 'x' })
  }

  await openAdminDashboardSignedIn(page, ownServer, admin)
  await openFromSidebar(page, 'User Management')
  await expect(pagerText(page)).toHaveText('Showing 1 to 10 of 30 entries')
  await adminField(page, 'Rows per page').selectOption('5')
  await expect(pagerText(page)).toHaveText('Showing 1 to 5 of 30 entries')
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(6)

  const pager = page.getByRole('navigation', { name: 'Users pages' })
  await expect(pager.getByRole('button', { name: 'First' })).toBeDisabled()
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
  // Up to five page numbers of six pages.
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5)
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pagerText(page)).toHaveText('Showing 6 to 10 of 30 entries')
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  await pager.getByRole('button', { name: 'Last' }).click()
  await expect(pagerText(page)).toHaveText('Showing 26 to 30 of 30 entries')
  await expect(pager.getByRole('button', { name: 'Page 6' })).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveCount(0)
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(pagerText(page)).toHaveText('Showing 21 to 25 of 30 entries')
  await pager.getByRole('button', { name: 'First' }).click()
  await expect(pagerText(page)).toHaveText('Showing 1 to 5 of 30 entries')
  await pager.getByRole('button', { name: 'Page 3' }).click()
  await expect(pagerText(page)).toHaveText('Showing 11 to 15 of 30 entries')
})

isolatedTest(
  'the server pages the users: every user once, jumps, Last, sizes, filters and deletion',
  async ({ page, ownServer }) => {
    const admin = await createAdmin(ownServer)
    // 23 users, several created in the same millisecond: the pages must still split them exactly.
    const names: string[] = []
    for (let i = 1; i <= 23; i += 1) {
      const username = `walker${String(i).padStart(2, '0')}`
      const user = await ownServer.app.users.create({
        username,
        email: `${username}@example.test`,
        passwordHash: 'x',
        userType: i % 4 === 0 ? 'creator' : 'viewer',
      })
      const tied = new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(i / 3))).toISOString()
      await ownServer.app.db
        .updateTable('users')
        .set({ created_at: tied })
        .where('id', '=', user.id)
        .execute()
      names.push(username)
    }
    const calls: URL[] = []
    page.on('request', (request) => {
      if (request.url().includes('/auth/admin/users?')) calls.push(new URL(request.url()))
    })

    await openAdminDashboardSignedIn(page, ownServer, admin)
    await openFromSidebar(page, 'User Management')
    const table = page.getByRole('table', { name: 'Users' })
    const pager = page.getByRole('navigation', { name: 'Users pages' })
    /** The usernames the table shows, once it has settled. */
    const shownNames = async () => {
      await expect(table).toHaveAttribute('aria-busy', 'false')
      await expect(pager).toHaveAttribute('aria-busy', 'false')
      return table.locator('tbody tr td:first-child').allInnerTexts()
    }
    await expect(pagerText(page)).toHaveText('Showing 1 to 10 of 23 entries')
    expect(calls.at(-1)?.searchParams.get('limit')).toBe('10')

    await adminField(page, 'Rows per page').selectOption('5')
    await expect(pagerText(page)).toHaveText('Showing 1 to 5 of 23 entries')
    const byPage: string[][] = [await shownNames()]
    for (let number = 2; number <= 5; number += 1) {
      await pager.getByRole('button', { name: 'Next' }).click()
      const last = Math.min(number * 5, 23)
      await expect(pagerText(page)).toHaveText(`Showing ${(number - 1) * 5 + 1} to ${last} of 23 entries`)
      byPage.push(await shownNames())
    }
    // Pages 2 to 4 by the cursor of the page before; page 5, the last, from the end.
    expect(calls.filter((url) => url.searchParams.has('cursor')).length).toBeGreaterThanOrEqual(3)
    expect(calls.at(-1)?.searchParams.get('from')).toBe('end')
    // Every user exactly once, newest first.
    expect(byPage.flat()).toEqual([...names].reverse())
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()

    // First, then a jump two pages ahead (the pages between are fetched), then Last (one call from the end).
    await pager.getByRole('button', { name: 'First' }).click()
    await expect(pagerText(page)).toHaveText('Showing 1 to 5 of 23 entries')
    await pager.getByRole('button', { name: 'Page 3' }).click()
    await expect(pagerText(page)).toHaveText('Showing 11 to 15 of 23 entries')
    expect(await shownNames()).toEqual(byPage[2])
    await pager.getByRole('button', { name: 'Last' }).click()
    await expect(pagerText(page)).toHaveText('Showing 21 to 23 of 23 entries')
    expect(await shownNames()).toEqual(byPage[4])
    expect(calls.at(-1)?.searchParams.get('from')).toBe('end')
    await pager.getByRole('button', { name: 'Previous' }).click()
    await expect(pagerText(page)).toHaveText('Showing 16 to 20 of 23 entries')
    expect(await shownNames()).toEqual(byPage[3])
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await expect(pagerText(page)).toHaveText('Showing 6 to 10 of 23 entries')
    expect(await shownNames()).toEqual(byPage[1])

    // Deleting a row refreshes the page: the next user moves up into it.
    const doomed = byPage[1]?.[0] ?? ''
    await tableRow(page, 'Users', `${doomed}@`)
      .getByRole('button', { name: `Delete ${doomed}` })
      .click()
    await confirmDelete(page)
    await expect(toast(page, 'User deleted successfully')).toBeVisible()
    await expect(pagerText(page)).toHaveText('Showing 6 to 10 of 22 entries')
    expect(await shownNames()).toEqual([...(byPage[1]?.slice(1) ?? []), byPage[2]?.[0]])
    await pager.getByRole('button', { name: 'Next' }).click()
    await expect(pagerText(page)).toHaveText('Showing 11 to 15 of 22 entries')
    expect(await shownNames()).toEqual([...(byPage[2]?.slice(1) ?? []), byPage[3]?.[0]])

    // A new page size or new filters start again at page 1, filtered on the server.
    await adminField(page, 'Rows per page').selectOption('25')
    await expect(pagerText(page)).toHaveText('Showing 1 to 22 of 22 entries')
    await adminField(page, 'User Type').selectOption('creator')
    await expect(pagerText(page)).toHaveText('Showing 1 to 5 of 5 entries')
    expect(calls.at(-1)?.searchParams.get('user_type')).toBe('creator')
    expect(await shownNames()).toEqual(names.filter((_, index) => (index + 1) % 4 === 0).reverse())
  },
)
