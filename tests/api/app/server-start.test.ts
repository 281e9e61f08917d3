import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from '../../support/http'
import { freePort } from '../../support/ports'
import {
  type ServerProcess,
  startServerProcess as startProduct,
  stopServerProcess as stop,
} from '../../support/server-process'

// The README's start path as a newcomer runs it: the real entry point, embedded SQLite, mail to the log.
// Not useTestServer: that builds the app in this process, over a test database and a test SMTP server.

describe('starting the product', () => {
  const running: ServerProcess[] = []
  afterEach(async () => {
    for (const started of running.splice(0)) if (started.child.exitCode === null) await stop(started)
  })

  it('serves the app and health on the embedded default, and keeps accounts across a restart', async () => {
    const port = await freePort()
    const env = {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-start-')),
      SEED_DEMO: '0',
    }
    const first = await startProduct(env)
    running.push(first)
    const client = createClient(`http://127.0.0.1:${port}`)

    expect((await client.get('/healthz')).body).toEqual({ status: 'ok', db: 'ok' })
    const landing = await fetch(`http://127.0.0.1:${port}/`)
    expect(landing.status).toBe(200)
    expect(await landing.text()).toContain('<div id="root">')
    // The build's scripts go out precompressed and cached for good; the HTML shell is revalidated.
    // (The framework chunk: the entry itself is a few bytes, too small to be worth compressing.)
    // (A prerendered page names its scripts in its page-start script's data-preload list.)
    const script = /(\/assets\/framework-[^"\s]+\.js)/.exec(
      await (await fetch(`http://127.0.0.1:${port}/`)).text(),
    )?.[1]
    const asset = await fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': 'br' } })
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(landing.headers.get('cache-control')).toBe('no-cache')
    const deepLink = await fetch(`http://127.0.0.1:${port}/login`)
    expect(await deepLink.text()).toContain('<div id="root">')

    const emailId = 'newcomer@example.test'
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: 'newcomer',
      emailId,
      password: 'secret123',
    })
    // No SMTP configured: the mail, with its code, is in the server log.
    await expect.poll(() => /code is (\d{6})/.exec(first.output())?.[1], { timeout: 5000 }).toBeTruthy()
    const otp = /code is (\d{6})/.exec(first.output())?.[1]
    expect((await client.post('/auth/user/verify', { emailId, otp })).body).toMatchObject({ verify: true })
    await stop(first)

    const second = await startProduct(env)
    running.push(second)
    const login = await client.post('/auth/user/login-user', { emailId, password: 'secret123' })
    expect(login.body).toMatchObject({ login: true, verify: true })
    // Two starts of the product, the first migrating an empty database from the first migration:
    // beside other test files on a 2-core machine that passes the default 30 s.
  }, 90_000)
})
