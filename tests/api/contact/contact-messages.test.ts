import { beforeEach, expect, it } from 'vitest'
import { uniqueName } from '../../support/factories'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const TEAM = 'team@example.test'
const PATH = '/auth/user/sendContactMessage'

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Viewer',
  email: `${uniqueName('ann')}@example.test`,
  subject: 'Question about Creator Pro',
  message: 'Hello!\nCan I try Creator Pro on one stream first?',
  ...overrides,
})

async function storedMessages(server: TestServer) {
  return server.app.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute()
}

describeOnEachDialect('contact messages on %s', (dialect) => {
  const { server, client } = useTestServer(dialect, { env: { ADMIN_EMAIL: TEAM } })
  beforeEach(async () => {
    await server.app.db.deleteFrom('settings').where('key', '=', 'smtp').execute()
  })

  it('stores a valid message and mails it to ADMIN_EMAIL, replying to the visitor', async () => {
    const body = validMessage({ name: '  Ann  ', subject: 'Line one\r\nBcc: evil@example.test' })
    const since = Date.now()
    const sent = await client.post(PATH, body)
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ success: true, message: 'Message sent successfully!' })

    const mail = await server.smtp.waitForMail(TEAM, { since })
    expect(mail.subject).toContain('Line one Bcc: evil@example.test')
    expect(mail.text).not.toMatch(/^Bcc:/m)
    expect(mail.text).toContain('Can I try Creator Pro on one stream first?')
    expect(mail.text).toMatch(new RegExp(`^Reply-To: ${body.email}`, 'mi'))
    expect(server.smtp.countTo('evil@example.test')).toBe(0)

    const row = (await storedMessages(server)).find((m) => m.email === body.email)
    // Stored exactly as typed: the form trims nothing.
    expect(row).toMatchObject({
      name: '  Ann  ',
      subject: body.subject,
      message: body.message,
      delivery: 'mailed',
      sent_to: TEAM,
    })
  })

  it('mails the reply-to address of the admin SMTP settings, else their from address', async () => {
    const catcher = new URL(server.smtp.url)
    const smtp = { host: '127.0.0.1', port: Number(catcher.port), encryption: 'none' }
    await server.app.settings.set('smtp', {
      ...smtp,
      fromEmail: 'mailer@example.test',
      replyToEmail: 'support@example.test',
    })
    let since = Date.now()
    expect((await client.post(PATH, validMessage())).body.success).toBe(true)
    await server.smtp.waitForMail('support@example.test', { since })

    await server.app.settings.set('smtp', { ...smtp, fromEmail: 'mailer@example.test', replyToEmail: '' })
    since = Date.now()
    expect((await client.post(PATH, validMessage())).body.success).toBe(true)
    const mail = await server.smtp.waitForMail('mailer@example.test', { since })
    expect(mail.from).toBe('mailer@example.test')
  })

  it('answers a bad body with 400 and the spec message, storing and mailing nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['name empty', validMessage({ name: '' }), 'Name is required.'],
      ['name missing', validMessage({ name: undefined }), 'Name is required.'],
      ['email empty', validMessage({ email: '' }), 'Email is required.'],
      ['email invalid', validMessage({ email: 'not-an-email' }), 'Enter a valid email.'],
      ['email with a space', validMessage({ email: 'ann @example.test' }), 'Enter a valid email.'],
      ['subject empty', validMessage({ subject: '' }), 'Subject is required.'],
      ['message empty', validMessage({ message: '' }), 'Message cannot be empty.'],
      ['message missing', validMessage({ message: undefined }), 'Message cannot be empty.'],
      ['message a number', validMessage({ message: 42 }), 'Must be text.'],
      [
        'message over 5,000 characters',
        validMessage({ message: 'x'.repeat(5001) }),
        'Message must be at most 5,000 characters.',
      ],
      [
        'subject over 200',
        validMessage({ subject: 's'.repeat(201) }),
        'Subject must be at most 200 characters.',
      ],
      ['a NUL character', validMessage({ message: 'a\u0000b' }), 'Text must not contain NUL characters.'],
    ]
    const before = (await storedMessages(server)).length
    const mailsBefore = server.smtp.mails.length
    for (const [label, body, error] of cases) {
      const response = await client.post(PATH, body)
      expect(response.status, label).toBe(400)
      expect(response.body, label).toMatchObject({ success: false, error })
    }
    for (const body of [null, [], 'text', { ...validMessage(), name: 'x'.repeat(1_000_000) }]) {
      const response = await client.post(PATH, body)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body.error).toEqual(expect.any(String))
    }
    const malformed = await client.call('POST', PATH, { rawBody: '{"name": ' })
    expect(malformed.status).toBe(400)

    expect((await storedMessages(server)).length).toBe(before)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.smtp.mails.length).toBe(mailsBefore)
  })

  it('accepts exactly 5,000 characters of message', async () => {
    const body = validMessage({ message: 'y'.repeat(5000) })
    const since = Date.now()
    const response = await client.post(PATH, body)
    expect(response.status).toBe(200)
    const mail = await server.smtp.waitForMail(TEAM, { since })
    expect(mail.text.replace(/\r?\n/g, '')).toContain('y'.repeat(5000))
  })

  it('keeps a message it cannot mail and says it was not delivered', async () => {
    await server.app.settings.set('smtp', {
      host: '127.0.0.1',
      port: 1,
      encryption: 'none',
      fromEmail: 'mailer@example.test',
    })
    const body = validMessage()
    const response = await client.post(PATH, body)
    expect(response.status).toBe(502)
    expect(response.body).toMatchObject({
      success: false,
      error: 'Your message could not be delivered right now. Please try again later.',
    })
    const row = (await storedMessages(server)).find((m) => m.email === body.email)
    expect(row).toMatchObject({ delivery: 'failed', sent_to: 'mailer@example.test' })
  })
})

describeOnEachDialect('contact messages without a contact address on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('stores and logs the message, mails nobody, and still thanks the visitor', async () => {
    const body = validMessage()
    const response = await client.post(PATH, body)
    expect(response.body).toEqual({ success: true, message: 'Message sent successfully!' })
    const rows = await storedMessages(server)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: body.email, delivery: 'no-address', sent_to: null })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.smtp.mails).toHaveLength(0)
  })
})
