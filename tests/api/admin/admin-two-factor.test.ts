import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { adminServerMessages } from '../../../contract/admin'
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  twoFactorMessages,
} from '../../../contract/admin-two-factor'
import { ADMIN_LOGIN_LOCK } from '../../../server/modules/admin/admin-login-guard'
import type { Client } from '../../support/http'
import type { TestServer } from '../../support/test-server'
import { forgetLastCode, newSignedInAdmin, totpCode } from '../../support/two-factor'
import { describeOnEachDialect, type TestAdmin, useTestServer } from '../../support/use-test-server'

interface LoginAnswer {
  token?: string
  error?: string
  twoFactorRequired?: boolean
  twoFactorSetupRequired?: boolean
  admin?: { twoFactorEnabled: boolean }
}

/**
 * Scans the QR code (takes its secret) and confirms it with a code: two-factor is then on. Answers
 * the secret, and the recovery codes the answer showed.
 */
async function turnOnWithCodes(client: Client, admin: TestAdmin) {
  const setup = await client.post<{ secret: string }>('/auth/admin/2fa/setup', {}, { token: admin.token })
  expect(setup.status).toBe(200)
  const { secret } = setup.body
  const enable = await client.post<RecoveryCodesResponse>(
    '/auth/admin/2fa/enable',
    { code: await totpCode(secret) },
    { token: admin.token },
  )
  expect(enable.status, JSON.stringify(enable.body)).toBe(200)
  return { secret, recoveryCodes: enable.body.recoveryCodes }
}

const turnOnTwoFactor = async (client: Client, admin: TestAdmin) =>
  (await turnOnWithCodes(client, admin)).secret

/** As if the test client's wrong logins were a day old: the next test's logins are not held by them. */
const forgetClientFailures = async (server: TestServer) =>
  await server.app.db
    .deleteFrom('admin_login_guards')
    .where((eb) => eb.or([eb('key', 'like', 'address:%'), eb('key', 'like', 'subnet:%')]))
    .execute()

const recoveryRowsOf = async (server: TestServer, email: string) =>
  await server.app.db
    .selectFrom('admin_recovery_codes')
    .innerJoin('admins', 'admins.id', 'admin_recovery_codes.admin_id')
    .select(['code_hash', 'used_at'])
    .where('admins.email', '=', email)
    .execute()

const storedSecretOf = async (server: TestServer, email: string) =>
  await server.app.db
    .selectFrom('admins')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()

describeOnEachDialect('admin two-factor sign-in on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const loginAs =
    ({ email, password }: TestAdmin) =>
    (code?: string, guess = password) =>
      client.post<LoginAnswer>('/auth/admin/login', { email, password: guess, ...(code ? { code } : {}) })

  it('turns on only with a code from the scanned secret, keeps the secret sealed, and mails the admin', async () => {
    const admin = await newSignedInAdmin(server, client)
    const { email } = admin
    const since = Date.now()
    const setup = await client.post<{ secret: string; otpauthUrl: string; qrCode: string }>(
      '/auth/admin/2fa/setup',
      {},
      { token: admin.token },
    )
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Cardcast:${encodeURIComponent(email)}?secret=${setup.body.secret}&issuer=Cardcast`,
    )
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/)

    const wrong = await client.post('/auth/admin/2fa/enable', { code: '12345' }, { token: admin.token })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(twoFactorMessages.codeFormat)
    const otherSecret = await client.post(
      '/auth/admin/2fa/enable',
      { code: await totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') },
      { token: admin.token },
    )
    expect(otherSecret.status).toBe(400)
    expect(otherSecret.body.error).toBe(twoFactorMessages.codeWrong)
    expect((await storedSecretOf(server, email)).totp_secret).toBeNull()

    const right = await client.post(
      '/auth/admin/2fa/enable',
      { code: await totpCode(setup.body.secret) },
      { token: admin.token },
    )
    expect(right.status).toBe(200)
    expect(right.body.message).toBe(twoFactorMessages.turnedOn)
    const stored = await storedSecretOf(server, email)
    expect(stored.totp_pending_secret).toBeNull()
    expect(stored.totp_secret).toMatch(/^v1\./)
    expect(stored.totp_secret).not.toContain(setup.body.secret)
    const profile = await client.get<{ twoFactorEnabled: boolean }>('/auth/admin/profile', {
      token: admin.token,
    })
    expect(profile.body.twoFactorEnabled).toBe(true)
    const mail = await server.smtp.waitForMail(email, { since, subject: /two-factor authentication is on/ })
    expect(mail.text).toContain('turned on for your Cardcast administrator account')

    // Once on, a second set-up cannot replace the secret behind the administrator's back.
    const again = await client.post('/auth/admin/2fa/setup', {}, { token: admin.token })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(twoFactorMessages.alreadyOn)
  })

  it('asks for a code after the right password, refuses a wrong or replayed code, and turns off with both', async () => {
    const admin = await newSignedInAdmin(server, client)
    const { email, password } = admin
    const login = loginAs(admin)
    const secret = await turnOnTwoFactor(client, admin)

    // The password alone: no token, and the form is told to ask for a code.
    const passwordOnly = await login()
    expect(passwordOnly.status).toBe(401)
    expect(passwordOnly.body).toMatchObject({ twoFactorRequired: true, error: twoFactorMessages.codeFormat })
    expect(passwordOnly.body.token).toBeUndefined()
    // A wrong password says nothing of two-factor, with or without a code.
    const wrongPassword = await login(await totpCode(secret, 1), 'not-the-password')
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body.error).toBe(adminServerMessages.invalidCredentials)
    expect(wrongPassword.body.twoFactorRequired).toBeUndefined()

    const wrongCode = await login('000000' === (await totpCode(secret, 1)) ? '111111' : '000000')
    expect(wrongCode.status).toBe(401)
    expect(wrongCode.body).toMatchObject({ twoFactorRequired: true, error: twoFactorMessages.codeWrong })

    // The next period's code (the one set-up used is spent) opens it, once.
    const code = await totpCode(secret, 1)
    const withCode = await login(code)
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200)
    expect(withCode.body.token).toEqual(expect.any(String))
    expect(withCode.body.admin?.twoFactorEnabled).toBe(true)
    const replayed = await login(code)
    expect(replayed.status).toBe(401)
    expect(replayed.body.error).toBe(twoFactorMessages.codeWrong)

    // Off takes the password and a fresh code; then the password alone signs in again.
    const token = String(withCode.body.token)
    await forgetLastCode(server, email)
    const noPassword = await client.post(
      '/auth/admin/2fa/disable',
      { password: 'not-the-password', code: await totpCode(secret) },
      { token },
    )
    expect(noPassword.status).toBe(400)
    expect(noPassword.body.error).toBe(adminServerMessages.currentPasswordWrong)
    const off = await client.post(
      '/auth/admin/2fa/disable',
      { password, code: await totpCode(secret) },
      { token },
    )
    expect(off.status).toBe(200)
    expect(off.body.message).toBe(twoFactorMessages.turnedOff)
    const plain = await login()
    expect(plain.status).toBe(200)
    expect(plain.body.admin?.twoFactorEnabled).toBe(false)
  })

  it('gives recovery codes at set-up, stored hashed; each signs in once, and new ones replace them', async () => {
    const admin = await newSignedInAdmin(server, client)
    const { email, password } = admin
    const login = loginAs(admin)
    const since = Date.now()
    const { secret, recoveryCodes: codes } = await turnOnWithCodes(client, admin)
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes)
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
    // Only their SHA-256 is kept.
    const stored = await recoveryRowsOf(server, email)
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT)
    const hashes = stored.map((row) => row.code_hash)
    for (const code of codes) {
      expect(hashes).toContain(createHash('sha256').update(code.replace(/-/g, '')).digest('hex'))
      expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''))
    }
    const profileOf = async (token: string) =>
      (await client.get<{ recoveryCodesLeft: number }>('/auth/admin/profile', { token })).body
    expect((await profileOf(admin.token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT)

    // In place of the app's code: any case, dashes or spaces as typed. Once.
    const [first = '', second = ''] = codes
    const typed = first.toLowerCase().replace(/-/g, ' ')
    const withRecovery = await login(typed)
    expect(withRecovery.status, JSON.stringify(withRecovery.body)).toBe(200)
    expect(withRecovery.body.token).toEqual(expect.any(String))
    const token = String(withRecovery.body.token)
    const again = await login(first)
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({ twoFactorRequired: true, error: twoFactorMessages.codeWrong })
    expect((await profileOf(token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1)
    const mail = await server.smtp.waitForMail(email, { since, subject: /a recovery code was used/ })
    expect(mail.text).toContain(`${RECOVERY_CODE_COUNT - 1} unused codes are left`)
    // Something of neither shape is refused as input.
    const misshapen = await login('ABCD-EFGH')
    expect(misshapen.status).toBe(400)
    expect(JSON.stringify(misshapen.body)).toContain(twoFactorMessages.loginCodeFormat)

    // New codes take the password and a fresh app code; the old ones, used or not, stop working.
    const wrongPassword = await client.post(
      '/auth/admin/2fa/recovery-codes',
      { password: 'not-the-password', code: await totpCode(secret, 1) },
      { token },
    )
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.body.error).toBe(adminServerMessages.currentPasswordWrong)
    const renewed = await client.post<RecoveryCodesResponse>(
      '/auth/admin/2fa/recovery-codes',
      { password, code: await totpCode(secret, 1) },
      { token },
    )
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    expect(renewed.body.message).toBe(twoFactorMessages.recoveryCodesMade)
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(renewed.body.recoveryCodes).not.toContain(second)
    expect((await login(second)).status).toBe(401)
    expect((await login(renewed.body.recoveryCodes[0])).status).toBe(200)

    // Turning two-factor off drops them; the call to renew them then says it is off.
    await forgetLastCode(server, email)
    const off = await client.post(
      '/auth/admin/2fa/disable',
      { password, code: await totpCode(secret) },
      { token },
    )
    expect(off.status).toBe(200)
    expect(await recoveryRowsOf(server, email)).toEqual([])
    const offNow = await client.post(
      '/auth/admin/2fa/recovery-codes',
      { password, code: await totpCode(secret, 1) },
      { token },
    )
    expect(offNow.status).toBe(409)
    await forgetClientFailures(server)
  })

  it('counts wrong recovery codes toward the lock of the codes, which a right one then cannot open', async () => {
    const admin = await newSignedInAdmin(server, client)
    const login = loginAs(admin)
    const { recoveryCodes } = await turnOnWithCodes(client, admin)
    for (let i = 0; i < ADMIN_LOGIN_LOCK.code.lockAfter; i++) {
      const wrong = await login(`AAAA-AAAA-AAA${'ABCDEFGH'.charAt(i)}`)
      expect(wrong.status).toBe(401)
      expect(wrong.body.error).toBe(twoFactorMessages.codeWrong)
    }
    const locked = await login(recoveryCodes[0])
    expect(locked.status).toBe(429)
    expect(locked.body.error).toMatch(/^Too many wrong passwords for this account: it is locked until /)
    // The refused code was not spent: all are still unused.
    expect((await recoveryRowsOf(server, admin.email)).every((row) => row.used_at === null)).toBe(true)
    await forgetClientFailures(server)
  })

  it('locks the account after wrong codes with the right password, even for a right code then', async () => {
    const admin = await newSignedInAdmin(server, client)
    const login = loginAs(admin)
    const secret = await turnOnTwoFactor(client, admin)
    for (let i = 0; i < ADMIN_LOGIN_LOCK.code.lockAfter; i++) {
      const wrong = await login(
        String((Number(await totpCode(secret, 1)) + 1 + i) % 1_000_000).padStart(6, '0'),
      )
      expect(wrong.status).toBe(401)
    }
    const locked = await login(await totpCode(secret, 1))
    expect(locked.status).toBe(429)
    expect(locked.body.error).toMatch(/^Too many wrong passwords for this account: it is locked until /)
  })
})

describeOnEachDialect('ADMIN_2FA=required on %s', (dialect) => {
  const email = 'must-have-2fa@cardcast.test'
  const password = 'admin-secret-1'
  const { server, client } = useTestServer(dialect, {
    admin: { email, password },
    env: { ADMIN_2FA: 'required' },
  })

  it('sets two-factor up only through the link mailed at sign-in, never with the password alone', async () => {
    const since = Date.now()
    const first = await client.post<LoginAnswer>('/auth/admin/login', { email, password })
    expect(first.status).toBe(200)
    expect(first.body.twoFactorSetupRequired).toBe(true)
    const token = first.body.token ?? ''
    const users = await client.get('/auth/admin/users', { token })
    expect(users.status).toBe(403)
    expect(users.body.error).toBe(twoFactorMessages.setupFirst)

    // The attack: whoever has the password sets up their own authenticator. Now it takes the link.
    for (const body of [{}, { enrolToken: 'made-up-token' }]) {
      const refused = await client.post('/auth/admin/2fa/setup', body, { token })
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe(twoFactorMessages.enrolByMail)
    }
    expect((await storedSecretOf(server, email)).totp_pending_secret).toBeNull()

    const mail = await server.smtp.waitForMail(email, { since, subject: /set up two-factor/ })
    expect(mail.text).toContain(`${server.url}/admin/two-factor?enrol=`)
    const enrolToken = /two-factor\?enrol=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? ''
    const setup = await client.post<{ secret: string }>('/auth/admin/2fa/setup', { enrolToken }, { token })
    expect(setup.status).toBe(200)
    const code = await totpCode(setup.body.secret)
    const without = await client.post('/auth/admin/2fa/enable', { code }, { token })
    expect(without.status).toBe(403)
    const on = await client.post('/auth/admin/2fa/enable', { code, enrolToken }, { token })
    expect(on.status, JSON.stringify(on.body)).toBe(200)
    const secret = setup.body.secret
    expect((await client.get('/auth/admin/users', { token })).status).toBe(200)

    const off = await client.post(
      '/auth/admin/2fa/disable',
      { password, code: await totpCode(secret, 1) },
      { token },
    )
    expect(off.status).toBe(403)
    expect(off.body.error).toBe(twoFactorMessages.requiredBySite)

    const next = await client.post<LoginAnswer>('/auth/admin/login', {
      email,
      password,
      code: await totpCode(secret, 1),
    })
    expect(next.status).toBe(200)
    expect(next.body.twoFactorSetupRequired).toBe(false)
  })
})
