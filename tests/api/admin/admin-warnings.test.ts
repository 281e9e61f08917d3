import { expect, it } from 'vitest'
import { adminMessages } from '../../../contract/admin'
import { createVerifiedAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const admin = { email: 'warned-admin@cardcast.test', password: 'admin-secret-1' }

// Security review, item 9: while simulated payments are on, the administrator sees it on the dashboard.
describeOnEachDialect('dashboard warnings on %s, simulated payments on', (dialect) => {
  const { server, client, admin: signedIn } = useTestServer(dialect, { admin })

  it('warns the administrator that paid cards can be had without paying', async () => {
    const answer = await client.get('/auth/admin/dashboard/warnings', { token: signedIn.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      warnings: [{ code: 'payments-simulated', message: adminMessages.paymentsSimulated }],
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

  it('has nothing to warn about', async () => {
    const answer = await client.get('/auth/admin/dashboard/warnings', { token: signedIn.token })
    expect(answer.body).toEqual({ warnings: [] })
  })
})
