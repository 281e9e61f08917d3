// A Hindi visitor's public pages once the service worker is installed: it hands over the Hindi
// prerender (src/pwa/page-language-worker.ts), which the app hydrates, online and offline, and the
// English one once the visitor switches to English.
import type { Page } from '@playwright/test'
import { LOCALE_CACHE } from '../../src/pwa/cache-names'
import { expect, test, waitForAppIdle } from '../support/e2e'
import {
  collectErrors,
  headlineIsTheParsedOne,
  PAGES,
  parsedPage,
  recordParsedPage,
  untilLive,
} from './prerender-support'
import { waitForServiceWorker } from './pwa-support'

// The service worker is what this file tests (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow', locale: 'hi-IN' })

test('once installed, the service worker hands each public page over in Hindi, online and offline', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await recordParsedPage(page)
  const errors = collectErrors(page)
  const response = await page.goto('/tnc')
  expect(response?.fromServiceWorker()).toBe(true)
  // The Hindi prerender, hydrated as the server's would be: the parsed headline is the live one.
  expect((await parsedPage(page)).lang).toBe('hi-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeVisible()
  await untilLive(page)
  expect(await headlineIsTheParsedOne(page)).toBe(true)
  expect(errors).toEqual([])

  // Offline, every public page still comes in Hindi from the worker, not the English copy.
  await page.context().setOffline(true)
  for (const { path, headline } of PAGES) {
    const offline = await page.goto(path)
    expect(offline?.fromServiceWorker(), path).toBe(true)
    const html = (await offline?.text()) ?? ''
    expect(html, path).toContain(`<html lang="hi-IN" data-prerendered="${path}"`)
    // The app starts from its Hindi catalogues, which the worker kept at its install: it hydrates the
    // Hindi page rather than rendering English over it.
    await waitForAppIdle(page)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN')
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText(headline)
    expect(await headlineIsTheParsedOne(page), path).toBe(true)
  }
})

/**
 * Opens the landing page in `from` with the service worker installed and the app live, then picks the
 * other language with the header's switch (its label, `button`, is the language it offers).
 */
async function switchOnceInstalled(page: Page, from: string, button: string, to: string) {
  await page.goto('/')
  await waitForServiceWorker(page)
  await expect(page.locator('html')).toHaveAttribute('lang', from)
  await untilLive(page)
  await page.getByRole('banner').getByRole('button', { name: button }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', to)
}

test('a visitor who switches to English gets the English pages from the service worker', async ({ page }) => {
  await switchOnceInstalled(page, 'hi-IN', 'English', 'en-IN')

  const response = await page.goto('/login')
  expect(response?.fromServiceWorker()).toBe(true)
  expect(await response?.text()).toContain('<html lang="en-IN" data-prerendered="/login"')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
})

test.describe('in a browser that prefers English', () => {
  test.use({ locale: 'en-IN' })

  test('a visitor who switches to Hindi gets the Hindi pages, offline too, from the next page on', async ({
    page,
  }) => {
    await switchOnceInstalled(page, 'en-IN', 'हिन्दी', 'hi-IN')

    // The next page load comes from the worker in Hindi, and it keeps the language's pages and
    // catalogues behind it.
    const response = await page.goto('/tnc')
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await response?.text()).toContain('<html lang="hi-IN" data-prerendered="/tnc"')
    await expect
      .poll(() =>
        page.evaluate(async (cacheName) => {
          const catalogues = await (await caches.open(cacheName)).keys()
          return catalogues.some((request) => /\/hi-IN-contact-[^/]+\.js$/.test(request.url))
        }, LOCALE_CACHE),
      )
      .toBe(true)

    await recordParsedPage(page)
    await page.context().setOffline(true)
    const offline = await page.goto('/contactus')
    expect(await offline?.text()).toContain('<html lang="hi-IN" data-prerendered="/contactus"')
    await waitForAppIdle(page)
    await expect(page.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible()
    expect(await headlineIsTheParsedOne(page)).toBe(true)
  })
})
