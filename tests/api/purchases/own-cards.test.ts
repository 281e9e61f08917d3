import { expect, it } from 'vitest'
import { auctionMessages } from '../../../contract/auctions'
import { cardMessages } from '../../../contract/card-messages'
import { MAX_CARD_PRICE_RUPEES } from '../../../contract/constants'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import { bid, startAuction } from '../../support/auctions'
import { createCard, getFreeCard, sampleCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createTier } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A streamer cannot buy their own card (free or priced) nor bid in their own auction: each is a 403
// with the contract's message, and nothing is written. A price over the maximum is refused, never
// stored as the maximum.
describeOnEachDialect('a streamer’s own cards and auctions on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const owned = async (account: TestAccount) =>
    (await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: account.token })).body.cards

  it('refuses a streamer their own free card, and still gives it to a viewer', async () => {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Free hug', price: 0 })
    const taken = await client.post<{ error: string }>(
      '/auth/user/createTransaction',
      {
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        paymentId: 'free',
        orderId: 'free',
      },
      { token: streamer.token },
    )
    expect({ status: taken.status, error: taken.body.error }).toEqual({
      status: 403,
      error: cardMessages.ownCard,
    })
    expect(await owned(streamer)).toEqual([])

    const viewer = await createVerifiedAccount(server)
    await getFreeCard(client, viewer, card)
    expect((await owned(viewer)).map((mine) => mine.cardTitle)).toEqual(['Free hug'])
  })

  it('refuses a streamer their own card for subscribers only, before any subscription rule', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const card = await createCard(client, streamer, { price: 0, minTierId: tier.id })
    const taken = await client.post<{ error: string }>(
      '/auth/user/createTransaction',
      {
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        paymentId: 'free',
        orderId: 'free',
      },
      { token: streamer.token },
    )
    expect({ status: taken.status, error: taken.body.error }).toEqual({
      status: 403,
      error: cardMessages.ownCard,
    })
  })

  it('opens no payment order for a streamer’s own priced card', async () => {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { price: 49 })
    const order = await client.post<{ error: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: card.price, currency: 'INR' },
      { token: streamer.token },
    )
    expect({ status: order.status, error: order.body.error }).toEqual({
      status: 403,
      error: cardMessages.ownCard,
    })
    expect(
      await server.app.db.selectFrom('payment_orders').select('id').where('card_id', '=', card._id).execute(),
    ).toEqual([])
  })

  it('refuses a streamer’s bid in their own auction and keeps it open to viewers', async () => {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Auctioned' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 50 })
    const own = await bid(client, streamer, auction.id, 60)
    expect(own.status).toBe(403)
    expect((own.body as unknown as { error: string }).error).toBe(auctionMessages.ownAuction)

    const viewer = await createVerifiedAccount(server)
    const placed = await bid(client, viewer, auction.id, 60)
    expect(placed.status).toBe(201)
    expect(placed.body.auction).toMatchObject({ topBid: 60, bidCount: 1 })
  })

  it('refuses a card priced over the maximum instead of clamping it, and takes the maximum itself', async () => {
    const streamer = await createCreatorAccount(server)
    const over = await client.post<{ error: string }>(
      '/auth/user/createCard',
      sampleCard({ cardTitle: 'Too dear', price: MAX_CARD_PRICE_RUPEES + 0.01 }),
      { token: streamer.token },
    )
    expect(over.status).toBe(400)
    expect(over.body.error).toBe(`Price must be at most ${MAX_CARD_PRICE_RUPEES}.`)
    const stored = await server.app.db
      .selectFrom('cards')
      .select('id')
      .where('title', '=', 'Too dear')
      .execute()
    expect(stored).toEqual([])

    const dearest = await createCard(client, streamer, { cardTitle: 'Dearest', price: MAX_CARD_PRICE_RUPEES })
    expect(dearest.price).toBe(MAX_CARD_PRICE_RUPEES)
  })
})
