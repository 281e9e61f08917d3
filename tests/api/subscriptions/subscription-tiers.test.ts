import { expect, it } from 'vitest'
import { planMessages } from '../../../contract/plan-rules'
import { type Tier, type TierRequest, tierMessages } from '../../../contract/subscriptions'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A Creator Pro streamer offers up to three subscription tiers, changes them and retires them; every
// rule is the server's: the price floor, whole rupees, the limit, unique names, Pro, and ownership.
describeOnEachDialect('subscription tiers on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const gold: TierRequest = {
    name: 'Gold',
    price: 149,
    perks: 'Two free cards a month and the gold badge',
    monthlyAllowance: 2,
    badgeColour: 'yellow',
  }
  const list = async (streamer: TestAccount) => {
    const response = await client.get<{ tiers: Tier[] }>('/auth/user/subscription-tiers', {
      token: streamer.token,
    })
    expect(response.status).toBe(200)
    return response.body.tiers
  }
  const create = (streamer: TestAccount, tier: TierRequest) =>
    client.post<{ tier: Tier; message: string; error?: string }>('/auth/user/subscription-tiers', tier, {
      token: streamer.token,
    })
  const edit = (streamer: TestAccount, id: string, tier: TierRequest) =>
    client.put<{ tier: Tier; message: string; error?: string }>(`/auth/user/subscription-tiers/${id}`, tier, {
      token: streamer.token,
    })
  const retire = (streamer: TestAccount, id: string) =>
    client.delete<{ tier: Tier; message: string; error?: string }>(`/auth/user/subscription-tiers/${id}`, {
      token: streamer.token,
    })

  it('offers, changes and retires a tier, and lists offered tiers by price before retired ones', async () => {
    const streamer = await createCreatorAccount(server)
    expect(await list(streamer)).toEqual([])

    const created = await create(streamer, gold)
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(tierMessages.created)
    expect(created.body.tier).toMatchObject({ ...gold, retiredAt: null })

    const silver = (await create(streamer, { name: 'Silver', price: 29, perks: 'The silver badge' })).body
      .tier
    expect(silver).toMatchObject({ monthlyAllowance: 0, badgeColour: null })
    expect((await list(streamer)).map((tier) => tier.name)).toEqual(['Silver', 'Gold'])

    const edited = await edit(streamer, created.body.tier.id, { ...gold, price: 199, monthlyAllowance: 3 })
    expect(edited.status).toBe(200)
    expect(edited.body.tier).toMatchObject({ name: 'Gold', price: 199, monthlyAllowance: 3 })

    const retired = await retire(streamer, silver.id)
    expect(retired.status).toBe(200)
    expect(retired.body.message).toBe(tierMessages.retired)
    expect(retired.body.tier.retiredAt).not.toBeNull()
    const tiers = await list(streamer)
    expect(tiers.map((tier) => [tier.name, tier.price, tier.retiredAt === null])).toEqual([
      ['Gold', 199, true],
      ['Silver', 29, false],
    ])

    // A retired tier is history: it cannot be changed, and retiring it again changes nothing.
    const late = await edit(streamer, silver.id, { name: 'Silver', price: 39, perks: 'More' })
    expect(late.status).toBe(409)
    expect(late.body.error).toBe(tierMessages.retiredAlready)
    expect((await retire(streamer, silver.id)).body.tier.retiredAt).toBe(retired.body.tier.retiredAt)
  })

  it('refuses bad tiers with the field’s message and stores nothing', async () => {
    const streamer = await createCreatorAccount(server)
    const refusals: [TierRequest | Record<string, unknown>, string][] = [
      [{ ...gold, price: 28 }, tierMessages.priceTooLow],
      [{ ...gold, price: 49.5 }, tierMessages.priceWhole],
      [{ ...gold, price: '49' }, tierMessages.priceWhole],
      [{ ...gold, price: 10_001 }, tierMessages.priceTooHigh],
      [{ ...gold, price: undefined }, tierMessages.priceRequired],
      [{ ...gold, name: '   ' }, tierMessages.nameRequired],
      [{ ...gold, name: 'x'.repeat(41) }, tierMessages.nameTooLong],
      [{ ...gold, perks: '' }, tierMessages.perksRequired],
      [{ ...gold, monthlyAllowance: 31 }, tierMessages.allowanceInvalid],
      [{ ...gold, monthlyAllowance: -1 }, tierMessages.allowanceInvalid],
      [{ ...gold, badgeColour: 'plaid' }, tierMessages.badgeColourInvalid],
    ]
    for (const [body, message] of refusals) {
      const response = await create(streamer, body as TierRequest)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toContain(message)
    }
    expect(await list(streamer)).toEqual([])
  })

  it('keeps to three offered tiers and one of each name, even when requests race', async () => {
    const streamer = await createCreatorAccount(server)
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six']
    const answers = await Promise.all(names.map((name) => create(streamer, { ...gold, name })))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.error).toBe(tierMessages.limitReached)
    }
    const offered = await list(streamer)
    expect(offered).toHaveLength(3)

    // Retiring one makes room, and its name is free again; an offered tier's name is not.
    const [first, second] = offered as [Tier, Tier]
    await retire(streamer, first.id)
    const taken = await create(streamer, { ...gold, name: ` ${second.name.toUpperCase()} ` })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe(tierMessages.nameTaken)
    expect((await create(streamer, { ...gold, name: first.name })).status).toBe(201)
    const renamed = await edit(streamer, second.id, { ...gold, name: first.name })
    expect(renamed.status).toBe(409)
    expect(renamed.body.error).toBe(tierMessages.nameTaken)
  })

  it('needs Creator Pro to offer or change a tier, but lets a lapsed streamer retire one', async () => {
    const free = await createCreatorAccount(server, { plan: 'free' })
    const refused = await create(free, gold)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe(tierMessages.proNeeded)
    expect(await list(free)).toEqual([])

    const viewer = await createVerifiedAccount(server)
    const asViewer = await create(viewer, gold)
    expect(asViewer.status).toBe(403)
    expect(asViewer.body.error).toBe(planMessages.creatorsOnly)

    // Pro that has ended: the tier stays, unchanged, and may still be retired.
    const lapsing = await createCreatorAccount(server)
    const tier = (await create(lapsing, gold)).body.tier
    await server.app.users.update(lapsing.userId, {
      pro_until: new Date(Date.now() - 1000).toISOString(),
    })
    const change = await edit(lapsing, tier.id, { ...gold, price: 29 })
    expect(change.status).toBe(403)
    expect(change.body.error).toBe(tierMessages.proNeeded)
    expect((await list(lapsing))[0]?.price).toBe(gold.price)
    expect((await retire(lapsing, tier.id)).status).toBe(200)
  })

  it("refuses another streamer's tier with 403 and an unknown one with 404, changing nothing", async () => {
    const owner = await createCreatorAccount(server)
    const other = await createCreatorAccount(server)
    const tier = (await create(owner, gold)).body.tier

    const change = await edit(other, tier.id, { ...gold, price: 29 })
    expect(change.status).toBe(403)
    expect(change.body.error).toBe(tierMessages.notYours)
    const removal = await retire(other, tier.id)
    expect(removal.status).toBe(403)
    expect(await list(owner)).toEqual([tier])
    expect(await list(other)).toEqual([])

    const unknown = await edit(owner, 'no-such-tier', gold)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe(tierMessages.notFound)
  })
})
