import { expect, it } from 'vitest'
import { adminMessages } from '../../../contract/admin'
import type { SiteWarnings } from '../../../contract/admin-dashboard'
import { GSTIN_CHECK_MESSAGE } from '../../../contract/tax-rules'
import { createVerifiedAccount } from '../../support/factories'
import { KARNATAKA_BUSINESS, setBusinessDetails } from '../../support/tax'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const admin = { email: 'warned-admin@cardcast.test', password: 'admin-secret-1' }

// Security review, item 9: while simulated payments are on, the administrator sees it on the dashboard.
describeOnEachDialect('dashboard warnings on %s, simulated payments on', (dialect) => {
  const { server, client, admin: signedIn } = useTestServer(dialect, { admin })

  it('warns the administrator that paid cards can be had without paying', async () => {
    const answer = await client.get('/auth/admin/dashboard/warnings', { token: signedIn.token })
    expect(answer.status).toBe(200)
    expect(answer.body.warnings).toContainEqual({
      code: 'payments-simulated',
      message: adminMessages.paymentsSimulated,
    })
  })

  it('tells no one else', async () => {
    expect((await client.get('/auth/admin/dashboard/warnings')).status).toBe(401)
    const viewer = await createVerifiedAccount(server)
    expect((await client.get('/auth/admin/dashboard/warnings', { token: viewer.token })).status).toBe(401)
  })
})

describeOnEachDialect('dashboard warnings on %s, real payments', (dialect) => {
  const { client, admin: signedIn } = useTestServer(dialect, { admin, env: { PAYMENTS_SIMULATED: '0' } })
  const warnings = async () =>
    (await client.get<SiteWarnings>('/auth/admin/dashboard/warnings', { token: signedIn.token })).body

  it('warns while the business details are missing, naming those left to fill in', async () => {
    await setBusinessDetails(client, signedIn.token, { ...KARNATAKA_BUSINESS, address: '', gstin: '' })
    expect(await warnings()).toEqual({
      warnings: [
        {
          code: 'business-details-missing',
          message: adminMessages.businessDetailsMissing(['address', 'GSTIN']),
        },
      ],
    })
    expect((await warnings()).warnings[0]?.message).toMatch(
      /^Business details are missing \(address, GSTIN\)/,
    )

    // A GSTIN whose check character is wrong (W is right) is refused, and the warning stays.
    const typo = await client.put(
      '/auth/admin/settings',
      { business: { ...KARNATAKA_BUSINESS, gstin: '29ABCDE1234F1ZX' } },
      { token: signedIn.token },
    )
    expect(typo.status).toBe(400)
    expect(JSON.stringify(typo.body)).toContain(GSTIN_CHECK_MESSAGE)
    expect((await warnings()).warnings.map((warning) => warning.code)).toEqual(['business-details-missing'])
  })

  it('has nothing to warn about once the business details are complete', async () => {
    // Real GSTINs' check characters: Maharashtra's 27AAPFU0939F1ZV, Gujarat's 24AAACC1206D1ZM.
    for (const gstin of ['27AAPFU0939F1ZV', '24AAACC1206D1ZM']) {
      await setBusinessDetails(client, signedIn.token, { ...KARNATAKA_BUSINESS, gstin })
    }
    expect(await warnings()).toEqual({ warnings: [] })
  })
})
