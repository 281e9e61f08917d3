import { expect, it } from 'vitest'
import { consentMessages } from '../../../contract/consent'
import { createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  FACTORY_PASSWORD,
  uniqueName,
} from '../../support/factories'
import type { Client } from '../../support/http'
import type { ReceivedMail } from '../../support/smtp-catcher'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A child's account under the DPDP Act (docs/privacy.md): sign-up with a date of birth, the parent's
// consent by mail with a code, the monthly cap, and withdrawal with the sweep that erases.

/** A date of birth `years` ago on the 1st of January: that age all this year. */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`

/** The token of the link to `page` in a mail ('consent', 'manage', 'withdraw'). */
function linkToken(mail: ReceivedMail, page: string): string {
  const token = new RegExp(`/parent/${page}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail.text)?.[1]
  if (!token) throw new Error(`no ${page} link in "${mail.subject}"`)
  return decodeURIComponent(token)
}

/** A 16-year-old signs up and proves their address: the account waits for the parent. */
async function childSignsUp(server: TestServer, client: Client) {
  const username = uniqueName('kid')
  const emailId = `${username}@example.test`
  const parentEmail = `${uniqueName('parent')}@example.test`
  const since = Date.now()
  const signup = await client.post('/auth/user/addUsers', {
    username,
    emailId,
    password: FACTORY_PASSWORD,
    dateOfBirth: bornYearsAgo(16),
    parentEmail,
  })
  expect(signup.status).toBe(201)
  const otp = await server.smtp.otpFor(emailId, since)
  const verify = await client.post<{ token: string; user: { _id: string } }>('/auth/user/verify', {
    emailId,
    otp,
  })
  expect(verify.status).toBe(200)
  const request = await server.smtp.waitForMail(parentEmail, { since, subject: /consent is needed/ })
  return {
    username,
    emailId,
    parentEmail,
    token: verify.body.token,
    userId: verify.body.user._id,
    password: FACTORY_PASSWORD,
    request,
  }
}

/** The parent follows the consent link, gets a code at their address and consents. */
async function parentConsents(
  server: TestServer,
  client: Client,
  child: Awaited<ReturnType<typeof childSignsUp>>,
) {
  const token = linkToken(child.request, 'consent')
  const since = Date.now()
  const code = await client.post('/auth/user/parent/consent-code', { token })
  expect(code.status).toBe(200)
  const otp = await server.smtp.otpFor(child.parentEmail, since)
  const given = await client.post<{ manageToken: string }>('/auth/user/parent/consent', {
    token,
    otp,
    confirmAdult: true,
  })
  expect(given.status).toBe(200)
  return given.body.manageToken
}

describeOnEachDialect('children and parental consent on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'consent-admin@cardcast.test', password: 'admin-secret-1' },
  })

  it('signs an adult up as before, with a date of birth, and asks no consent', async () => {
    const username = uniqueName('adult')
    const emailId = `${username}@example.test`
    const since = Date.now()
    const missing = await client.post('/auth/user/addUsers', {
      username,
      emailId,
      password: FACTORY_PASSWORD,
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Date of birth is required.')
    const signup = await client.post('/auth/user/addUsers', {
      username,
      emailId,
      password: FACTORY_PASSWORD,
      dateOfBirth: bornYearsAgo(30),
    })
    expect(signup.status).toBe(201)
    const otp = await server.smtp.otpFor(emailId, since)
    const verify = await client.post<{ token: string }>('/auth/user/verify', { emailId, otp })
    const me = await client.get('/auth/user/getUser', { token: verify.body.token })
    expect(me.body.user).toMatchObject({ username, consent: 'not-needed', dateOfBirth: bornYearsAgo(30) })
    expect(me.body.user).not.toHaveProperty('monthlyCapRupees')
  })

  it("asks a child for a parent's email that is not their own", async () => {
    const username = uniqueName('kid')
    const body = {
      username,
      emailId: `${username}@example.test`,
      password: FACTORY_PASSWORD,
      dateOfBirth: bornYearsAgo(16),
    }
    const none = await client.post('/auth/user/addUsers', body)
    expect(none.status).toBe(400)
    expect(none.body.error).toBe(consentMessages.parentEmailRequired)
    const own = await client.post('/auth/user/addUsers', { ...body, parentEmail: body.emailId.toUpperCase() })
    expect(own.status).toBe(400)
    expect(own.body.error).toBe(consentMessages.parentEmailOwn)
  })

  it('keeps a 16-year-old from buying or using a card until the parent consents by mail', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator)
    const child = await childSignsUp(server, client)

    const waiting = await client.get('/auth/user/getUser', { token: child.token })
    // Only the email, the date of birth and the parent's email: the chosen name is not kept.
    expect(waiting.body.user).toMatchObject({
      consent: 'awaiting',
      emailId: child.emailId,
      monthlyCapRupees: null,
    })
    expect(waiting.body.user).not.toMatchObject({ username: child.username })
    expect(child.request.text).toContain(child.emailId)

    const take = await client.post(
      '/auth/user/createTransaction',
      {
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        paymentId: 'free',
        orderId: 'free',
      },
      { token: child.token },
    )
    expect(take.status).toBe(403)
    expect(take.body.error).toBe(consentMessages.blocked)
    const use = await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: card._id, idempotencyKey: 'use-before-consent' },
      { token: child.token },
    )
    expect(use.status).toBe(403)
    expect(use.body.error).toBe(consentMessages.blocked)
    const stream = await client.post('/auth/user/become-creator', {}, { token: child.token })
    expect(stream.status).toBe(403)
    expect(stream.body.error).toBe(consentMessages.noCreators)

    // The parent: the link shows whose account it is; a code without the confirmation is refused.
    const token = linkToken(child.request, 'consent')
    const view = await client.get(`/auth/user/parent/child?token=${encodeURIComponent(token)}`)
    expect(view.body).toMatchObject({
      child: { emailId: child.emailId },
      consent: 'awaiting',
      parentEmail: child.parentEmail,
    })
    const since = Date.now()
    expect((await client.post('/auth/user/parent/consent-code', { token })).status).toBe(200)
    const otp = await server.smtp.otpFor(child.parentEmail, since)
    const unconfirmed = await client.post('/auth/user/parent/consent', { token, otp, confirmAdult: false })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.error).toBe(consentMessages.confirmAdult)
    const wrong = await client.post('/auth/user/parent/consent', {
      token,
      otp: otp === '000000' ? '111111' : '000000',
      confirmAdult: true,
    })
    expect(wrong.status).toBe(400)
    const given = await client.post('/auth/user/parent/consent', { token, otp, confirmAdult: true })
    expect(given.status).toBe(200)
    expect(given.body.message).toBe(consentMessages.given)
    // The record, to both, with the time and the parent's address, and the way to withdraw.
    const record = await server.smtp.waitForMail(child.parentEmail, {
      since,
      subject: /Record of your consent/,
    })
    expect(record.text).toContain(child.parentEmail)
    expect(record.text).toContain('/parent/withdraw?token=')
    await server.smtp.waitForMail(child.emailId, { since, subject: /gave consent/ })
    // The link is spent.
    expect((await client.post('/auth/user/parent/consent', { token, otp, confirmAdult: true })).status).toBe(
      409,
    )

    const me = await client.get('/auth/user/getUser', { token: child.token })
    expect(me.body.user).toMatchObject({ consent: 'given', monthlyCapRupees: null })
    await getFreeCard(client, { ...child }, card)
  })

  it("refuses a parent's address that is itself an under-18 account", async () => {
    const child = await childSignsUp(server, client)
    const username = uniqueName('kid')
    const sibling = await client.post('/auth/user/addUsers', {
      username,
      emailId: `${username}@example.test`,
      password: FACTORY_PASSWORD,
      dateOfBirth: bornYearsAgo(15),
      parentEmail: child.emailId,
    })
    expect(sibling.status).toBe(403)
    expect(sibling.body.error).toBe(consentMessages.parentIsMinor)
  })

  it('refuses a capped child above the cap, and mails the parent every paid purchase', async () => {
    const creator = await createCreatorAccount(server)
    const dear = await createCard(client, creator, { price: 60 })
    const child = await childSignsUp(server, client)
    const manageToken = await parentConsents(server, client, child)

    const order = { cardId: dear._id, amount: 60, currency: 'INR' }
    const uncapped = await client.post('/auth/user/payment-order', order, { token: child.token })
    expect(uncapped.status).toBe(403)
    expect(uncapped.body.error).toBe(consentMessages.freeOnly)

    const tooHigh = await client.put('/auth/user/parent/cap', { token: manageToken, monthlyCapRupees: 5001 })
    expect(tooHigh.status).toBe(400)
    const cap = await client.put('/auth/user/parent/cap', { token: manageToken, monthlyCapRupees: 100 })
    expect(cap.status).toBe(200)
    expect((await client.get('/auth/user/getUser', { token: child.token })).body.user).toMatchObject({
      monthlyCapRupees: 100,
    })

    const since = Date.now()
    const first = await client.post<{ orderId: string }>('/auth/user/payment-order', order, {
      token: child.token,
    })
    expect(first.status).toBe(200)
    const paid = await client.post<Record<string, string>>(
      '/auth/user/payment-simulate',
      { orderId: first.body.orderId, outcome: 'success' },
      { token: child.token },
    )
    await client.post('/auth/user/payment-verify', paid.body, { token: child.token })
    const bought = await client.post(
      '/auth/user/createTransaction',
      {
        cardId: dear._id,
        streamerEmailId: dear.streamerEmailId,
        title: dear.cardTitle,
        paymentId: paid.body.paymentId,
        orderId: paid.body.orderId,
      },
      { token: child.token },
    )
    expect(bought.status).toBe(200)
    const told = await server.smtp.waitForMail(child.parentEmail, { since, subject: /spent ₹60\.00/ })
    expect(told.text).toContain(dear.cardTitle)

    const second = await client.post('/auth/user/payment-order', order, { token: child.token })
    expect(second.status).toBe(403)
    expect(second.body.error).toBe(consentMessages.overCap(100, 40))
  })

  it('stops the account when the parent withdraws, and the sweep erases it after 7 days', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator)
    const child = await childSignsUp(server, client)
    await parentConsents(server, client, child)
    const purchase = await getFreeCard(client, { ...child }, card)

    const since = Date.now()
    const withdraw = await client.post('/auth/user/parent/withdraw', {
      token: linkToken(child.request, 'withdraw'),
    })
    expect(withdraw.status).toBe(200)
    expect(withdraw.body.message).toBe(consentMessages.withdrawn)
    await server.smtp.waitForMail(child.emailId, { since, subject: /Consent withdrawn/ })
    expect((await client.get('/auth/user/getUser', { token: child.token })).status).toBe(401)
    const login = await client.post('/auth/user/login-user', {
      emailId: child.emailId,
      password: child.password,
    })
    expect(login.status).toBe(401)
    expect(login.body.error).toBe(consentMessages.stopped)

    // Not due yet: the sweep leaves it.
    const { eraseDueAccounts } = await import('../../../server/modules/privacy')
    await eraseDueAccounts(server.app)
    expect((await server.app.users.byId(child.userId))?.email).toBe(child.emailId)
    // Seven days on (the stored time moved back, not waited for): erased, the purchase kept nameless.
    await server.app.db
      .updateTable('users')
      .set({ erase_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', child.userId)
      .execute()
    await eraseDueAccounts(server.app)
    const erased = await server.app.users.byId(child.userId)
    expect(erased).toMatchObject({
      date_of_birth: null,
      parent_email: null,
      email: `erased-${child.userId}@erased.invalid`,
    })
    expect(erased?.erased_at).not.toBeNull()
    const kept = await server.app.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', purchase._id)
      .executeTakeFirst()
    expect(kept?.user_email).toBe(`erased-${child.userId}@erased.invalid`)
    const again = await client.post('/auth/user/login-user', {
      emailId: child.emailId,
      password: child.password,
    })
    expect(again.status).toBe(401)
    const activity = await client.get<Array<{ description: string }>>('/auth/admin/dashboard/activity', {
      token: admin.token,
    })
    expect(JSON.stringify(activity.body)).toContain(`Erased the personal data of user ${child.userId}`)
  })

  it("exports the user's data and erases the account with the password", async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator)
    const viewer = await createVerifiedAccount(server)
    const purchase = await getFreeCard(client, viewer, card)

    const exported = await client.get<{
      account: Record<string, unknown>
      sections: Record<string, Array<Record<string, unknown>>>
    }>('/auth/user/data-export', { token: viewer.token })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cardcast-data-.*\.json"$/,
    )
    expect(exported.body.account).toMatchObject({ email: viewer.emailId, username: viewer.username })
    expect(exported.body.account).not.toHaveProperty('password_hash')
    expect(exported.body.sections.purchases?.map((row) => row.id)).toEqual([purchase._id])
    expect(exported.body.sections.sessions?.length).toBeGreaterThan(0)

    const wrong = await client.delete('/auth/user/account', {
      body: { password: 'not-the-password' },
      token: viewer.token,
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.error).toBe(consentMessages.passwordWrong)
    const creatorsOwn = await client.delete('/auth/user/account', {
      body: { password: FACTORY_PASSWORD },
      token: creator.token,
    })
    expect(creatorsOwn.status).toBe(409)

    const erase = await client.delete('/auth/user/account', {
      body: { password: FACTORY_PASSWORD },
      token: viewer.token,
    })
    expect(erase.status).toBe(200)
    expect(erase.body.message).toBe(consentMessages.accountErased)
    expect((await client.get('/auth/user/getUser', { token: viewer.token })).status).toBe(401)
    const login = await client.post('/auth/user/login-user', {
      emailId: viewer.emailId,
      password: FACTORY_PASSWORD,
    })
    expect(login.status).toBe(401)
    const kept = await server.app.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', purchase._id)
      .executeTakeFirst()
    expect(kept?.user_email).toBe(`erased-${viewer.userId}@erased.invalid`)
    const activity = await client.get('/auth/admin/dashboard/activity', { token: admin.token })
    expect(JSON.stringify(activity.body)).toContain(`Erased the personal data of user ${viewer.userId}`)
    // The address is free again.
    const fresh = await client.post('/auth/user/addUsers', {
      username: uniqueName('again'),
      emailId: viewer.emailId,
      password: FACTORY_PASSWORD,
      dateOfBirth: bornYearsAgo(30),
    })
    expect(fresh.status).toBe(201)
  })
})
