import { describe, expect, it } from 'vitest'
import { adminMessages } from '../../../contract/admin'
import {
  CONTACT_MAX_PER_HOUR_TO_ADDRESS,
  MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  MAIL_SIGNUP_PER_DEVICE_PER_HOUR,
} from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import { newId } from '../../../server/db/ids'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import type { JsonResponse } from '../../support/http'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

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
  await server.app.db
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
      const kept = await server.app.db
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
      const requests = await server.app.db
        .selectFrom('admin_audit_log')
        .select('id')
        .where('actor', '=', ADMIN.email)
        .where('action', '=', 'Requested a password reset link')
        .execute()
      expect(requests).toHaveLength(MAIL_MAX_PER_RECIPIENT_PER_HOUR)
      expect(server.smtp.countTo(ADMIN.email) - before).toBe(MAIL_MAX_PER_RECIPIENT_PER_HOUR)
    })

    it('refuses the code of a sign-up to an address that had its mail this hour (counted by any instance); no account is left', async () => {
      const username = uniqueName('flooded')
      const emailId = `${username}@example.test`
      await mailSentElsewhere(server, emailId, MAIL_MAX_PER_RECIPIENT_PER_HOUR)
      const signup = await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: 'secret123',
      })
      expect(signup.status).toBe(429)
      expect(signup.body).toMatchObject({ error: limitMessages.mailRecipientThrottled })
      expectRetryAfter(signup)
      expect(server.smtp.countTo(emailId)).toBe(0)
      // No account waits without a code: the form says when to try again, and that sign-up works.
      expect(signup.body.retryAt).toEqual(expect.any(String))
      expect(await server.app.users.byEmail(emailId)).toBeUndefined()
    })
  })

  describe('hourly budgets, one per kind of mail', () => {
    const { server, client, admin } = useTestServer(dialect, {
      admin: ADMIN,
      env: { MAIL_SIGNUP_HOURLY_BUDGET: '4', MAIL_HOURLY_BUDGET: '3' },
    })
    const signUp = (username: string) =>
      client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId: `${username}@example.test`,
        password: 'secret123',
      })

    it('lets sign-ups spend only their own budget: reset codes and contact mail still go, and admins are warned', async () => {
      // The attack: sign-ups at the allowed rate spent the one budget, and then nobody got a reset code.
      const owner = await createVerifiedAccount(server)
      const since = Date.now()
      for (let i = 0; i < 4; i++) expect((await signUp(uniqueName('early'))).status).toBe(201)
      // Half the sign-up budget spent: the administrators hear of it, by mail and on the dashboard.
      await server.smtp.waitForMail(ADMIN.email, {
        since,
        subject: /half the hourly budget of sign-up codes/,
      })
      const warnings = await client.get<{ warnings: Array<{ code: string; message: string }> }>(
        '/auth/admin/dashboard/warnings',
        { token: admin.token },
      )
      expect(warnings.body.warnings).toContainEqual({
        code: 'mail-budget',
        message: adminMessages.mailBudgetHalf('sign-up codes', 4, 4),
      })

      // The sign-up is refused before its address is looked up (so a taken address answers alike),
      // and the answer says why; no account is made.
      const late = uniqueName('late')
      const refused = await signUp(late)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ error: limitMessages.mailBudgetExhausted })
      expectRetryAfter(refused)
      expect(await server.app.users.byEmail(`${late}@example.test`)).toBeUndefined()

      // A code for an existing account has a budget of its own, and so has the contact form.
      expect((await client.post('/auth/user/forgot-password', { email: owner.emailId })).status).toBe(200)
      await server.smtp.waitForMail(owner.emailId, { since })
      expect((await client.post(CONTACT, contactMessage())).status).toBe(200)

      // An hour on (the counted mail is older), sign-up codes go again.
      await server.app.db
        .updateTable('mail_log')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .execute()
      expect((await signUp(uniqueName('later'))).status).toBe(201)
    })
  })

  describe('sign-up codes per device', () => {
    // A per-device limit, switched by RATE_LIMIT like the per-IP ones (the address as a whole is asked
    // for a proof of work instead: tests/api/accounts/signup-code.test.ts).
    const { client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

    it(`sends one device's sign-ups at most ${MAIL_SIGNUP_PER_DEVICE_PER_HOUR} codes an hour`, async () => {
      const device = { cookie: `cardcast_device=device-${newId()}` }
      const signUp = (username: string) =>
        client.post(
          '/auth/user/addUsers',
          { dateOfBirth: '1990-01-01', username, emailId: `${username}@example.test`, password: 'secret123' },
          { headers: device },
        )
      for (let i = 0; i < MAIL_SIGNUP_PER_DEVICE_PER_HOUR; i++)
        expect((await signUp(uniqueName('burst'))).status).toBe(201)
      const refused = await signUp(uniqueName('burst'))
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ error: limitMessages.mailClientThrottled })
      expectRetryAfter(refused)
    })
  })
})
