import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { findStreamer, newCreator } from './marketplace-support'

// A creator uploads an avatar on Profile on a phone: the picture shows there at once and on the
// streamers list; a file that is not a picture is refused with the reason under the button.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

/** A real 1×1 PNG: the browser draws it (a broken picture falls back to initials). */
const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )

test('a creator uploads an avatar that viewers then see', async ({ page, server }) => {
  const creator = await newCreator(server)
  await signIn(page, server, creator)
  await page.goto('/profile')
  const panel = page.getByRole('region', { name: 'Avatar' })
  await expect(panel.getByRole('button', { name: 'Upload picture' })).toBeVisible()

  const picker = panel.locator('input[type="file"]')
  await picker.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  })
  await expect(panel.getByRole('alert')).toHaveText('Use a PNG, JPEG or WebP picture.')

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() })
  await expect(page.getByText('Avatar updated.').first()).toBeVisible()
  await expect(panel.getByRole('alert')).toHaveCount(0)
  const avatar = panel.getByRole('img', { name: `${creator.username}'s avatar` })
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}$/)
  const src = await avatar.getAttribute('src')

  const tile = await findStreamer(page, creator.username)
  await expect(tile.locator(`img[src="${src}"]`)).toBeAttached()
})
