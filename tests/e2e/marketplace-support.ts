// Shared steps of the marketplace end-to-end specs: accounts and cards, and what the server holds.
// A signed-in page comes from tests/support/e2e-sessions.ts.
import type { Page } from '@playwright/test'
import type { Card } from '../../contract/cards'
import { createCard } from '../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/factories'
import { createClient } from '../support/http'
import type { TestServer } from '../support/test-server'

export async function newViewer(server: TestServer) {
  return createVerifiedAccount(server)
}

export async function newCreator(server: TestServer) {
  return createCreatorAccount(server)
}

export async function seedCard(server: TestServer, creator: TestAccount, overrides: Record<string, unknown>) {
  return createCard(createClient(server.url), creator, overrides)
}

/** What the server holds for a viewer: their purchases. */
export async function ownedCards(server: TestServer, account: TestAccount) {
  const response = await createClient(server.url).get<{ cards: (Card & { isUsed: boolean })[] }>(
    '/auth/user/getUserCards',
    { token: account.token },
  )
  return response.body.cards
}

/** A card tile, found by its title (each tile is an article named by its heading). */
export const tile = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })

/**
 * The streamer's tile on /streamers, found as a viewer finds it, with the page's search: the list shows
 * a page at a time (Creator Pro first, then by name), and the streamers other tests of the worker made
 * may push this one past the first page.
 */
export async function findStreamer(page: Page, username: string) {
  await page.goto('/streamers')
  await page.getByRole('searchbox', { name: 'Search streamers' }).fill(username)
  return tile(page, username)
}
