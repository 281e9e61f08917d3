import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '../support/e2e'
import type { TestServer } from '../support/test-server'
import { waitForServiceWorker } from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

// A new version: its worker installs and waits; the app says so, and 'Reload' puts it in charge.

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Serves a changed /sw.js from now on, as the next deploy would (the worker script's fetch is the
 * browser's own, out of reach of page.route). Returns the undo.
 */
function deployNewWorker(server: TestServer): () => void {
  const http = server.app.server
  const script = `${readFileSync(join(import.meta.dirname, '../../dist/sw.js'), 'utf8')}\n// next deploy\n`
  const original = http.listeners('request') as RequestListener[]
  http.removeAllListeners('request')
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(script)
      return
    }
    for (const listener of original) listener(req, res)
  })
  return () => {
    http.removeAllListeners('request')
    for (const listener of original) http.on('request', listener)
  }
}

test("a waiting new version shows 'New version available', and 'Reload' switches to it", async ({
  page,
  server,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' })
  await expect(prompt).toHaveCount(0)

  const undo = deployNewWorker(server)
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    await expect(prompt).toBeVisible()
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true)

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(prompt).toBeHidden()
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return {
        waiting: Boolean(registration?.waiting),
        controlled: navigator.serviceWorker.controller !== null,
      }
    })
    expect(after).toEqual({ waiting: false, controlled: true })
  } finally {
    undo()
  }
})
