import { expect, it } from 'vitest'
import type { SellerResponse } from '../../../contract/sellers'
import { createCreatorAccount, createUser } from '../../support/factories'
import { TEST_PAN } from '../../support/money'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

describeOnEachDialect('who sells a card on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('names the creator, and "Sold by" their legal name only once KYC verified it', async () => {
    const creator = await createCreatorAccount(server)
    const seller = async () => {
      const response = await client.get<SellerResponse>(`/auth/user/sellers/${creator.userId}`)
      expect(response.status).toBe(200)
      return response.body.seller
    }
    // No KYC yet.
    expect(await seller()).toEqual({ creatorName: creator.username, legalName: null })

    // KYC sent, the PAN check not passed: the name is only what the creator typed.
    await server.app.db
      .insertInto('tax_profiles')
      .values({
        creator_id: creator.userId,
        legal_name: 'Ravi Kumar Sharma',
        pan: TEST_PAN,
        gstin: null,
        pan_status: 'pending',
        pan_failure: null,
        account_status: 'pending',
        account_failure: null,
        updated_at: new Date().toISOString(),
      })
      .execute()
    expect(await seller()).toEqual({ creatorName: creator.username, legalName: null })
    await server.app.db
      .updateTable('tax_profiles')
      .set({ pan_status: 'failed' })
      .where('creator_id', '=', creator.userId)
      .execute()
    expect((await seller()).legalName).toBeNull()

    await server.app.db
      .updateTable('tax_profiles')
      .set({ pan_status: 'verified' })
      .where('creator_id', '=', creator.userId)
      .execute()
    expect(await seller()).toEqual({ creatorName: creator.username, legalName: 'Ravi Kumar Sharma' })
  })

  it('answers 404 for a viewer or an unknown id, and 400 for a bad one', async () => {
    const viewer = await createUser(server)
    for (const id of [viewer.userId, '000000000000000000000000']) {
      const response = await client.get(`/auth/user/sellers/${id}`)
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ error: 'Seller not found.' })
    }
    expect((await client.get(`/auth/user/sellers/${'x'.repeat(101)}`)).status).toBe(400)
  })
})
