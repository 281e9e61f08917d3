import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../support/use-test-server'

describe('rate limits on the guessable routes', () => {
  const { client } = useTestServer('sqlite', { env: { RATE_LIMIT: '1' } })

  it('answers 429 with a clear message once an address tries too many logins', async () => {
    const statuses: number[] = []
    let last: Record<string, unknown> = {}
    for (let i = 0; i < 21; i++) {
      const response = await client.post('/auth/user/login-user', {
        emailId: 'x@example.test',
        password: 'wrong-one',
      })
      statuses.push(response.status)
      last = response.body
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
    expect(last.error).toBe('Too many requests. Please try again later.')
  })
})
