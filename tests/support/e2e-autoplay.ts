import { test as base } from './e2e'

/** The e2e test fixture in a browser that plays sound without a click, as OBS does. */
export const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--autoplay-policy=no-user-gesture-required'],
      }),
    { scope: 'worker' },
  ],
})
