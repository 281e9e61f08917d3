import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startTestServer } from '../tests/support/test-server'

export interface BundleFigures {
  /** Gzipped bytes of every script Chromium loads to show the landing page, lazy chunks included. */
  landingJsGzip: number
  overlayJsGzip: number
  landingBudget: number
  overlayBudget: number
  landingScripts: string[]
  /** The admin area must be a chunk the landing page never downloads. */
  landingLoadsAdminCode: boolean
}

const distDir = join(import.meta.dirname, '..', 'dist')

/** The scripts a page really loads, measured in Chromium, each gzipped as the budget counts it. */
async function scriptsOf(page: import('@playwright/test').Page, url: string) {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js') && !path.endsWith('/sw.js')) scripts.add(path)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const paths = [...scripts]
  const gzip = paths.reduce(
    (total, path) => total + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
    0,
  )
  return { paths, gzip }
}

export async function bundleSizes(): Promise<BundleFigures> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build: run "npm run build" first')
  const server = await startTestServer('sqlite')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const landing = await scriptsOf(await browser.newPage(), `${server.url}/`)
    const overlay = await scriptsOf(await browser.newPage(), `${server.url}/overlay/?key=bench`)
    return {
      landingJsGzip: landing.gzip,
      overlayJsGzip: overlay.gzip,
      landingBudget: 200 * 1024,
      overlayBudget: 15 * 1024,
      landingScripts: landing.paths,
      landingLoadsAdminCode: landing.paths.some((path) => /admin/i.test(path)),
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
