// My Cards' two tabs, as a viewer reaches them: 'Ready' (the unused cards, under 'Available Cards', and
// the card just played above them) and 'Played' (the used cards, under 'Used Cards').
import type { Locator, Page } from '@playwright/test'

export const readyTab = (page: Page) => page.getByRole('tab', { name: /^Ready/ })
export const playedTab = (page: Page) => page.getByRole('tab', { name: /^Played/ })

/** The 'Just played' section on top of 'Ready': the card of this visit's latest use. */
export const justPlayed = (page: Page) => page.getByRole('region', { name: 'Just played' })

/** Opens 'Played' and gives its 'Used Cards' section. */
export async function openPlayed(page: Page): Promise<Locator> {
  await playedTab(page).click()
  return page.getByRole('region', { name: 'Used Cards' })
}
