import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AdminSettings } from '../../../contract/settings'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'settings-admin@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-1'
const SECRETS = {
  stripeSecretKey: 'sk_test_stripe_SECRET_0001',
  paypalSecret: 'paypal-SECRET-0002',
  testKeySecret: 'rzp_test_SECRET_0003',
  liveKeySecret: 'rzp_live_SECRET_0004',
  smtpPassword: 'smtp-SECRET-0005',
}

/** An SMTP server that accepts mail only after AUTH with exactly this user and password. */
async function startAuthSmtp(user: string, pass: string) {
  const received: Array<{ to: string[]; raw: string }> = []
  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

describeOnEachDialect('admin settings on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  let authSmtp: Awaited<ReturnType<typeof startAuthSmtp>>

  const getSettings = async () => {
    const response = await client.get<AdminSettings>('/auth/admin/settings', { token: admin.token })
    expect(response.status).toBe(200)
    return response.body
  }
  const put = (body: unknown) =>
    client.put<{ settings: AdminSettings }>('/auth/admin/settings', body, { token: admin.token })

  beforeAll(async () => {
    authSmtp = await startAuthSmtp('mailer', SECRETS.smtpPassword)
  })
  afterAll(() => authSmtp.close())

  it('answers defaults before anything is saved', async () => {
    const settings = await getSettings()
    expect(settings.payment).toMatchObject({
      paymentGateway: 'razorpay',
      currency: 'INR',
      invoicePrefix: 'INV-',
    })
    expect(settings.payment.razorpay.mode).toBe('test')
    expect(settings.smtp).toMatchObject({ port: 587, encryption: 'tls', password: '' })
  })

  it('saves general settings that the public site-settings shows at once', async () => {
    const response = await put({
      general: {
        siteName: 'Cardcast Live',
        siteDescription: 'Cards on stream',
        siteLogo: 'https://cdn.example.test/logo.png',
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, message: 'Settings updated successfully' })
    const site = await client.get('/auth/user/site-settings')
    expect(site.body).toEqual({
      siteName: 'Cardcast Live',
      siteDescription: 'Cards on stream',
      siteLogo: 'https://cdn.example.test/logo.png',
      favicon: '',
    })
  })

  it('never shows a secret in clear, and keeps each secret when its masked value comes back', async () => {
    const saved = await put({
      payment: {
        paymentGateway: 'stripe',
        stripePublicKey: 'pk_test_public',
        stripeSecretKey: SECRETS.stripeSecretKey,
        paypalClientId: 'paypal-client',
        paypalSecret: SECRETS.paypalSecret,
        razorpay: {
          mode: 'live',
          testKeyId: 'rzp_test_id',
          testKeySecret: SECRETS.testKeySecret,
          liveKeyId: 'rzp_live_id',
          liveKeySecret: SECRETS.liveKeySecret,
        },
        currency: 'USD',
        taxRate: '18.5',
        invoicePrefix: 'CC-',
      },
      smtp: {
        host: '127.0.0.1',
        port: authSmtp.port,
        username: 'mailer',
        password: SECRETS.smtpPassword,
        encryption: 'none',
        fromName: 'Cardcast',
        fromEmail: 'noreply@cardcast.test',
        replyToEmail: 'help@cardcast.test',
      },
    })
    expect(saved.status).toBe(200)
    const shown = await getSettings()
    for (const body of [JSON.stringify(saved.body), JSON.stringify(shown)]) {
      for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret)
    }
    expect(shown.payment.stripeSecretKey).toBe('••••••••0001')
    expect(shown.payment.razorpay.liveKeySecret).toBe('••••••••0004')
    expect(shown.smtp.password).toBe('••••••••0005')
    expect(shown.payment).toMatchObject({ stripePublicKey: 'pk_test_public', taxRate: 18.5, currency: 'USD' })

    // The settings form sends back what it was shown, with one ordinary change.
    const echoed = await put({ ...shown, payment: { ...shown.payment, invoicePrefix: 'INV2-' } })
    expect(echoed.status).toBe(200)
    const payment = await server.app.settings.get<AdminSettings['payment']>('payment')
    expect(payment).toMatchObject({
      invoicePrefix: 'INV2-',
      stripeSecretKey: SECRETS.stripeSecretKey,
      paypalSecret: SECRETS.paypalSecret,
      razorpay: { testKeySecret: SECRETS.testKeySecret, liveKeySecret: SECRETS.liveKeySecret },
    })
    const smtp = await server.app.settings.get<AdminSettings['smtp']>('smtp')
    expect(smtp?.password).toBe(SECRETS.smtpPassword)

    // ...and the SMTP server, which checks the password, still accepts the test email.
    const sent = await client.post(
      '/auth/admin/settings/test-email',
      { to: 'ops@cardcast.test' },
      { token: admin.token },
    )
    expect(sent.body).toMatchObject({ success: true, message: 'Test email sent successfully' })
    expect(authSmtp.received.at(-1)?.to).toEqual(['ops@cardcast.test'])

    // A new value replaces the secret; an empty one clears it.
    await put({ payment: { paypalSecret: 'a-new-paypal-secret' }, smtp: { password: '' } })
    expect((await server.app.settings.get<AdminSettings['payment']>('payment'))?.paypalSecret).toBe(
      'a-new-paypal-secret',
    )
    expect((await getSettings()).smtp.password).toBe('')
  })

  it('sends the test email to the SMTP server of the saved settings, by default to the admin', async () => {
    const catcher = new URL(server.smtp.url)
    await put({
      smtp: {
        host: catcher.hostname,
        port: Number(catcher.port),
        username: '',
        password: '',
        encryption: 'none',
        fromEmail: 'noreply@cardcast.test',
      },
    })
    const since = Date.now()
    const sent = await client.post('/auth/admin/settings/test-email', {}, { token: admin.token })
    expect(sent.status).toBe(200)
    expect(sent.body.message).toBe('Test email sent successfully')
    const mail = await server.smtp.waitForMail(ADMIN_EMAIL, { since })
    expect(mail.from).toBe('noreply@cardcast.test')
    expect(
      (await client.post('/auth/admin/settings/test-email', undefined, { token: admin.token })).status,
    ).toBe(200)
  })

  it('answers a failing SMTP server with a 502 and the spec message, never a 500', async () => {
    await put({
      smtp: {
        host: '127.0.0.1',
        port: authSmtp.port,
        username: 'mailer',
        password: 'wrong-password',
        encryption: 'none',
      },
    })
    const wrongPassword = await client.post('/auth/admin/settings/test-email', {}, { token: admin.token })
    expect(wrongPassword.status).toBe(502)
    expect(wrongPassword.body).toMatchObject({ status: 'error', error: 'Failed to send test email' })

    await put({ smtp: { host: '127.0.0.1', port: 1, username: '' } })
    const closedPort = await client.post('/auth/admin/settings/test-email', {}, { token: admin.token })
    expect(closedPort.status).toBe(502)

    await put({ smtp: { host: '' } })
    const unset = await client.post('/auth/admin/settings/test-email', {}, { token: admin.token })
    expect(unset.status).toBe(400)
  })

  it('answers bad settings bodies with a 4xx and a message and changes nothing', async () => {
    const before = await getSettings()
    const cases: unknown[] = [
      [],
      null,
      'text',
      { general: [] },
      { general: { siteName: 42 } },
      { general: { siteLogo: 'javascript:alert(1)' } },
      { general: { siteDescription: 'x'.repeat(1_000_000) } },
      { payment: { paymentGateway: 'bitcoin' } },
      { payment: { currency: 'JPY' } },
      { payment: { taxRate: 101 } },
      { payment: { taxRate: 'lots' } },
      { payment: { taxRate: [] } },
      { payment: { razorpay: { mode: 'prod' } } },
      { payment: { razorpay: 'x' } },
      { smtp: { port: 70000 } },
      { smtp: { port: 'abc' } },
      { smtp: { port: 25.5 } },
      { smtp: { encryption: 'starttls' } },
      { smtp: { fromEmail: 'not-an-email' } },
      { smtp: { host: 'bad host\r\nRCPT TO:<x@y>' } },
    ]
    for (const body of cases) {
      const response = await put(body)
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body).toMatchObject({ status: 'error', error: expect.any(String) })
    }
    const malformed = await client.call('PUT', '/auth/admin/settings', {
      token: admin.token,
      rawBody: '{"general": ',
    })
    expect(malformed.status).toBe(400)
    for (const body of [{ to: 'nope' }, { to: 42 }, []]) {
      const response = await client.post('/auth/admin/settings/test-email', body, { token: admin.token })
      expect(response.status).toBe(400)
    }
    expect(await getSettings()).toEqual(before)
  })
})
