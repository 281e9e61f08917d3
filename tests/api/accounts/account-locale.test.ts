import { expect, it } from 'vitest'
import { cardMessages } from '../../../contract/card-messages'
import { localeSchema } from '../../../contract/locale'
import { authMessages } from '../../../contract/messages'
import { translateMessage } from '../../../contract/translate'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import { codeIn } from '../../support/smtp-catcher'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// An account's language (users.locale): set at sign-up from the app's Accept-Language, saved with
// PUT /auth/user/editUser {locale}, carried by the user every answer returns, and spoken by the
// account's mail from its very first code.

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' }

describeOnEachDialect("an account's language on %s", (dialect) => {
  const { server, client } = useTestServer(dialect)

  const signUp = (headers: Record<string, string>) => {
    const username = uniqueName('lang')
    const emailId = `${username}@example.test`
    return {
      emailId,
      response: client.post(
        '/auth/user/addUsers',
        { dateOfBirth: '1990-01-01', username, emailId, password: 'secret123' },
        { headers },
      ),
    }
  }
  const localeOf = async (email: string) => (await server.app.users.byEmail(email))?.locale

  it('signs up in the language the app asks in, and mails the sign-up code in it', async () => {
    const since = Date.now()
    const hindi = signUp(HINDI)
    const answer = await hindi.response
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      signUp: true,
      message: translateMessage(authMessages.signupSuccess, 'hi-IN'),
    })
    expect(await localeOf(hindi.emailId)).toBe('hi-IN')

    const mail = await server.smtp.waitForMail(hindi.emailId, { since })
    expect(mail.subject).toBe('आपका Cardcast पुष्टि कोड')
    const code = codeIn(mail)
    expect(mail.text).toContain(`आपका Cardcast कोड ${code} है। यह 10 मिनट में खत्म हो जाएगा।`)
    expect(mail.text).not.toContain('Your Cardcast code')

    // The code verifies into a session whose user says its language.
    const verified = await client.post('/auth/user/verify', { emailId: hindi.emailId, otp: code })
    expect(verified.body).toMatchObject({ verify: true, user: { locale: 'hi-IN' } })
    const me = await client.get('/auth/user/getUser', { token: String(verified.body.token) })
    expect(me.body).toMatchObject({ user: { locale: 'hi-IN' } })
  })

  it('takes the first language it speaks from Accept-Language, and English when it speaks none', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'fr-FR, hi;q=0.8, en;q=0.5' }, 'hi-IN'],
      [{ 'accept-language': 'en-GB,hi;q=0.9' }, 'en-IN'],
      [{ 'accept-language': 'hi' }, 'hi-IN'],
      [{ 'accept-language': 'fr-FR, de;q=0.5' }, 'en-IN'],
      [{}, 'en-IN'],
    ]
    for (const [headers, locale] of cases) {
      const since = Date.now()
      const attempt = signUp(headers)
      expect((await attempt.response).status).toBe(201)
      expect(await localeOf(attempt.emailId), JSON.stringify(headers)).toBe(locale)
      const mail = await server.smtp.waitForMail(attempt.emailId, { since })
      expect(mail.subject).toBe(
        locale === 'hi-IN' ? 'आपका Cardcast पुष्टि कोड' : 'Your Cardcast verification code',
      )
    }
  })

  it('mails a hi-IN account its password reset code in Hindi, whatever the language of the request', async () => {
    const account = await createVerifiedAccount(server, { locale: 'hi-IN' })
    const since = Date.now()
    const asked = await client.post(
      '/auth/user/forgot-password',
      { email: account.emailId },
      { headers: ENGLISH },
    )
    expect(asked.status).toBe(200)
    const mail = await server.smtp.waitForMail(account.emailId, { since })
    expect(mail.subject).toBe('आपका Cardcast पासवर्ड रीसेट कोड')
    expect(mail.text).toMatch(/आपका Cardcast कोड \d{6} है।/)
  })

  it('saves the language with editUser {locale} alone, keeping every other field', async () => {
    const account = await createVerifiedAccount(server)
    const before = await server.app.users.byId(account.userId)
    const saved = await client.put('/auth/user/editUser', { locale: 'hi-IN' }, { token: account.token })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      status: 'success',
      user: { locale: 'hi-IN', username: account.username },
    })
    const after = await server.app.users.byId(account.userId)
    expect(after).toMatchObject({
      locale: 'hi-IN',
      username: before?.username,
      description: before?.description,
      youtube_link: before?.youtube_link,
    })
    // The whole profile form still saves, and may change the language back.
    const form = await client.put(
      '/auth/user/editUser',
      { username: account.username, description: 'Bio', locale: 'en-IN' },
      { token: account.token },
    )
    expect(form.status).toBe(200)
    expect(form.body).toMatchObject({ user: { locale: 'en-IN', description: 'Bio' } })
  })

  it('refuses any other language with the contract’s message, in the request’s language, changing nothing', async () => {
    const account = await createVerifiedAccount(server, { locale: 'hi-IN' })
    const choose = localeSchema.safeParse('fr').error?.issues[0]?.message ?? ''
    expect(choose).toBe('Choose English or Hindi.')
    for (const locale of ['fr-FR', 'hi', 'en', 'HI-IN', '', 7, null]) {
      const refused = await client.put(
        '/auth/user/editUser',
        { locale },
        { token: account.token, headers: ENGLISH },
      )
      expect(refused.status, JSON.stringify(locale)).toBe(400)
      expect(refused.body).toMatchObject({ success: false, error: choose, message: choose })
    }
    // No Accept-Language: the signed-in account's language answers.
    const inHindi = await client.put('/auth/user/editUser', { locale: 'fr-FR' }, { token: account.token })
    expect(inHindi.status).toBe(400)
    expect(inHindi.body).toMatchObject({ error: 'English या हिन्दी चुनें।' })
    expect(inHindi.headers.get('content-language')).toBe('hi-IN')
    expect((await server.app.users.byId(account.userId))?.locale).toBe('hi-IN')

    // Nobody else's account: no token, no change.
    const anonymous = await client.put('/auth/user/editUser', { locale: 'en-IN' })
    expect(anonymous.status).toBe(401)
    expect((await server.app.users.byId(account.userId))?.locale).toBe('hi-IN')
  })

  it("answers a success message in the request's language", async () => {
    const account = await createVerifiedAccount(server)
    const hindi = await client.put(
      '/auth/user/editUser',
      { description: 'नमस्ते' },
      { token: account.token, headers: HINDI },
    )
    expect(hindi.body).toMatchObject({ message: 'प्रोफ़ाइल अपडेट हो गई!' })
    const english = await client.put(
      '/auth/user/editUser',
      { description: 'Hello' },
      { token: account.token },
    )
    expect(english.body).toMatchObject({ message: cardMessages.profileUpdated })
  })
})
