import { expect, it } from 'vitest'
import { authMessages } from '../../../contract/messages'
import { type Session, sessionMessages } from '../../../contract/sessions'
import { createVerifiedAccount, FACTORY_ORIGIN, type TestAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Sessions a user can see and end: a stolen token stops working once its owner ends it, from any
// other signed-in device, and a session left idle past SESSION_IDLE_SECONDS ends by itself.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const IDLE_SECONDS = 3600

describeOnEachDialect('sessions on %s', (dialect) => {
  const { server, client } = useTestServer(dialect, { env: { SESSION_IDLE_SECONDS: String(IDLE_SECONDS) } })

  /** Signs in through the login route, as `userAgent`: a new session's token. */
  async function signIn(account: TestAccount, userAgent = PHONE): Promise<string> {
    const login = await client.post<{ token: string }>(
      '/auth/user/login-user',
      { emailId: account.emailId, password: account.password },
      { headers: { 'user-agent': userAgent } },
    )
    expect(login.status).toBe(200)
    return login.body.token
  }
  const sessionsOf = async (token: string) =>
    (await client.get<{ sessions: Session[] }>('/auth/user/sessions', { token })).body.sessions
  const works = async (token: string) => (await client.get('/auth/user/getUser', { token })).status

  it('lists each signed-in device with where it signed in from, and which one is asking', async () => {
    const account = await createVerifiedAccount(server)
    const phone = await signIn(account)
    const sessions = await sessionsOf(account.token)
    expect(sessions).toHaveLength(2)
    expect(sessions.find((session) => session.current)).toMatchObject({
      device: FACTORY_ORIGIN.device,
      address: FACTORY_ORIGIN.address,
    })
    const other = sessions.find((session) => !session.current)
    expect(other).toMatchObject({ device: 'Chrome on Android', address: '127.0.0.1' })
    expect(Date.parse(other?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    // Nobody else sees them.
    expect(await sessionsOf((await createVerifiedAccount(server)).token)).toHaveLength(1)
    expect(await works(phone)).toBe(200)
    expect((await client.get('/auth/user/sessions')).status).toBe(401)
  })

  it("ends another session: that token's next call is refused, and the others keep working", async () => {
    const account = await createVerifiedAccount(server)
    const stolen = await signIn(account)
    const [other] = (await sessionsOf(account.token)).filter((session) => !session.current)
    const ended = await client.delete(`/auth/user/sessions/${other?.id}`, { token: account.token })
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ message: sessionMessages.ended, ended: 1 })
    const refused = await client.get<{ status: string; error: string }>('/auth/user/getUser', {
      token: stolen,
    })
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ status: 'jwterror', error: authMessages.sessionExpired })
    expect(await works(account.token)).toBe(200)
    expect((await sessionsOf(account.token)).map((session) => session.current)).toEqual([true])
    // Again: nothing left to end.
    expect((await client.delete(`/auth/user/sessions/${other?.id}`, { token: account.token })).status).toBe(
      404,
    )
  })

  it("refuses to end the caller's own session or another user's (and ends nothing)", async () => {
    const account = await createVerifiedAccount(server)
    const [own] = await sessionsOf(account.token)
    const self = await client.delete<{ error: string }>(`/auth/user/sessions/${own?.id}`, {
      token: account.token,
    })
    expect(self.status).toBe(409)
    expect(self.body.error).toBe(sessionMessages.endCurrent)
    const stranger = await createVerifiedAccount(server)
    const theirs = await client.delete<{ error: string }>(`/auth/user/sessions/${own?.id}`, {
      token: stranger.token,
    })
    expect(theirs.status).toBe(404)
    expect(theirs.body.error).toBe(sessionMessages.notFound)
    expect(await works(account.token)).toBe(200)
  })

  it('ends every other session at once, keeping this one', async () => {
    const account = await createVerifiedAccount(server)
    const others = [await signIn(account), await signIn(account, 'curl/8.5.0')]
    const answer = await client.post('/auth/user/sessions/end-others', undefined, { token: account.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ended: 2, message: sessionMessages.endedOthers(2) })
    for (const token of others) expect(await works(token)).toBe(401)
    expect(await works(account.token)).toBe(200)
  })

  it('ends a session left idle past SESSION_IDLE_SECONDS, and one that logged out', async () => {
    const account = await createVerifiedAccount(server)
    const idle = await signIn(account)
    const { db } = server.app
    const [session] = (await sessionsOf(account.token)).filter((entry) => !entry.current)
    const longAgo = new Date(Date.now() - (IDLE_SECONDS + 60) * 1000).toISOString()
    await db
      .updateTable('user_sessions')
      .set({ last_seen_at: longAgo })
      .where('id', '=', session?.id ?? '')
      .execute()
    expect(await works(idle)).toBe(401)
    expect(await sessionsOf(account.token)).toHaveLength(1)

    const leaving = await signIn(account)
    expect((await client.post('/auth/user/logout', {}, { token: leaving })).status).toBe(200)
    expect(await sessionsOf(account.token)).toHaveLength(1)
  })
})
