// Layout checks for the end-to-end tests.
import type { Locator, Page } from '@playwright/test'
import { expect } from './e2e'

/**
 * Checks that the page is no wider than the window (it does not scroll sideways). On failure the
 * message names the elements that stick out on the right, so the cause is in the report.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const { scrollWidth, clientWidth, outliers } = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const outliers: string[] = []
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
          .split(/\s+/)
          .join('.')}`
        outliers.push(
          `${name} (right edge ${Math.round(box.right)} px, "${(element.textContent ?? '').trim().slice(0, 30)}")`,
        )
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, outliers: outliers.slice(0, 8) }
  })
  expect(
    scrollWidth,
    `the page is ${scrollWidth} px wide in a ${clientWidth} px window; sticking out: ${outliers.join('; ') || 'none found'}`,
  ).toBeLessThanOrEqual(clientWidth)
}

/** Checks that a control is a thumb target: at least 44 × 44 px (WCAG 2.5.5, Apple's and Android's guides). */
export async function expectTouchTarget(locator: Locator, name: string): Promise<void> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${name} has no box`)
  expect(found.width, `${name} is ${found.width} px wide`).toBeGreaterThanOrEqual(44)
  expect(found.height, `${name} is ${found.height} px tall`).toBeGreaterThanOrEqual(44)
}
