import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { findStreamer, newCreator, newViewer } from './marketplace-support'

test('a creator saves social links and a bio', async ({ page, server }) => {
  const creator = await newCreator(server)
  await signIn(page, server, creator)
  await page.goto('/profile')

  await expect(page.getByLabel('Username')).toHaveValue(creator.username)
  await expect(page.getByLabel('Email')).toHaveValue(creator.emailId)
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Role')).toHaveValue('Creator')
  await expect(page.getByLabel('Role')).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Account created')).toHaveValue(/\d{4}/)

  await page.getByLabel('YouTube link').fill('youtube.com/@me')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Links must start with http:// or https://')).toBeVisible()

  await page.getByLabel('YouTube link').fill('https://youtube.com/@me')
  await page.getByLabel('Instagram link').fill('https://instagram.com/me')
  await page.getByLabel('Bio').fill('Live every evening. <b>Not bold</b>')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('YouTube link')).toHaveValue('https://youtube.com/@me')
  await expect(page.getByLabel('Instagram link')).toHaveValue('https://instagram.com/me')
  await expect(page.getByLabel('Bio')).toHaveValue('Live every evening. <b>Not bold</b>')

  // Viewers see the bio as text, never as HTML.
  const me = await findStreamer(page, creator.username)
  await expect(me).toContainText('Live every evening. <b>Not bold</b>')
  await expect(me.locator('b')).toHaveCount(0)
  await expect(me.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://youtube.com/@me')
})

test('a viewer profile has no creator section', async ({ page, server }) => {
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  await page.goto('/profile')
  await expect(page.getByLabel('Role')).toHaveValue('Viewer')
  await expect(page.getByLabel('YouTube link')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Generate Stream URL' })).toHaveCount(0)

  await page.getByLabel('Username').fill(`${viewer.username}x`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe(
    `${viewer.username}x`,
  )
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('viewer')
})

test('a creator generates, copies and regenerates the stream URL; the overlay status follows OBS', async ({
  page,
  context,
  server,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  const creator = await newCreator(server)
  await signIn(page, server, creator)
  await page.goto('/profile')

  await page.getByRole('button', { name: 'Generate Stream URL' }).click()
  await expect(page.getByText('URL Generated Successfully!')).toBeVisible()
  const field = page.getByRole('textbox', { name: 'Stream URL' })
  // The key is masked until revealed: a shared or streamed screen does not give it away.
  await expect(field).toHaveValue(/\/overlay\/\?key=•{12}$/)
  await page.getByRole('button', { name: 'Show stream key' }).click()
  await expect(page.getByRole('button', { name: 'Hide stream key' })).toHaveAttribute('aria-pressed', 'true')
  await expect(field).toHaveValue(/\/overlay\/\?key=[^•\s]+$/)
  const first = await field.inputValue()

  await page.getByRole('button', { name: 'Copy stream URL' }).click()
  await expect(page.getByText('URL copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)

  // The overlay status line (polled every 5 s): OBS is simulated by a second page on the URL.
  await expect(page.getByText('Overlay not connected')).toBeVisible()
  const obs = await context.newPage()
  await obs.goto(first)
  await expect(page.getByRole('status').filter({ hasText: 'Overlay connected' })).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('button', { name: 'Send test card' }).click()
  await expect(page.getByText('Test card sent to your overlay.')).toBeVisible()
  await expect(obs.getByRole('heading', { name: 'Test card' })).toBeVisible()
  await obs.close()

  await page.getByRole('button', { name: 'Regenerate' }).click()
  await page
    .getByRole('dialog', { name: 'Regenerate Stream URL' })
    .getByRole('button', { name: 'Regenerate' })
    .click()
  await expect(field).not.toHaveValue(first)
  await expect(field).toHaveValue(/\/overlay\/\?key=[^•\s]+$/)

  // The go-live guide remembers what was done, though OBS is closed and the page reloaded.
  const guide = page.getByRole('region', { name: 'Go live in four steps' }).getByRole('listitem')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Generate Stream URL' })).toBeVisible()
  await expect(guide).toHaveText([
    /your stream URL.*\(done\)$/,
    /In OBS.*\(done\)$/,
    /Send test card.*\(done\)$/,
    /Overlay connected.*\(done\)$/,
  ])
})
