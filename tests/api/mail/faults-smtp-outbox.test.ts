import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { authMessages } from '../../../contract/messages'
import { uniqueName } from '../../support/factories'
import { freePort } from '../../support/ports'
import { codeIn, type SmtpCatcher, startSmtpCatcher } from '../../support/smtp-catcher'
import { startTestApp, type TestApp } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Item 3 (faults): SMTP down. Sign-up still succeeds; the code waits in the mail outbox and
// goes out when SMTP is back, never lost and never twice. On PostgreSQL two server instances share
// the outbox and both try the waiting mail, so each row's claim decides who sends it.

describeOnEachDialect('mail while SMTP is down on %s', (dialect) => {
  let smtpPort = 0
  beforeAll(async () => {
    smtpPort = await freePort()
  })
  // Mail goes to a port nothing listens on yet: SMTP is down.
  const { server, client } = useTestServer(dialect, {
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
  })
  let second: TestApp | undefined
  let smtp: SmtpCatcher | undefined

  beforeAll(async () => {
    if (dialect !== 'postgres') return
    const { config } = server.app
    const started = await startTestApp(
      {
        dialect,
        dataDir: mkdtempSync(join(tmpdir(), 'cardcast-outbox-')),
        databaseUrl: config.databaseUrl,
        schema: config.databaseSchema,
        drop: async () => {},
      },
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    )
    second = started.app
  })

  afterAll(async () => {
    await second?.close()
    await smtp?.close()
  })

  const outboxOf = (emails: string[]) =>
    server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', 'in', emails).execute()

  it('signs people up while SMTP is down, keeps their codes, and sends each once when SMTP is back', async () => {
    const people = Array.from({ length: 6 }, () => {
      const username = uniqueName('outbox')
      return {
        username,
        emailId: `${username}@example.test`,
        password: 'secret123',
        dateOfBirth: '1990-01-01',
      }
    })
    const emails = people.map((person) => person.emailId)

    for (const person of people) {
      const signup = await client.post('/auth/user/addUsers', person)
      expect(signup.status).toBe(201)
      // The code is kept for SMTP's return, and the answer gives its times: the OTP screen asks for it.
      expect(signup.body).toMatchObject({ signUp: true, message: authMessages.signupSuccess })
      expect(Date.parse(String(signup.body.otpExpiresAt))).toBeGreaterThan(Date.now())
    }

    // Each code waits in the outbox: not sent, the failure recorded.
    const waiting = await outboxOf(emails)
    expect(waiting).toHaveLength(people.length)
    for (const row of waiting) {
      expect(row.sent_at).toBeNull()
      expect(row.last_error).toMatch(/ECONNREFUSED/)
    }
    // The sender keeps trying while SMTP stays down, and sends nothing meanwhile.
    await expect
      .poll(async () => (await outboxOf(emails)).every((row) => Number(row.attempts) >= 2), {
        timeout: 20_000,
      })
      .toBe(true)
    expect((await outboxOf(emails)).filter((row) => row.sent_at !== null)).toEqual([])

    // SMTP comes back: every waiting code goes out, without a restart or a new request.
    smtp = await startSmtpCatcher({ port: smtpPort })
    const caught = smtp
    await expect
      .poll(async () => (await outboxOf(emails)).every((row) => row.sent_at !== null), { timeout: 30_000 })
      .toBe(true)

    // Once each: one mail per person, no Message-ID twice.
    for (const email of emails) expect(caught.to(email), email).toHaveLength(1)
    const ids = caught.mails.map((mail) => mail.messageId)
    expect(new Set(ids).size).toBe(ids.length)
    // Sent mail keeps no code in the database.
    for (const row of await outboxOf(emails)) expect(row.body).toBe('')

    // And each code works: everyone verifies their address with the mail that waited.
    for (const person of people) {
      const [mail] = caught.to(person.emailId)
      const otp = mail ? codeIn(mail) : undefined
      expect(otp).toMatch(/^\d{6}$/)
      const verified = await client.post('/auth/user/verify', { emailId: person.emailId, otp })
      expect(verified.status, person.emailId).toBe(200)
    }
  })

  it('sends mail at once while SMTP is up, through the same outbox', async () => {
    const username = uniqueName('direct')
    const emailId = `${username}@example.test`
    const signup = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    expect(signup.status).toBe(201)
    // Tried inside the sign-up: in the SMTP server before the answer came back.
    expect(smtp?.to(emailId)).toHaveLength(1)
    const [row] = await outboxOf([emailId])
    expect(row).toMatchObject({ attempts: 1, body: '' })
    expect(row?.sent_at).not.toBeNull()
  })
})
