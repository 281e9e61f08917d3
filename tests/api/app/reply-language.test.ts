import { expect, it } from 'vitest'
import { contactMessages } from '../../../contract/contact-messages'
import { authMessages, commonMessages } from '../../../contract/messages'
import { createVerifiedAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Every message the server writes into a reply goes through one hook (server/plugins/locale.ts): a
// refusal is answered in Hindi to a request that asks for Hindi (the `locale` cookie, else
// Accept-Language, else the signed-in account's language) and in English otherwise, whichever layer
// wrote it: a route's own refusal, the error handler's bad input, a hook's, the not-found handler.
describeOnEachDialect('the language of replies on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const HINDI = { 'accept-language': 'hi-IN' }
  const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' }

  it('answers a wrong password in Hindi to hi-IN and in English otherwise', async () => {
    const account = await createVerifiedAccount(server)
    const wrong = { emailId: account.emailId, password: 'wrong-pass' }
    const hindi = await client.post('/auth/user/login-user', wrong, { headers: HINDI })
    expect(hindi.status).toBe(401)
    expect(hindi.body).toEqual({ login: false, error: 'ईमेल या पासवर्ड गलत है।' })
    expect(hindi.headers.get('content-language')).toBe('hi-IN')
    for (const headers of [ENGLISH, {}, { 'accept-language': 'fr-FR' }]) {
      const english = await client.post('/auth/user/login-user', wrong, { headers })
      expect(english.body).toEqual({ login: false, error: authMessages.invalidCredentials })
      expect(english.headers.get('content-language')).toBeNull()
    }
  })

  it('answers bad input, a hook’s refusal and an unknown route in the request’s language', async () => {
    const badInput = await client.post(
      '/auth/user/addUsers',
      { dateOfBirth: '1990-01-01', username: 'someone', emailId: 'not-an-address', password: 'secret123' },
      { headers: HINDI },
    )
    expect(badInput.status).toBe(400)
    expect(badInput.body).toMatchObject({ success: false, error: 'एक सही ईमेल डालें।' })

    const malformed = await client.call('POST', '/auth/user/login-user', { rawBody: '{', headers: HINDI })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: 'अमान्य अनुरोध।', message: 'अमान्य अनुरोध।' })

    const nul = await client.post(
      '/auth/user/login-user',
      { emailId: 'a\u0000@example.test', password: 'secret123' },
      { headers: HINDI },
    )
    expect(nul.status).toBe(400)
    expect(nul.body).toMatchObject({ error: 'टेक्स्ट में NUL अक्षर नहीं हो सकते।' })
    const nulInEnglish = await client.post('/auth/user/login-user', {
      emailId: 'a\u0000@example.test',
      password: 'secret123',
    })
    expect(nulInEnglish.body).toMatchObject({ error: contactMessages.invalidCharacter })

    const unknown = await client.get('/auth/user/no-such-route', { headers: HINDI })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ error: 'नहीं मिला।' })
    expect((await client.get('/auth/user/no-such-route')).body).toMatchObject({
      error: commonMessages.notFound,
    })
  })

  it("speaks the signed-in account's language when the request names none, and the named one when it does", async () => {
    const account = await createVerifiedAccount(server, { locale: 'hi-IN' })
    // Refused before the route's authentication ran (bad input): still the account's language.
    const refused = await client.put('/auth/user/editUser', { description: 5 }, { token: account.token })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: 'बायो टेक्स्ट होना चाहिए।' })
    const named = await client.put(
      '/auth/user/editUser',
      { description: 5 },
      { token: account.token, headers: ENGLISH },
    )
    expect(named.body).toMatchObject({ error: 'Bio must be text.' })
    // The app's chosen language (its cookie) wins over the browser's own Accept-Language.
    const chosen = await client.put(
      '/auth/user/editUser',
      { description: 5 },
      { token: account.token, headers: { ...ENGLISH, cookie: 'theme=dark; locale=hi-IN' } },
    )
    expect(chosen.body).toMatchObject({ error: 'बायो टेक्स्ट होना चाहिए।' })
    // A success message too: the account's language, then the named one.
    const saved = await client.put('/auth/user/editUser', { description: 'नमस्ते' }, { token: account.token })
    expect(saved.body).toMatchObject({ message: 'प्रोफ़ाइल अपडेट हो गई!' })
    const logout = await client.post('/auth/user/logout', {}, { token: account.token, headers: ENGLISH })
    expect(logout.body).toMatchObject({ message: authMessages.loggedOut })
  })

  it('translates a message the server builds from values', async () => {
    const throttled = await client.post(
      '/auth/user/resend-otp',
      { emailId: 'nobody-here@example.test' },
      { headers: HINDI },
    )
    // The first resend of an unknown address is answered as a known one's: sent, in Hindi.
    expect(throttled.body).toMatchObject({ success: true, message: 'OTP भेज दिया गया!' })
    const again = await client.post(
      '/auth/user/resend-otp',
      { emailId: 'nobody-here@example.test' },
      { headers: HINDI },
    )
    expect(again.status).toBe(429)
    expect(String(again.body.message)).toMatch(/^दूसरा OTP माँगने से पहले कृपया थोड़ा रुकें। \(\d+ सेकंड\)$/)
  })
})
