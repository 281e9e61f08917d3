import { expect, it } from 'vitest'
import { createVerifiedAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const huge = 'x'.repeat(1_000_000)

// Every account route, with bodies a careless or hostile client sends.
const routes: Array<{ path: string; valid: Record<string, unknown> }> = [
  {
    path: '/auth/user/addUsers',
    valid: {
      username: 'newbie',
      emailId: 'newbie@example.test',
      password: 'secret123',
      dateOfBirth: '1990-01-01',
    },
  },
  { path: '/auth/user/login-user', valid: { emailId: 'a@example.test', password: 'secret123' } },
  { path: '/auth/user/verify', valid: { emailId: 'a@example.test', otp: '123456' } },
  { path: '/auth/user/resend-otp', valid: { emailId: 'a@example.test' } },
  { path: '/auth/user/forgot-password', valid: { email: 'a@example.test' } },
  { path: '/auth/user/verify-otp', valid: { email: 'a@example.test', otp: '123456' } },
  { path: '/auth/user/reset-password', valid: { email: 'a@example.test', password: 'secret123' } },
]

function badBodies(valid: Record<string, unknown>): Array<[string, unknown]> {
  const cases: Array<[string, unknown]> = [
    ['an empty object', {}],
    ['an array', []],
    ['null', null],
  ]
  for (const field of Object.keys(valid)) {
    const { [field]: _, ...missing } = valid
    cases.push([`${field} missing`, missing])
    cases.push([`${field} a number`, { ...valid, [field]: 42 }])
    cases.push([`${field} an array`, { ...valid, [field]: ['x'] }])
    cases.push([`${field} 1 MB long`, { ...valid, [field]: huge }])
  }
  return cases
}

describeOnEachDialect('bad input on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  for (const route of routes) {
    it(`${route.path} answers every bad body with a 4xx and a message`, async () => {
      for (const [label, body] of badBodies(route.valid)) {
        const response = await client.post(route.path, body)
        expect(response.status, `${label}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${label}`).toBeLessThan(500)
        expect(typeof (response.body.error ?? response.body.message), `${label}`).toBe('string')
      }
      const malformed = await client.call('POST', route.path, { rawBody: '{"emailId": ' })
      expect(malformed.status).toBe(400)
      expect(malformed.body.error).toEqual(expect.any(String))
    })
  }

  it('changes nothing when a sign-up is refused', async () => {
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: 'keeper',
      emailId: ['keeper@example.test'],
      password: 'x',
    })
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: 'keeper',
      emailId: 'keeper@example.test',
      password: '123',
    })
    const taken = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: 'keeper',
      emailId: 'keeper@example.test',
      password: 'secret123',
    })
    expect(taken.status).toBe(201)
  })

  it('answers the spec messages for the login form rules', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'secret123' }, 'Email ID is required.'],
      [{ emailId: 'not-an-email', password: 'secret123' }, 'Invalid email ID format.'],
      [{ emailId: 'a@example.test' }, 'Password is required.'],
      [{ emailId: 'a@example.test', password: '123' }, 'Password must be at least 6 characters.'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/auth/user/login-user', body)
      expect(response.status).toBe(400)
      expect(response.body.error).toBe(message)
    }
  })

  it('keeps a bad token from reaching user data', async () => {
    const account = await createVerifiedAccount(server)
    const response = await client.get('/auth/user/getUser', {
      headers: { authorization: `Basic ${account.token}` },
    })
    expect(response.status).toBe(401)
  })
})
