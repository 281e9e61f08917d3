import { randomBytes } from 'node:crypto'
import { generate } from 'otplib'
import { ensureAdmin } from '../../server/modules/admin/admin-accounts'
import type { Client } from './http'
import type { TestServer } from './test-server'
import type { TestAdmin } from './use-test-server'

/**
 * The code an authenticator app would show for `secret`, `periodsAhead` 30-second periods from now
 * (the server accepts one period either side, and never a period it has already accepted).
 */
export const totpCode = (secret: string, periodsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * periodsAhead })

/** As if a few minutes had passed since the administrator's last code: any fresh code is new. */
export async function forgetLastCode(server: TestServer, email: string) {
  await server.app.db.updateTable('admins').set({ totp_last_step: null }).where('email', '=', email).execute()
}

/** A new administrator (as `npm run admin:create` makes one), signed in: two-factor is off. */
export async function newSignedInAdmin(server: TestServer, client: Client): Promise<TestAdmin> {
  const email = `admin-${randomBytes(4).toString('hex')}@cardcast.test`
  const password = 'admin-secret-1'
  await ensureAdmin(server.app.db, { email, password }, 'cli')
  const login = await client.post<{ token: string }>('/auth/admin/login', { email, password })
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`)
  return { email, password, token: login.body.token }
}
