import { expect, it } from 'vitest'
import { createVerifiedAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 3: sessions can be ended. Logout ends the token on the server; a password
// reset, an administrator's change of role or verification end every earlier user session; an
// administrator's password change ends their earlier sessions.

const ADMIN = { email: 'sessions-admin@cardcast.test', password: 'admin-secret-1' }

describeOnEachDialect('ending sessions on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, { admin: ADMIN })

  const status = async (token: string) => (await client.get('/auth/user/getUser', { token })).status
  const logIn = async (emailId: string, password: string) =>
    (await client.post<{ token: string }>('/auth/user/login-user', { emailId, password })).body.token

  it('logout ends this token on the server, and only this one', async () => {
    const account = await createVerifiedAccount(server)
    const other = await logIn(account.emailId, account.password)
    const out = await client.post('/auth/user/logout', {}, { token: account.token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully!' })
    // The token a thief copied before the logout is refused now, for every call.
    for (const path of ['/auth/user/getUser', '/auth/user/showUserInfo', '/auth/user/getUserCards']) {
      const refused = await client.get(path, { token: account.token })
      expect(refused.status, path).toBe(401)
      expect(refused.body.status).toBe('jwterror')
    }
    expect((await client.post('/auth/user/logout', {}, { token: account.token })).status).toBe(401)
    // The same user's session on another device goes on.
    expect(await status(other)).toBe(200)
    expect((await client.post('/auth/user/logout', {})).status).toBe(401)
  })

  it('a password reset ends every earlier session; one opened right after works', async () => {
    const account = await createVerifiedAccount(server)
    const second = await logIn(account.emailId, account.password)
    const since = Date.now()
    await client.post('/auth/user/forgot-password', { email: account.emailId })
    const otp = await server.smtp.otpFor(account.emailId, since)
    const reset = await client.post('/auth/user/verify-otp', {
      email: account.emailId,
      otp,
      password: 'fresh-pass-1',
    })
    expect(reset.body.success).toBe(true)
    expect(await status(account.token)).toBe(401)
    expect(await status(second)).toBe(401)
    expect(await status(await logIn(account.emailId, 'fresh-pass-1'))).toBe(200)
  })

  it('keeps a token signed in the same second as the revocation, after it, valid', async () => {
    const account = await createVerifiedAccount(server)
    const { app } = server
    // The account's session is older than the revocation, if only by a millisecond.
    await new Promise((resolve) => setTimeout(resolve, 2))
    // Revoke, then sign at once: whole-second `iat` alone could not tell this token from the old one.
    await app.users.update(account.userId, { tokens_valid_after: new Date().toISOString() })
    const fresh = await app.tokens.sign(account.userId, 'user', 600)
    expect(await status(fresh)).toBe(200)
    expect(await status(account.token)).toBe(401)
  })

  it("an administrator's change of role or verification ends the user's sessions", async () => {
    const account = await createVerifiedAccount(server)
    const edit = (body: Record<string, unknown>) =>
      client.put(`/auth/admin/users/${encodeURIComponent(account.emailId)}`, body, { token: admin.token })

    // Editing other fields leaves the session alone.
    expect((await edit({ description: 'A quiet viewer' })).status).toBe(200)
    expect(await status(account.token)).toBe(200)
    // So does a "change" to the role the user already has.
    expect((await edit({ user_type: 'viewer' })).status).toBe(200)
    expect(await status(account.token)).toBe(200)

    // Made a creator: the viewer token (and the role it was issued with) is gone.
    expect((await edit({ user_type: 'creator' })).status).toBe(200)
    expect(await status(account.token)).toBe(401)
    const asCreator = await logIn(account.emailId, account.password)
    expect((await client.get('/auth/user/getUser', { token: asCreator })).body).toMatchObject({
      user: { user_type: 'creator' },
    })

    // Unverified by the administrator: that session ends as well.
    expect((await edit({ isVerified: false })).status).toBe(200)
    expect(await status(asCreator)).toBe(401)
  })

  it("an administrator's password change ends their earlier sessions and keeps the current one", async () => {
    const older = (await client.post<{ token: string }>('/auth/admin/login', ADMIN)).body.token
    // Token times are whole seconds for the admin guard: the current session starts a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const current = (await client.post<{ token: string }>('/auth/admin/login', ADMIN)).body.token
    const adminStatus = async (token: string) => (await client.get('/auth/admin/profile', { token })).status
    expect(await adminStatus(older)).toBe(200)

    const changed = await client.put(
      '/auth/admin/change-password',
      { currentPassword: ADMIN.password, newPassword: 'admin-secret-2' },
      { token: current },
    )
    expect(changed.status).toBe(200)
    expect(await adminStatus(older)).toBe(401)
    expect(await adminStatus(current)).toBe(200)
    // Put it back for the other tests (the token from useTestServer is older: sign in again).
    await client.put(
      '/auth/admin/change-password',
      { currentPassword: 'admin-secret-2', newPassword: ADMIN.password },
      { token: current },
    )
    admin.token = current
  })
})
