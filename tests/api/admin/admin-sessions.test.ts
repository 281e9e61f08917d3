import { expect, it } from 'vitest'
import { adminServerMessages } from '../../../contract/admin'
import { type Session, sessionMessages } from '../../../contract/sessions'
import { newSignedInAdmin } from '../../support/two-factor'
import { describeOnEachDialect, type TestAdmin, useTestServer } from '../../support/use-test-server'

// Administrators see and end their sessions as users do: a stolen admin token stops working once the
// administrator ends it; one never recorded at login, or left idle, is refused.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const IDLE_SECONDS = 3600

describeOnEachDialect('admin sessions on %s', (dialect) => {
  const { server, client } = useTestServer(dialect, { env: { SESSION_IDLE_SECONDS: String(IDLE_SECONDS) } })

  async function logInAgain({ email, password }: TestAdmin, userAgent = PHONE): Promise<string> {
    const login = await client.post<{ token: string }>(
      '/auth/admin/login',
      { email, password },
      { headers: { 'user-agent': userAgent } },
    )
    expect(login.status).toBe(200)
    return login.body.token
  }
  const sessionsOf = async (token: string) =>
    (await client.get<{ sessions: Session[] }>('/auth/admin/sessions', { token })).body.sessions
  const works = async (token: string) => (await client.get('/auth/admin/profile', { token })).status

  it('lists each device, ends another (its token is refused at once), and never the current one', async () => {
    const admin = await newSignedInAdmin(server, client)
    const phone = await logInAgain(admin)
    const sessions = await sessionsOf(admin.token)
    expect(sessions).toHaveLength(2)
    const other = sessions.find((session) => !session.current)
    expect(other).toMatchObject({ device: 'Chrome on Android', address: '127.0.0.1' })
    const current = sessions.find((session) => session.current)
    // Nobody else sees them, nor ends them.
    const stranger = await newSignedInAdmin(server, client)
    expect(await sessionsOf(stranger.token)).toHaveLength(1)
    const foreign = await client.delete(`/auth/admin/sessions/${other?.id}`, { token: stranger.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body.error).toBe(sessionMessages.notFound)
    expect(await works(phone)).toBe(200)

    const own = await client.delete(`/auth/admin/sessions/${current?.id}`, { token: admin.token })
    expect(own.status).toBe(409)
    expect(own.body.error).toBe(sessionMessages.endCurrent)
    const ended = await client.delete(`/auth/admin/sessions/${other?.id}`, { token: admin.token })
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ message: sessionMessages.ended, ended: 1 })
    const refused = await client.get('/auth/admin/profile', { token: phone })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe(adminServerMessages.sessionExpired)
    expect(await works(admin.token)).toBe(200)
    expect(await sessionsOf(admin.token)).toHaveLength(1)
  })

  it('ends all others at once, and logout ends its own row', async () => {
    const admin = await newSignedInAdmin(server, client)
    const others = [await logInAgain(admin), await logInAgain(admin, 'curl/8.5.0')]
    const ended = await client.post('/auth/admin/sessions/end-others', {}, { token: admin.token })
    expect(ended.body).toMatchObject({ message: sessionMessages.endedOthers(2), ended: 2 })
    for (const token of others) expect(await works(token)).toBe(401)

    const spare = await logInAgain(admin)
    expect((await client.post('/auth/admin/logout', undefined, { token: spare })).status).toBe(200)
    expect(await sessionsOf(admin.token)).toHaveLength(1)
  })

  it('refuses a validly signed admin token that no login recorded, and a session left idle', async () => {
    const admin = await newSignedInAdmin(server, client)
    const row = await server.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow()
    // Signed with the server's own key, as a leaked key or a forged login would: no session row.
    const unrecorded = await server.app.tokens.sign(row.id, 'admin', 3600)
    expect(await works(unrecorded)).toBe(401)

    const idle = await logInAgain(admin)
    await server.app.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: new Date(Date.now() - (IDLE_SECONDS + 60) * 1000).toISOString() })
      .where('owner_id', '=', row.id)
      .execute()
    expect(await works(idle)).toBe(401)
    expect(await works(admin.token)).toBe(401)
  })
})
