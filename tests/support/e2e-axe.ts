// axe-core in the page, run directly: loaded once per document and run as often as needed (a page
// audited in both colour schemes loads it once). @axe-core/playwright's analyze() took about 1.9 s a
// call on this machine (it injects axe into every frame and finishes each run in a new blank page);
// this takes about 0.25 s to load and 0.3 s a run. The app's pages have no frames to audit.
import type { Page } from '@playwright/test'
import axe from 'axe-core'

type AxeWindow = Window & { axe?: typeof axe }

/** The violations axe finds on the page now; `options` as axe.run takes them (e.g. `runOnly`). */
export async function axeViolations(page: Page, options: axe.RunOptions = {}): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source)
  return page.evaluate(async (runOptions) => {
    const loaded = (window as AxeWindow).axe
    if (!loaded) throw new Error('axe-core did not load')
    // Violations only: axe then skips building the selectors of every passing node.
    const results = await loaded.run(document, { ...runOptions, resultTypes: ['violations'] })
    return results.violations
  }, options)
}
