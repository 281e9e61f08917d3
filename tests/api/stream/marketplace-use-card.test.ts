import { expect, it } from 'vitest'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { setStreamSettings } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

describeOnEachDialect('using a card on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  async function ownedCard() {
    const creator = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator)
    const transaction = await getFreeCard(client, viewer, card)
    return { creator, viewer, card, transaction }
  }
  /** Uses in the streamer's live queue (sent to an overlay once one is connected). */
  const usesFor = async (streamerId: string) =>
    (
      await server.app.db
        .selectFrom('stream_uses')
        .select('id')
        .where('streamer_id', '=', streamerId)
        .execute()
    ).length
  const isUsed = async (token: string, transactionId: string) => {
    const owned = await client.get<{ cards: Array<{ transactionId: string; isUsed: boolean }> }>(
      '/auth/user/getUserCards',
      { token },
    )
    return owned.body.cards.find((c) => c.transactionId === transactionId)?.isUsed
  }

  it('uses an owned card once; a second use fails', async () => {
    const { creator, viewer, card, transaction } = await ownedCard()
    await setStreamSettings(client, creator, { viewerText: 'live' })
    const body = { cardId: card._id, transactionId: transaction._id, cardTitle: 'Edited', description: 'Now' }
    const first = await client.post('/auth/user/useCard', body, { token: viewer.token })
    expect(first.body).toMatchObject({ status: 'success', message: 'Card used successfully!' })
    expect(await isUsed(viewer.token, transaction._id)).toBe(true)
    const second = await client.post('/auth/user/useCard', body, { token: viewer.token })
    expect(second.status).toBe(409)
  })

  it("refuses another user's purchase and changes nothing, whatever User-Info says", async () => {
    const { creator, viewer, card, transaction } = await ownedCard()
    const thief = await createVerifiedAccount(server)
    const response = await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: transaction._id },
      { token: thief.token, headers: { 'user-info': viewer.emailId } },
    )
    expect(response.status).toBe(404)
    expect(await isUsed(viewer.token, transaction._id)).toBe(false)
    expect(await usesFor(creator.userId)).toBe(0)
  })

  it('answers missing card data with the spec message', async () => {
    const { viewer, card } = await ownedCard()
    const response = await client.post('/auth/user/useCard', { cardId: card._id }, { token: viewer.token })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Invalid card data. Please try again.')
  })

  it('gives exactly one success to 20 concurrent uses of one purchase', async () => {
    const { creator, viewer, card, transaction } = await ownedCard()
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post(
          '/auth/user/useCard',
          { cardId: card._id, transactionId: transaction._id },
          { token: viewer.token },
        ),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    expect(await usesFor(creator.userId)).toBe(1)
  })

  it('treats a repeated idempotency key as the same use, and refuses a different key on a used card', async () => {
    const { creator, viewer, card, transaction } = await ownedCard()
    const body = { cardId: card._id, transactionId: transaction._id, idempotencyKey: 'use-key-0001' }
    const first = await client.post('/auth/user/useCard', body, { token: viewer.token })
    const retry = await client.post('/auth/user/useCard', body, { token: viewer.token })
    expect(first.status).toBe(200)
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    expect(await usesFor(creator.userId)).toBe(1)
    const other = await client.post(
      '/auth/user/useCard',
      { ...body, idempotencyKey: 'use-key-0002' },
      { token: viewer.token },
    )
    expect(other.status).toBe(409)
  })
})
