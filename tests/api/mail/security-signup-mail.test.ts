import { describe, expect, it } from 'vitest'
import { MAIL_SIGNUP_PER_DEVICE_PER_HOUR } from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import { newId } from '../../../server/db/ids'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A sign-up with an address that already has an account answers as a new one and mails its owner a
// notice instead of a code. The attacks: those notices spent the budget of reset codes, could be sent
// to one owner without end, and the per-client sign-up limit told a taken address from a new one.

const NOTICE = /Someone tried to sign up to Cardcast with your email address/

/** The device cookie the app keeps: one device for the whole file. */
const DEVICE = `device-${newId()}`
const onDevice = { headers: { cookie: `cardcast_device=${DEVICE}` } }

const signUp = (client: ReturnType<typeof useTestServer>['client'], emailId?: string) => {
  const username = uniqueName('su')
  return client.post(
    '/auth/user/addUsers',
    {
      dateOfBirth: '1990-01-01',
      username,
      emailId: emailId ?? `${username}@example.test`,
      password: 'a-fine-passphrase',
    },
    onDevice,
  )
}

/** Sign-up mail this device sent this hour, as another instance would have counted it. */
async function clientMailSentElsewhere(server: TestServer, client: string, count: number) {
  const now = new Date().toISOString()
  await server.app.db
    .insertInto('mail_log')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        recipient: `${uniqueName('other')}@example.test`,
        category: 'signup' as const,
        client_address: client,
        client_device: DEVICE,
        created_at: now,
      })),
    )
    .execute()
}

describeOnEachDialect('sign-up mail and answers on %s', (dialect) => {
  describe('notices to the owner of a taken address', () => {
    const { server, client } = useTestServer(dialect, { env: { MAIL_HOURLY_BUDGET: '2' } })

    it('are sign-up mail, never the reset codes’ budget, and reach one owner at most once a day', async () => {
      const owner = await createVerifiedAccount(server)
      const since = Date.now()
      for (let i = 0; i < 3; i++) expect((await signUp(client, owner.emailId)).status).toBe(201)
      await server.smtp.waitForMail(owner.emailId, { since, subject: NOTICE })
      expect(server.smtp.to(owner.emailId).filter((mail) => NOTICE.test(mail.subject))).toHaveLength(1)
      const counted = await server.app.db
        .selectFrom('mail_log')
        .select(['category', 'client_address'])
        .where('recipient', '=', owner.emailId.toLowerCase())
        .execute()
      expect(counted).toEqual([{ category: 'signup', client_address: '127.0.0.1' }])

      // The reset codes' budget (2 an hour here) is whole: two owners still get their codes.
      for (const account of [owner, await createVerifiedAccount(server)]) {
        const from = Date.now()
        expect((await client.post('/auth/user/forgot-password', { email: account.emailId })).status).toBe(200)
        await server.smtp.waitForMail(account.emailId, { since: from, subject: /reset code/ })
      }

      // A day on, the owner may hear of it again.
      await server.app.db
        .updateTable('users')
        .set({ signup_notice_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
        .where('email', '=', owner.emailId.toLowerCase())
        .execute()
      const later = Date.now()
      expect((await signUp(client, owner.emailId)).status).toBe(201)
      await server.smtp.waitForMail(owner.emailId, { since: later, subject: NOTICE })
    })
  })

  describe('past the per-device sign-up limit', () => {
    // The per-client limit is switched by RATE_LIMIT, like the per-IP ones.
    const { server, client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

    it('answers a taken address, a new one, and a resend for a pending or unknown one alike', async () => {
      const owner = await createVerifiedAccount(server)
      const pending = `${uniqueName('pending')}@example.test`
      expect((await signUp(client, pending)).status).toBe(201)
      await clientMailSentElsewhere(server, '127.0.0.1', MAIL_SIGNUP_PER_DEVICE_PER_HOUR)

      const fresh = `${uniqueName('fresh')}@example.test`
      const answers = [
        await signUp(client, owner.emailId),
        await signUp(client, fresh),
        await client.post('/auth/user/resend-otp', { emailId: pending }, onDevice),
        await client.post(
          '/auth/user/resend-otp',
          { emailId: `${uniqueName('ghost')}@example.test` },
          onDevice,
        ),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(429)
        expect(answer.body.error).toBe(limitMessages.mailClientThrottled)
      }
      // Refused before the address was looked at: no account made, no notice sent.
      expect(await server.app.users.byEmail(fresh)).toBeUndefined()
      expect(server.smtp.countTo(owner.emailId)).toBe(0)
    })
  })
})
