import { describe, expect, it } from 'vitest'
import { newId } from '../../server/db/ids'
import {
  CONTACT_MAX_PER_HOUR_TO_ADDRESS,
  MAIL_MAX_PER_RECIPIENT_PER_HOUR,
} from '../../src/contract/constants'
import { limitMessages } from '../../src/contract/messages'
import { uniqueName } from '../support/factories'
import type { JsonResponse } from '../support/http'
import type { TestServer } from '../support/test-server'
import { describeOnEachDialect, useTestServer } from '../support/use-test-server'

// Security review, item 6 (mail flooding): every mail is counted in the database (mail_log) before it
// goes, per recipient and for the whole site, whichever path sends it.

const ADMIN = { email: 'mail-admin@cardcast.test', password: 'admin-secret-1' }
const CONTACT = '/auth/user/sendContactMessage'

const contactMessage = (email = `${uniqueName('visitor')}@example.test`) => ({
  name: 'Visitor',
  email,
  subject: 'Hello',
  message: 'A message to the team.',
})

const expectRetryAfter = (response: JsonResponse) => {
  const seconds = Number(response.headers.get('retry-after'))
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(3600)
}

/** Mail as another server instance would have counted it: rows in the shared table. */
async function mailSentElsewhere(server: TestServer, recipient: string, count: number) {
  const now = new Date().toISOString()
  await server.app.ctx.db
    .insertInto('mail_log')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        recipient: recipient.toLowerCase(),
        category: 'account' as const,
        created_at: now,
      })),
    )
    .execute()
}

describeOnEachDialect('mail limits on %s', (dialect) => {
  describe('per recipient', () => {
    // ADMIN_EMAIL is also where contact messages go (no SMTP reply-to is configured).
    const { server, client } = useTestServer(dialect, { admin: ADMIN })

    it("takes the site's inbox a bounded number of contact messages an hour, from any senders", async () => {
      for (let i = 0; i < CONTACT_MAX_PER_HOUR_TO_ADDRESS; i++) {
        expect((await client.post(CONTACT, contactMessage())).status, `message ${i + 1}`).toBe(200)
      }
      const sender = `${uniqueName('late')}@example.test`
      const refused = await client.post(CONTACT, contactMessage(sender))
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ success: false, error: limitMessages.contactInboxFull })
      expectRetryAfter(refused)
      expect(server.smtp.countTo(ADMIN.email)).toBe(CONTACT_MAX_PER_HOUR_TO_ADDRESS)
      // Not taken: nothing is kept of the refused message.
      const kept = await server.app.ctx.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email_key', '=', sender)
        .execute()
      expect(kept).toEqual([])
    })

    it("mails an administrator's reset link at most the per-recipient limit an hour; past it nothing is done, and the answer is the same", async () => {
      // The contact flood above is counted apart: it does not hold the administrator's own mail back.
      const before = server.smtp.countTo(ADMIN.email)
      const forgot = (email: string) => client.post('/auth/admin/forgot-password', { email })
      for (let i = 1; i <= MAIL_MAX_PER_RECIPIENT_PER_HOUR; i++) {
        expect((await forgot(ADMIN.email)).status).toBe(200)
        await expect.poll(() => server.smtp.countTo(ADMIN.email) - before, { timeout: 10_000 }).toBe(i)
      }
      const unknownAnswer = await forgot(`${uniqueName('nobody')}@cardcast.test`)
      for (let i = 0; i < 5; i++) {
        const answer = await forgot(ADMIN.email)
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual(unknownAnswer.body)
      }
      // Refused in the handler, before any reset link is made: no audit entry, no mail, later or now.
      const requests = await server.app.ctx.db
        .selectFrom('admin_audit_log')
        .select('id')
        .where('actor', '=', ADMIN.email)
        .where('action', '=', 'Requested a password reset link')
        .execute()
      expect(requests).toHaveLength(MAIL_MAX_PER_RECIPIENT_PER_HOUR)
      expect(server.smtp.countTo(ADMIN.email) - before).toBe(MAIL_MAX_PER_RECIPIENT_PER_HOUR)
    })

    it('refuses the code of a sign-up to an address that had its mail this hour (counted by any instance); the account is made', async () => {
      const username = uniqueName('flooded')
      const emailId = `${username}@example.test`
      await mailSentElsewhere(server, emailId, MAIL_MAX_PER_RECIPIENT_PER_HOUR)
      const signup = await client.post('/auth/user/addUsers', { username, emailId, password: 'secret123' })
      expect(signup.status).toBe(429)
      expect(signup.body).toMatchObject({ error: limitMessages.mailRecipientThrottled })
      expectRetryAfter(signup)
      expect(server.smtp.countTo(emailId)).toBe(0)
      // The account exists, unverified: logging in later sends the code once mail may go again.
      expect(await server.app.ctx.users.byEmail(emailId)).toMatchObject({ is_verified: 0 })
    })
  })

  describe('hourly budget of the whole site', () => {
    const { server, client } = useTestServer(dialect, {
      admin: ADMIN,
      env: { MAIL_HOURLY_BUDGET: '3' },
    })

    it('sends no mail past the budget, on any path, with a clear error, until the hour moves on', async () => {
      expect(server.app.ctx.mailer.hourlyBudget).toBe(3)
      const signUp = (username: string) =>
        client.post('/auth/user/addUsers', {
          username,
          emailId: `${username}@example.test`,
          password: 'secret123',
        })
      for (let i = 0; i < 3; i++) expect((await signUp(uniqueName('early'))).status).toBe(201)
      const sent = server.smtp.mails.length
      expect(sent).toBe(3)

      // Sign-up still makes the account; its code is refused, and the answer says why.
      const late = uniqueName('late')
      const refused = await signUp(late)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ error: limitMessages.mailBudgetExhausted })
      expectRetryAfter(refused)
      expect(await server.app.ctx.users.byEmail(`${late}@example.test`)).toMatchObject({ is_verified: 0 })

      // The contact form says so too, and keeps nothing; an administrator's reset link is not sent.
      const contact = await client.post(CONTACT, contactMessage())
      expect(contact.status).toBe(429)
      expect(contact.body).toMatchObject({ success: false, error: limitMessages.mailBudgetExhausted })
      expect((await client.post('/auth/admin/forgot-password', { email: ADMIN.email })).status).toBe(200)
      expect(server.smtp.mails.length).toBe(sent)

      // An hour on (the counted mail is older), mail goes again.
      await server.app.ctx.db
        .updateTable('mail_log')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .execute()
      expect((await client.post(CONTACT, contactMessage())).status).toBe(200)
      expect(server.smtp.mails.length).toBe(sent + 1)
    })
  })
})
