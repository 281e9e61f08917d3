import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { seedSession } from './pwa-support'

// The manifest's screenshots (Chromium's richer install dialog): real pictures of the built app.
// `PWA_SCREENSHOTS=update npx playwright test tests/e2e/pwa-screenshots` takes them again (after
// `npx vite build`); every run checks that each one exists with the size the manifest declares.

const root = join(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8')) as {
  screenshots: { src: string; sizes: string; form_factor: 'wide' | 'narrow'; type: string }[]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is not a PNG`).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('every screenshot of the manifest exists, is a PNG and has its declared size', () => {
  expect(manifest.screenshots.some((shot) => shot.form_factor === 'wide')).toBe(true)
  expect(manifest.screenshots.some((shot) => shot.form_factor === 'narrow')).toBe(true)
  for (const shot of manifest.screenshots) {
    const file = join(root, 'public', shot.src)
    expect(existsSync(file), `${shot.src} is missing: take it with PWA_SCREENSHOTS=update`).toBe(true)
    expect(shot.type).toBe('image/png')
    expect(pngSize(file), shot.src).toBe(shot.sizes)
  }
})

test('take the screenshots of the manifest', async ({ browser, server }) => {
  test.skip(process.env.PWA_SCREENSHOTS !== 'update', 'set PWA_SCREENSHOTS=update to take them again')
  test.setTimeout(120_000)

  // A market worth showing: one streamer's cards of every rarity.
  const client = createClient(server.url)
  // Names a person would pick (a suffix keeps them unique if the test runs twice on one server).
  const suffix = uniqueName('').slice(0, 3)
  const creator = await createVerifiedAccount(server, { username: `NovaPlays${suffix}` })
  await server.app.users.update(creator.userId, { user_type: 'creator' })
  const cards = [
    { cardTitle: 'Sing a song', description: 'The streamer sings a song of your choice', rarity: 'Rare' },
    { cardTitle: 'Headshots only', description: 'Five headshots in the next ten minutes', rarity: 'Epic' },
    { cardTitle: 'Hydrate!', description: 'The streamer drinks a glass of water', rarity: 'Common' },
    { cardTitle: 'Speedrun', description: 'Finish the level in under three minutes', rarity: 'Legendary' },
    { cardTitle: 'Accent round', description: 'Play the next round with a pirate accent', rarity: 'Rare' },
    { cardTitle: 'No HUD', description: 'Turn the HUD off for one match', rarity: 'Epic' },
  ]
  for (const [index, card] of cards.entries()) {
    await createCard(client, creator, {
      ...card,
      category: [index % 2 ? 'Reward' : 'Challenge'],
      imageUrl: `/cards/preset-${index + 1}.svg`,
      price: index % 3 === 0 ? 0 : 49 * index,
    })
  }
  const viewer = await createVerifiedAccount(server, { username: `Aarav${suffix}` })

  mkdirSync(join(root, 'public/screenshots'), { recursive: true })
  for (const shot of manifest.screenshots) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number]
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height },
      deviceScaleFactor: 1,
      isMobile: shot.form_factor === 'narrow',
      hasTouch: shot.form_factor === 'narrow',
      colorScheme: 'light',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto('/')
    if (shot.src.includes('market')) {
      await seedSession(page, server, viewer)
      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { name: 'Headshots only' })).toBeVisible()
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.evaluate(() => document.fonts.ready)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: join(root, 'public', shot.src), animations: 'disabled' })
    await context.close()
  }
})
