// Shared steps of the marketplace end-to-end specs: accounts made through the real API and a session
// seeded into localStorage the way the app stores it (token, user, userRole, expirationTime).
import type { Page } from '@playwright/test'
import type { PublicUser } from '../../src/contract/auth'
import type { Card } from '../../src/contract/cards'
import { createCard } from '../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/factories'
import { createClient } from '../support/http'
import type { TestServer } from '../support/test-server'

interface LoginAnswer {
  token: string
  user: PublicUser
  user_type?: string
  expiresIn: number
}

export async function newViewer(server: TestServer) {
  return createVerifiedAccount(server)
}

export async function newCreator(server: TestServer) {
  return createCreatorAccount(server)
}

export async function seedCard(server: TestServer, creator: TestAccount, overrides: Record<string, unknown>) {
  return createCard(createClient(server.url), creator, overrides)
}

/** Logs in through the API and stores the session before the app's first script runs. */
export async function signIn(page: Page, server: TestServer, account: TestAccount) {
  const response = await createClient(server.url).post<LoginAnswer>('/auth/user/login-user', {
    emailId: account.emailId,
    password: account.password,
  })
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`)
  const { token, user, user_type, expiresIn } = response.body
  await page.addInitScript(
    (session) => {
      // Once per tab: a later logout in the test must stay a logout.
      if (sessionStorage.getItem('e2e-session-seeded')) return
      sessionStorage.setItem('e2e-session-seeded', '1')
      localStorage.setItem('token', session.token)
      localStorage.setItem('user', JSON.stringify(session.user))
      localStorage.setItem('userRole', session.role)
      localStorage.setItem('expirationTime', String(Date.now() + session.expiresIn * 1000))
    },
    { token, user, role: user_type ?? 'user', expiresIn },
  )
  return response.body
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
