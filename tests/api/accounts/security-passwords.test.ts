import { expect, it } from 'vitest'
import type { AdminUser } from '../../../contract/admin-users'
import { passwordPolicyMessages } from '../../../contract/fields'
import { hashPassword } from '../../../server/modules/accounts/passwords'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 10 (weak passwords: 6 characters and 'password1' were taken, for administrators
// too) and item 12's usernames ('DemoStreamer\u200b' was a second, look-alike 'DemoStreamer'). Each
// test makes the attempt and shows it is now refused, with a clear message.

const ADMIN_EMAIL = 'passwords-admin@cardcast.test'
const ADMIN_PASSWORD = 'a-long-admin-secret-1'
const TOO_COMMON = 'This password is one of the most common ones. Please choose a less common password.'

describeOnEachDialect('password and username rules on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  const signUp = (overrides: Record<string, unknown>) => {
    const username = uniqueName('pw')
    return client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId: `${username}@example.test`,
      password: 'a-fine-passphrase',
      ...overrides,
    })
  }
  const stored = async (email: string) => server.app.users.byEmail(email)

  it('refuses a user password under 8 characters, keeping the spec message under 6', async () => {
    const cases: Array<[string, string]> = [
      ['12345', 'Password must be at least 6 characters.'],
      ['abc1234', 'Password must be at least 8 characters.'],
    ]
    for (const [password, message] of cases) {
      const username = uniqueName('short')
      const response = await signUp({ username, emailId: `${username}@example.test`, password })
      expect(response.status, password).toBe(400)
      expect(response.body.error, password).toBe(message)
      expect(await stored(`${username}@example.test`)).toBeUndefined()
    }
    // The reset calls take the same rule (the body is refused before any code or address is looked at).
    const reset = await client.post('/auth/user/reset-password', {
      email: 'a@example.test',
      password: 'abc1234',
    })
    expect(reset.status).toBe(400)
    expect(reset.body.error).toBe('Password must be at least 8 characters')
    const viaOtp = await client.post('/auth/user/verify-otp', {
      email: 'a@example.test',
      otp: '123456',
      password: 'abc1234',
    })
    expect(viaOtp.status).toBe(400)
    expect(viaOtp.body.error).toBe('Password must be at least 8 characters')
  })

  it('refuses the most common passwords, in any case, wherever a user password is chosen', async () => {
    for (const password of ['password1', 'PassWord1', 'qwertyuiop', '1qaz2wsx', 'iloveyou']) {
      const username = uniqueName('common')
      const response = await signUp({ username, emailId: `${username}@example.test`, password })
      expect(response.status, password).toBe(400)
      expect(response.body.error, password).toBe(TOO_COMMON)
      expect(await stored(`${username}@example.test`)).toBeUndefined()
    }
    for (const [path, body] of [
      ['/auth/user/reset-password', { email: 'a@example.test', password: 'baseball' }],
      ['/auth/user/verify-otp', { email: 'a@example.test', otp: '123456', password: 'football' }],
    ] as const) {
      const response = await client.post(path, body)
      expect(response.status, path).toBe(400)
      expect(response.body.error, path).toBe(TOO_COMMON)
    }
    // An administrator adding a user is held to the users' rule too.
    const username = uniqueName('added')
    const added = await client.post(
      '/auth/admin/users',
      { username, emailId: `${username}@example.test`, password: 'sunshine', dateOfBirth: '1990-01-01' },
      { token: admin.token },
    )
    expect(added.status).toBe(400)
    expect(added.body.error).toBe(TOO_COMMON)
    const short = await client.post(
      '/auth/admin/users',
      { username, emailId: `${username}@example.test`, password: 'abc1234', dateOfBirth: '1990-01-01' },
      { token: admin.token },
    )
    expect(short.body.error).toBe('Password must be at least 8 characters')
    expect(await stored(`${username}@example.test`)).toBeUndefined()
  })

  it("refuses a user password holding the site's name or the user's own address, wherever one is chosen", async () => {
    for (const password of ['my-cardcast-pass', 'CardCast2026!']) {
      const response = await signUp({ password })
      expect(response.status, password).toBe(400)
      expect(response.body.error, password).toBe(passwordPolicyMessages.userHoldsSiteName)
    }
    const username = uniqueName('rivers')
    const email = `${username}@example.test`
    for (const password of [`${username}-2026`, `x-${email.toUpperCase()}`]) {
      const response = await signUp({ username, emailId: email, password })
      expect(response.status, password).toBe(400)
      expect(response.body.error, password).toBe(passwordPolicyMessages.userHoldsAddress)
      expect(await stored(email)).toBeUndefined()
    }
    // The same answer for an address that already has an account: nothing is told by it.
    const owner = await createVerifiedAccount(server)
    const taken = await signUp({ emailId: owner.emailId, password: `${owner.emailId}-1` })
    expect(taken.status).toBe(400)
    expect(taken.body.error).toBe(passwordPolicyMessages.userHoldsAddress)
    for (const [path, body] of [
      ['/auth/user/reset-password', { email, password: `${username}-new-1` }],
      ['/auth/user/verify-otp', { email, otp: '123456', password: `${username}-new-2` }],
      ['/auth/user/reset-password', { email, password: 'the-cardcast-one' }],
    ] as const) {
      const response = await client.post(path, body)
      expect(response.status, path).toBe(400)
      expect(response.body.error, path).toMatch(/^A password may not contain/)
    }
    const added = await client.post(
      '/auth/admin/users',
      { username, emailId: email, password: `pw-${username}`, dateOfBirth: '1990-01-01' },
      { token: admin.token },
    )
    expect(added.status).toBe(400)
    expect(added.body.error).toBe(passwordPolicyMessages.userHoldsAddress)
    expect(await stored(email)).toBeUndefined()
  })

  it('still lets an account with an older, shorter password sign in (the rule is for new passwords)', async () => {
    const username = uniqueName('legacy')
    const email = `${username}@example.test`
    await server.app.users.create({
      username,
      email,
      passwordHash: await hashPassword('abc123'),
      isVerified: true,
    })
    const login = await client.post('/auth/user/login-user', { emailId: email, password: 'abc123' })
    expect(login.body).toMatchObject({ login: true, verify: true })
  })

  it('holds administrators to 12 characters and no common password', async () => {
    const change = (newPassword: string) =>
      client.put(
        '/auth/admin/change-password',
        { currentPassword: ADMIN_PASSWORD, newPassword },
        { token: admin.token },
      )
    const short = await change('eleven-char')
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('Password must be at least 12 characters.')
    const common = await change('123qweasdzxc')
    expect(common.status).toBe(400)
    expect(common.body.error).toBe(TOO_COMMON)
    // The reset link's new password too (refused before the token is even looked at).
    const reset = await client.post('/auth/admin/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'short-pw-1',
    })
    expect(reset.status).toBe(400)
    expect(reset.body.error).toBe('Password must be at least 12 characters.')
    // Nothing changed: the old password still signs in.
    const login = await client.post('/auth/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(login.status).toBe(200)
  })

  it('refuses usernames with zero-width, bidi or control characters, in sign-up, editUser and the admin forms', async () => {
    const invisible = 'Username cannot contain control, invisible or text-direction characters.'
    const existing = await createVerifiedAccount(server)
    const tricks = [
      `${existing.username}\u200b`, // zero-width space: a look-alike of an existing name
      `\u202E${existing.username}`, // right-to-left override
      `${existing.username}\u2066x\u2069`, // isolates
      `${existing.username}\u200d`, // zero-width joiner
      `${existing.username.slice(0, 3)}\ufeff${existing.username.slice(3)}`, // zero-width no-break space
      `bell\u0007${existing.username}`, // a control character
      `${existing.username}\u00ad`, // soft hyphen
    ]
    for (const username of tricks) {
      const label = JSON.stringify(username)
      const signup = await signUp({ username, emailId: `${uniqueName('trick')}@example.test` })
      expect(signup.status, label).toBe(400)
      expect(signup.body.error, label).toBe(invisible)

      const edit = await client.put(
        '/auth/user/editUser',
        { username, emailId: existing.emailId },
        { token: existing.token },
      )
      expect(edit.status, label).toBe(400)
      expect(edit.body.error, label).toBe(invisible)

      const added = await client.post(
        '/auth/admin/users',
        {
          username,
          emailId: `${uniqueName('trick')}@example.test`,
          password: 'a-fine-passphrase',
          dateOfBirth: '1990-01-01',
        },
        { token: admin.token },
      )
      expect(added.status, label).toBe(400)
      expect(added.body.error, label).toBe(invisible)

      const updated = await client.put(
        `/auth/admin/users/${encodeURIComponent(existing.emailId)}`,
        { username },
        { token: admin.token },
      )
      expect(updated.status, label).toBe(400)
      expect(updated.body.error, label).toBe(invisible)
    }
    expect((await stored(existing.emailId))?.username).toBe(existing.username)
  })

  it('stores usernames NFKC-normalised, so a full-width look-alike is the same name', async () => {
    const base = uniqueName('nfkc')
    const fullWidth = [...base]
      .map((char) => String.fromCodePoint((char.codePointAt(0) as number) + 0xfee0))
      .join('')
    const email = `${base}@example.test`
    const first = await signUp({ username: fullWidth, emailId: email })
    expect(first.status).toBe(201)
    expect((await stored(email))?.username).toBe(base)
    // The ASCII spelling is now taken.
    const again = await signUp({ username: base })
    expect(again.status).toBe(409)
    // Admin forms normalise alike.
    const other = uniqueName('nfkc')
    const added = await client.post<{ user: AdminUser }>(
      '/auth/admin/users',
      {
        username: `${other}\u2163`, // ROMAN NUMERAL FOUR: 'IV'
        emailId: `${other}@example.test`,
        password: 'a-fine-passphrase',
        dateOfBirth: '1990-01-01',
      },
      { token: admin.token },
    )
    expect(added.status).toBe(201)
    expect(added.body.user.username).toBe(`${other}IV`)
  })
})
