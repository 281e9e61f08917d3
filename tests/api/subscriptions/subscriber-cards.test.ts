import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import { subscriberCardMessages } from '../../../contract/subscriber-cards'
import type { AllowanceClaimResponse } from '../../../contract/subscriptions'
import { createCard, getFreeCard, sampleCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile } from '../../support/money'
import { eventually, submitUse } from '../../support/stream'
import { createTier, mySubscriptions, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A subscription's perks: cards locked to subscribers of a tier or a dearer one, refused to everyone
// else however they ask (free take, payment order, allowance); and the tier's monthly allowance of
// priced cards taken free, counted on the server and renewed with each paid period.
describeOnEachDialect('subscriber cards and the allowance on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })

  const marketCard = async (id: string) =>
    (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards.find((card) => card._id === id)
  const claim = (viewer: TestAccount, card: Card) =>
    client.post<AllowanceClaimResponse & { error?: string; message: string }>(
      '/auth/user/allowance-claims',
      { cardId: card._id },
      { token: viewer.token },
    )
  const order = (viewer: TestAccount, card: Card) =>
    client.post<{ message?: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: card.price, currency: 'INR' },
      { token: viewer.token },
    )
  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const ownedCards = async (viewer: TestAccount) =>
    (await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: viewer.token })).body.cards

  it('locks a card at the tier named, or the cheapest, and shows the lock on the market', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const refusedWithoutTiers = await client.post<{ message: string }>(
      '/auth/user/createCard',
      { ...sampleCard(), subscribersOnly: true },
      { token: streamer.token },
    )
    expect(refusedWithoutTiers.status).toBe(400)
    expect(refusedWithoutTiers.body.message).toBe(subscriberCardMessages.noTiers)

    const silver = await createTier(client, streamer, { name: 'Silver', price: 49 })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const other = await createCreatorAccount(server)
    const othersTier = await createTier(client, other, { name: 'Theirs' })
    const wrongTier = await client.post<{ message: string }>(
      '/auth/user/createCard',
      { ...sampleCard(), subscribersOnly: true, minTierId: othersTier.id },
      { token: streamer.token },
    )
    expect(wrongTier.status).toBe(400)
    expect(wrongTier.body.message).toBe(subscriberCardMessages.tierRequired)

    const forGold = await createCard(client, streamer, { subscribersOnly: true, minTierId: gold.id })
    const forAny = await createCard(client, streamer, { subscribersOnly: true })
    const open = await createCard(client, streamer, { cardTitle: 'For all' })
    expect(forGold.subscribersOnly).toBe(true)
    expect((await marketCard(forGold._id))?.minTier).toEqual({ id: gold.id, name: 'Gold', price: 149 })
    expect((await marketCard(forAny._id))?.minTier).toEqual({ id: silver.id, name: 'Silver', price: 49 })
    expect(await marketCard(open._id)).toMatchObject({ subscribersOnly: false, minTier: null })
    // A renamed tier renames the lock on the market at once.
    await client.put(
      `/auth/user/subscription-tiers/${gold.id}`,
      { name: 'Gold+', price: 149, perks: gold.perks },
      { token: streamer.token },
    )
    expect((await marketCard(forGold._id))?.minTier?.name).toBe('Gold+')
  })

  it('locks a published card from Card Inventory, only at its own creator’s tier, and opens it again', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const card = await createCard(client, streamer, { cardTitle: 'Lock me later' })
    const other = await createCreatorAccount(server)
    const theirs = await createTier(client, other, { name: 'Theirs' })
    const edit = (body: Record<string, unknown>, account = streamer) =>
      client.put<{ message: string }>(`/auth/user/cards/${card._id}`, body, { token: account.token })

    const wrong = await edit({ subscribersOnly: true, minTierId: theirs.id })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(subscriberCardMessages.tierRequired)
    expect((await edit({ subscribersOnly: true, minTierId: gold.id }, other)).status).toBe(403)
    expect(await marketCard(card._id)).toMatchObject({ subscribersOnly: false, minTier: null })

    expect((await edit({ subscribersOnly: true, minTierId: gold.id })).status).toBe(200)
    expect((await marketCard(card._id))?.minTier).toEqual({ id: gold.id, name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const refused = await client.post<{ message: string }>(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId: 'free', orderId: 'free' },
      { token: viewer.token },
    )
    expect(refused.status).toBe(403)

    // Only the cooldowns changed: the lock stays. Then opened to everyone again.
    expect((await edit({ cooldownSeconds: 30 })).status).toBe(200)
    expect((await marketCard(card._id))?.subscribersOnly).toBe(true)
    expect((await edit({ subscribersOnly: false })).status).toBe(200)
    expect(await marketCard(card._id)).toMatchObject({ subscribersOnly: false, minTier: null })
  })

  it('refuses a locked card to non-subscribers and lower tiers, and sells it to the tier and dearer', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const silver = await createTier(client, streamer, { name: 'Silver', price: 49 })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const freeForGold = await createCard(client, streamer, { subscribersOnly: true, minTierId: gold.id })
    const pricedForGold = await createCard(client, streamer, {
      price: 99,
      subscribersOnly: true,
      minTierId: gold.id,
    })
    const [stranger, silverFan, goldFan] = await Promise.all([
      createVerifiedAccount(server),
      createVerifiedAccount(server),
      createVerifiedAccount(server),
    ])
    await subscribe(client, silverFan, silver.id)
    await subscribe(client, goldFan, gold.id)
    const locked = subscriberCardMessages.locked('Gold')

    for (const viewer of [stranger, silverFan]) {
      const take = await client.post<{ message: string }>(
        '/auth/user/createTransaction',
        { cardId: freeForGold._id, paymentId: 'free', orderId: 'free' },
        { token: viewer.token },
      )
      expect(take.status).toBe(403)
      expect(take.body.message).toBe(locked)
      const paid = await order(viewer, pricedForGold)
      expect(paid.status).toBe(403)
      expect(paid.body.message).toBe(locked)
      expect(await ownedCards(viewer)).toEqual([])
    }
    await getFreeCard(client, goldFan, freeForGold)
    expect((await order(goldFan, pricedForGold)).status).toBe(200)
    expect((await ownedCards(goldFan)).map((card) => card._id)).toEqual([freeForGold._id])
  })

  it('gives the allowance once per period, counted on the server even under parallel taps', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149, monthlyAllowance: 2 })
    const priced = await createCard(client, streamer, { price: 99, cardTitle: 'Dance' })
    const free = await createCard(client, streamer, { cardTitle: 'Wave' })
    const viewer = await createVerifiedAccount(server)
    const stranger = await createVerifiedAccount(server)

    const notSubscribed = await claim(stranger, priced)
    expect(notSubscribed.status).toBe(403)
    expect(notSubscribed.body.message).toBe(subscriberCardMessages.notSubscribed)

    const subscription = await subscribe(client, viewer, gold.id)
    expect(subscription.allowanceLeft).toBe(2)
    const freeClaim = await claim(viewer, free)
    expect(freeClaim.status).toBe(400)
    expect(freeClaim.body.message).toBe(subscriberCardMessages.freeAlready)

    // Five taps at once: two cards, three refusals.
    const taps = await Promise.all(Array.from({ length: 5 }, () => claim(viewer, priced)))
    expect(taps.map((tap) => tap.status).sort()).toEqual([201, 201, 409, 409, 409])
    expect(
      taps
        .filter((tap) => tap.status === 201)
        .map((tap) => tap.body.allowanceLeft)
        .sort(),
    ).toEqual([0, 1])
    const owned = await ownedCards(viewer)
    expect(owned.map((card) => card._id)).toEqual([priced._id, priced._id])
    expect((await mine(viewer))[0]?.allowanceLeft).toBe(0)
    // Nothing was paid for them: no sale in the ledger.
    const sales = await server.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'sale')
      .where(
        'purchase_id',
        'in',
        owned.map((card) => card.transactionId),
      )
      .execute()
    expect(sales).toEqual([])
    // A card taken from the allowance is used like any other.
    expect((await submitUse(client, viewer, priced, owned[0]!.transactionId)).status).toBe(200)

    // The next paid period brings the allowance back (after its pre-debit notice, a day ahead at least).
    const end = Date.parse(subscription.currentPeriodEnd)
    clock.set(end - 47 * 3600_000 - Date.now())
    await eventually(
      () => mine(viewer),
      (subscriptions) => subscriptions[0]?.renewal?.noticeSent === true,
    )
    clock.set(end + 60_000 - Date.now())
    await eventually(
      () => mine(viewer),
      (subscriptions) => subscriptions[0]?.allowanceLeft === 2,
    )
    const renewed = await claim(viewer, priced)
    expect(renewed.status).toBe(201)
    expect(renewed.body.allowanceLeft).toBe(1)
  })

  it('gives nothing from a tier without an allowance, nor a locked card to a lower tier', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const bronze = await createTier(client, streamer, { name: 'Bronze', price: 29, monthlyAllowance: 0 })
    const silver = await createTier(client, streamer, { name: 'Silver', price: 49, monthlyAllowance: 3 })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149, monthlyAllowance: 3 })
    const priced = await createCard(client, streamer, { price: 99 })
    const forGold = await createCard(client, streamer, {
      price: 99,
      subscribersOnly: true,
      minTierId: gold.id,
    })
    const bronzeFan = await createVerifiedAccount(server)
    const silverFan = await createVerifiedAccount(server)
    await subscribe(client, bronzeFan, bronze.id)
    await subscribe(client, silverFan, silver.id)

    const none = await claim(bronzeFan, priced)
    expect(none.status).toBe(403)
    expect(none.body.message).toBe(subscriberCardMessages.noAllowance)
    const lower = await claim(silverFan, forGold)
    expect(lower.status).toBe(403)
    expect(lower.body.message).toBe(subscriberCardMessages.locked('Gold'))
    expect(await ownedCards(silverFan)).toEqual([])
    expect((await mine(silverFan))[0]?.allowanceLeft).toBe(3)
  })
})
