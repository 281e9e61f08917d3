import { describe, expect, it } from 'vitest'
import { seedDemoIfEmpty } from '../../../server/seed-demo'
import { startTestServer } from '../../support/test-server'
import { useTestServer } from '../../support/use-test-server'

describe('demo data', () => {
  const { server, client } = useTestServer('sqlite')

  it('seeds a creator, a viewer and a dozen cards once, and prints the logins', async () => {
    const lines: string[] = []
    server.app.config.seedDemo = true
    await seedDemoIfEmpty(server.app, { info: (msg) => lines.push(msg) })
    await seedDemoIfEmpty(server.app, { info: (msg) => lines.push(msg) })
    expect(lines).toHaveLength(1)
    const password = /viewer@demo\.cardcast\s+password (\S+)/.exec(lines[0] ?? '')?.[1]
    const login = await client.post('/auth/user/login-user', { emailId: 'viewer@demo.cardcast', password })
    expect(login.body).toMatchObject({ login: true, verify: true })
    const market = await client.get<{ cards: Array<{ rarity: string; price: number }> }>(
      '/auth/user/getCards',
    )
    expect(market.body.cards).toHaveLength(12)
    expect(new Set(market.body.cards.map((c) => c.rarity)).size).toBe(4)
    expect(market.body.cards.some((c) => c.price === 0)).toBe(true)
  })

  it('does nothing when turned off', async () => {
    // A second, empty server for this test alone: the first one holds the seeded data.
    const other = await startTestServer('sqlite')
    try {
      await seedDemoIfEmpty(other.app, { info: () => {} })
      const users = await other.app.db.selectFrom('users').select('id').execute()
      expect(users).toHaveLength(0)
    } finally {
      await other.close()
    }
  })
})
