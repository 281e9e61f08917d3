import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCreatorAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 8: no response carried security headers, so the app could be framed
// (clickjacking), an injected inline script would run, and the overlay's URL, stream key and all,
// went out in the Referer. Every kind of answer now carries them.

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) parsed.set(name, sources)
  }
  return parsed
}

const dist = join(import.meta.dirname, '../../../dist')

/** The bodies of a page's inline scripts (a `<script>` without src). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '')

/** The CSP source that allows exactly that script. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

describeOnEachDialect('security headers on %s', (dialect) => {
  const { server } = useTestServer(dialect)

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' })

  /** What every answer carries, whatever it is. */
  function expectCommonHeaders(response: Response, path: string) {
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
    // PUBLIC_URL is http here: no HSTS.
    expect(response.headers.get('strict-transport-security'), path).toBeNull()
    const csp = directives(response.headers.get('content-security-policy'))
    // No inline script and no eval anywhere: an injected script does not run.
    for (const name of ['script-src', 'default-src']) {
      expect(csp.get(name), `${path} ${name}`).toBeDefined()
      expect(csp.get(name), `${path} ${name}`).not.toContain("'unsafe-inline'")
      expect(csp.get(name), `${path} ${name}`).not.toContain("'unsafe-eval'")
    }
    expect(csp.get('script-src-attr'), path).toEqual(["'none'"])
    expect(csp.get('object-src'), path).toEqual(["'none'"])
    expect(csp.get('base-uri'), path).toEqual(["'self'"])
    return csp
  }

  it('keeps the app, its admin area, the API and errors out of frames, with no inline script', async () => {
    for (const path of [
      '/',
      '/admin/login',
      '/streamers/cards',
      '/auth/user/getCards',
      '/healthz',
      '/no/such',
    ]) {
      const response = await get(path)
      const csp = expectCommonHeaders(response, path)
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
    // An API refusal too.
    const refused = await fetch(`${server.url}/auth/user/getUserCards`)
    expect(refused.status).toBe(401)
    expectCommonHeaders(refused, 'refusal')
    expect(refused.headers.get('x-frame-options')).toBe('DENY')
  })

  it("lets the app load Razorpay's checkout (script, frames, API) and nothing else from outside", async () => {
    const landing = await get('/')
    const csp = directives(landing.headers.get('content-security-policy'))
    // Its one inline script, the page-start script, is allowed by its hash, and no other is.
    const pageStart = inlineScripts(await landing.text())
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...pageStart.map(hashSource),
      'https://checkout.razorpay.com',
    ])
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://api.razorpay.com']))
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.razorpay.com']))
    expect(
      csp.get('connect-src')?.every((source) => source === "'self'" || source.endsWith('.razorpay.com')),
    ).toBe(true)
  })

  it('lets OBS frame the overlay, without sending its stream key anywhere in a Referer', async () => {
    for (const path of ['/overlay/?key=some-stream-key', '/overlay/events?key=some-stream-key']) {
      const response = await get(path)
      if (path.startsWith('/overlay/events')) await response.body?.cancel()
      const csp = expectCommonHeaders(response, path)
      expect(csp.has('frame-ancestors'), path).toBe(false)
      expect(response.headers.get('x-frame-options'), path).toBeNull()
      // The overlay has no business with Razorpay.
      expect(csp.get('script-src'), path).toEqual(["'self'"])
    }
  })

  it('frames no other /overlay/ path: a 404 under the app policy, JSON for API callers', async () => {
    // Served the app shell there, a framed /overlay/x was the whole signed-in app, clickable through.
    for (const path of ['/overlay/x', '/overlay/live', '/overlay/admin/login', '/overlay/events/x']) {
      const page = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })
      const csp = expectCommonHeaders(page, path)
      expect(page.status, path).toBe(404)
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
      expect(page.headers.get('x-frame-options'), path).toBe('DENY')
      await page.body?.cancel()
      const api = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } })
      expect(api.status, path).toBe(404)
      expect(await api.json(), path).toMatchObject({ success: false, error: 'Not found.' })
      expect(api.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it.runIf(existsSync(join(dist, 'index.html')))(
    'sends /overlay without its slash to the overlay, its key kept',
    async () => {
      const bare = await get('/overlay?key=abc')
      expect(bare.status).toBe(302)
      expect(bare.headers.get('location')).toBe('/overlay/?key=abc')
    },
  )

  it("lets no cache keep an answer that carries a user's data", async () => {
    const creator = await createCreatorAccount(server)
    for (const path of [
      '/auth/user/getUser',
      '/auth/user/getUserCards',
      '/auth/user/earnings',
      '/auth/user/payout-account',
      '/auth/user/stream-settings',
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${creator.token}` },
      })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      await response.body?.cancel()
    }
    const refused = await fetch(`${server.url}/auth/admin/users`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    // The public catalogue keeps its own rule: revalidated by its ETag.
    expect((await get('/auth/user/getCards')).headers.get('cache-control')).toBe('no-cache')
  })

  it('keeps /docs working under its own policy', async () => {
    const page = await get('/docs')
    const html = page.status === 200 ? await page.text() : ''
    const location = page.headers.get('location')
    const docs = location ? await get(new URL(location, `${server.url}/docs/`).pathname) : page
    const text = html || (await docs.text())
    expect(docs.status).toBe(200)
    expect(text).toContain('swagger-ui')
    const csp = expectCommonHeaders(docs, '/docs')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    // swagger-ui's page has no inline script: every script it loads comes from /docs itself.
    expect(text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    for (const src of text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
      const script = await get(new URL(src[1] as string, `${server.url}/docs/`).pathname)
      expect(script.status, src[1]).toBe(200)
      await script.body?.cancel()
    }
    const spec = await get('/docs/json')
    expect(spec.status).toBe(200)
    expectCommonHeaders(spec, '/docs/json')
  })
})

describe('security headers behind https', () => {
  const { server } = useTestServer('sqlite', {
    env: { PUBLIC_URL: 'https://cardcast.example', PAYMENTS_SIMULATED: '1' },
  })

  it('adds HSTS and upgrades insecure requests only when PUBLIC_URL is https', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })
})

// The policy allows one inline script by its hash: the page-start script, the same on every page of
// the app (the overlay has none), and no inline event handler. Checked on the build when there is one
// (npm test builds before the API suite).
describe.runIf(existsSync(join(dist, 'index.html')))('the built pages under that policy', () => {
  it('have the page-start script as their one inline script, and no inline handler', () => {
    const pageStart = inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8'))
    expect(pageStart).toHaveLength(1)
    expect(pageStart[0]).toContain('data-mantine-color-scheme')
    for (const page of ['index.html', 'login.html', 'tnc.html', 'app-shell.html', 'dashboard.html']) {
      const html = readFileSync(join(dist, page), 'utf8')
      expect(inlineScripts(html), page).toEqual(pageStart)
      expect(html, page).not.toMatch(/\son[a-z]+="/)
    }
    const overlay = readFileSync(join(dist, 'overlay/index.html'), 'utf8')
    expect(inlineScripts(overlay)).toEqual([])
    expect(overlay).not.toMatch(/\son[a-z]+="/)
  })
})
