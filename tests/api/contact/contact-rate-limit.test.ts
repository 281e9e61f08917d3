import { describe, expect, it } from 'vitest'
import { uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const PATH = '/auth/user/sendContactMessage'

const message = (email: string) => ({
  name: 'Ann',
  email,
  subject: 'Hello',
  message: 'Just saying hi.',
})

describeOnEachDialect('contact rate limits on %s', (dialect) => {
  describe('per address (in the database, always on)', () => {
    const { server, client } = useTestServer(dialect, { env: { ADMIN_EMAIL: 'team@example.test' } })

    it('takes 5 messages per email per hour, case-insensitively, then answers 429', async () => {
      const email = `${uniqueName('spam')}@example.test`
      for (let i = 0; i < 5; i++) {
        const sent = await client.post(PATH, message(i % 2 ? email.toUpperCase() : email))
        expect(sent.status, `message ${i + 1}`).toBe(200)
      }
      const refused = await client.post(PATH, message(email))
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({
        success: false,
        error: 'You have sent 5 messages from this email in the last hour. Please try again later.',
      })
      const stored = await server.app.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email_key', '=', email.toLowerCase())
        .execute()
      expect(stored).toHaveLength(5)

      // Another address is not held back by this one.
      const other = await client.post(PATH, message(`${uniqueName('ok')}@example.test`))
      expect(other.status).toBe(200)
    })

    it('counts only the last hour', async () => {
      const email = `${uniqueName('old')}@example.test`
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
      for (let i = 0; i < 5; i++) {
        expect((await client.post(PATH, message(email))).status).toBe(200)
      }
      await server.app.db
        .updateTable('contact_messages')
        .set({ created_at: twoHoursAgo })
        .where('email_key', '=', email)
        .execute()
      expect((await client.post(PATH, message(email))).status).toBe(200)
    })
  })

  describe('per client address (rate limiting on)', () => {
    const { client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

    it('takes 5 messages a minute from one IP, then answers 429 with a message', async () => {
      for (let i = 0; i < 5; i++) {
        const sent = await client.post(PATH, message(`${uniqueName('ip')}@example.test`))
        expect(sent.status, `message ${i + 1}`).toBe(200)
      }
      const refused = await client.post(PATH, message(`${uniqueName('ip')}@example.test`))
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({
        success: false,
        error: 'Too many requests. Please try again later.',
      })
    })
  })
})
