import { expect, it } from 'vitest'
import { kycMessages } from '../../../contract/kyc'
import { securityMessages } from '../../../contract/messages'
import { payoutAccountMessages } from '../../../contract/payouts'
import { perAccountLimits } from '../../../server/modules/limits/rate-limits'
import { createCreatorAccount } from '../../support/factories'
import { TEST_PAN } from '../../support/money'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The password asked again for payout details and KYC (a stolen session must know it) is login's
// password: its guesses count with login's, per account, from any client address, and meet login's
// lock and its mail. Behind a trusted proxy with rate limits on, so that the guesses come from several
// client addresses, as an attacker's would.

describeOnEachDialect('re-authentication for payout details and KYC on %s', (dialect) => {
  const { server, client } = useTestServer(dialect, {
    env: { RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1', PAYMENTS_SIMULATED: '1' },
  })
  const from = (address: string) => ({ 'x-forwarded-for': address })

  it('counts wrong passwords per account with login’s, from any address: locks, and mails the owner', async () => {
    const creator = await createCreatorAccount(server)
    const since = Date.now()
    const attackers = ['203.0.113.1', '198.51.100.7', '192.0.2.44']
    const { max } = perAccountLimits.login
    for (let i = 0; i < max; i++) {
      const headers = from(attackers[i % attackers.length] as string)
      const guess = `guess-${i}`
      const answer =
        i % 2 === 0
          ? await client.put<{ message?: string }>(
              '/auth/user/payout-account',
              { upiId: 'thief.wallet@okaxis', password: guess },
              { token: creator.token, headers },
            )
          : await client.put<{ message?: string }>(
              '/auth/user/kyc',
              { legalName: 'Thief Person', pan: TEST_PAN, password: guess },
              { token: creator.token, headers },
            )
      expect(answer.status, `guess ${i}`).toBe(403)
      expect([payoutAccountMessages.passwordWrong, kycMessages.passwordWrong]).toContain(answer.body.message)
    }

    // The account is locked now, from any address, even with the right password, here and at login.
    const right = await client.put<{ message?: string }>(
      '/auth/user/payout-account',
      { upiId: 'thief.wallet@okaxis', password: creator.password },
      { token: creator.token, headers: from('100.64.0.9') },
    )
    expect(right.status).toBe(429)
    expect(right.body.message).toBe(securityMessages.accountLoginLimited)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    const kyc = await client.put<{ message?: string }>(
      '/auth/user/kyc',
      { legalName: 'Thief Person', pan: TEST_PAN, password: creator.password },
      { token: creator.token, headers: from('100.64.0.10') },
    )
    expect(kyc.status).toBe(429)
    const login = await client.post<{ message?: string }>(
      '/auth/user/login-user',
      { emailId: creator.emailId, password: creator.password },
      { headers: from('100.64.0.11') },
    )
    expect(login.status).toBe(429)
    expect(login.body.message).toBe(securityMessages.accountLoginLimited)

    // The owner is told, once, with login's mail.
    const mail = await server.smtp.waitForMail(creator.emailId, {
      since,
      subject: new RegExp(securityMessages.accountLockedMailSubject),
    })
    expect(mail.text).toContain(creator.username)
    expect(
      server.smtp.to(creator.emailId).filter((m) => m.subject === securityMessages.accountLockedMailSubject),
    ).toHaveLength(1)

    // Nothing changed.
    const account = await client.get<{ payoutAccount: unknown }>('/auth/user/payout-account', {
      token: creator.token,
      headers: from('100.64.0.12'),
    })
    expect(account.body.payoutAccount).toBeNull()
    expect(
      (await client.get<{ kyc: unknown }>('/auth/user/kyc', { token: creator.token })).body.kyc,
    ).toBeNull()
  })

  it('mails login’s lock to the owner when the count is reached at login too', async () => {
    const creator = await createCreatorAccount(server)
    const since = Date.now()
    for (let i = 0; i <= perAccountLimits.login.max; i++) {
      await client.post(
        '/auth/user/login-user',
        { emailId: creator.emailId, password: `guess-${i}` },
        { headers: from(`198.18.0.${i % 3}`) },
      )
    }
    await server.smtp.waitForMail(creator.emailId, {
      since,
      subject: new RegExp(securityMessages.accountLockedMailSubject),
    })
  })
})
