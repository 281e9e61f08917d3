import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../support/use-test-server'

// The public pages are prerendered in English and in Hindi (scripts/prerender.ts); the server sends
// each visitor the page in the language the request names: the `locale` cookie, else
// Accept-Language (server/plugins/static-app.ts). Needs the build's pages (npm test builds before the
// API suite).

const hindiLanding = join(import.meta.dirname, '../../../dist/hi-IN/index.html')

const ENGLISH_HEADLINE = 'Turn your stream into a game your viewers play'
const HINDI_HEADLINE = 'अपनी स्ट्रीम को ऐसा गेम बनाइए जिसे आपके दर्शक खेलें'

/** The page's level-1 heading as a reader sees it (the landing page's holds a span). */
const headlineOf = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()

describe('the prerendered pages in the visitor’s language', () => {
  const { server } = useTestServer('sqlite')
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers })
    return { response, html: await response.text() }
  }

  it.runIf(existsSync(hindiLanding))(
    'sends / in Hindi to a Hindi browser, in English to anyone who chose English or names no language',
    async () => {
      const hindi = await get('/', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })
      expect(hindi.response.status).toBe(200)
      expect(headlineOf(hindi.html)).toBe(HINDI_HEADLINE)
      expect(hindi.html).toMatch(/<html lang="hi-IN" data-prerendered="\/"/)
      // Caches keep one copy per language (and per encoding: the pages go out precompressed).
      const vary = hindi.response.headers
        .get('vary')
        ?.toLowerCase()
        .split(/\s*,\s*/)
      expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']))
      expect(hindi.response.headers.get('cache-control')).toBe('no-cache')

      // The language picked in the app (its cookie) wins over the browser's.
      const chosenEnglish = await get('/', { 'Accept-Language': 'hi-IN', Cookie: 'locale=en-IN' })
      expect(headlineOf(chosenEnglish.html)).toBe(ENGLISH_HEADLINE)
      expect(chosenEnglish.html).toMatch(/<html lang="en-IN" data-prerendered="\/"/)
      const chosenHindi = await get('/', {
        'Accept-Language': 'en-GB,en',
        Cookie: 'theme=dark; locale=hi-IN',
      })
      expect(headlineOf(chosenHindi.html)).toBe(HINDI_HEADLINE)

      const plain = await get('/')
      expect(headlineOf(plain.html)).toBe(ENGLISH_HEADLINE)
      expect(plain.html).toMatch(/<html lang="en-IN" data-prerendered="\/"/)
      expect(plain.response.headers.get('vary')?.toLowerCase()).toContain('accept-language')
      expect(plain.response.headers.get('cache-control')).toBe('no-cache')
      // A language the app does not speak reads English.
      expect(headlineOf((await get('/', { 'Accept-Language': 'fr-FR' })).html)).toBe(ENGLISH_HEADLINE)
    },
  )

  it.runIf(existsSync(hindiLanding))(
    'sends every public page in Hindi, and the app shell of other routes alike to everyone',
    async () => {
      for (const path of ['/tnc', '/login']) {
        const { response, html } = await get(path, { 'Accept-Language': 'hi' })
        expect(response.status, path).toBe(200)
        expect(html, path).toContain(`<html lang="hi-IN" data-prerendered="${path}"`)
      }
      const shell = await get('/streamers', { 'Accept-Language': 'hi-IN' })
      expect(shell.html).not.toContain('data-prerendered')
      expect(shell.response.headers.get('vary') ?? '').not.toMatch(/accept-language/i)
    },
  )
})
