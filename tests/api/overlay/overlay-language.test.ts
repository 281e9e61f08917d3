import { afterAll, expect, it } from 'vitest'
import { streamMessages } from '../../../contract/stream'
import { bid, startAuction } from '../../support/auctions'
import { createCard, getFreeCard } from '../../support/cards'
import { pledge, startCommunity } from '../../support/community'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import { allowBackToBackUses, approveViewers, streamKeyOf, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The overlay speaks its streamer's language (users.locale, set with PUT /auth/user/editUser
// {locale}): the stream's first frame says it, and the names the server words for the stream come in
// it ('a viewer' of a viewer not yet approved in the default 'approve' mode). A change reaches the
// overlays on air at once, and every connect after. docs/i18n.md, "The overlay".

const HINDI_VIEWER = 'एक दर्शक'

describeOnEachDialect('the overlay in its streamer’s language on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  const open = async (creator: TestAccount) => {
    const stream = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    expect(stream.status).toBe(200)
    streams.push(stream)
    // The state frame comes first on every connect.
    await stream.waitFor(() => stream.states.length > 0)
    return stream
  }
  const speak = async (creator: TestAccount, locale: 'en-IN' | 'hi-IN') => {
    const saved = await client.put('/auth/user/editUser', { locale }, { token: creator.token })
    expect(saved.status).toBe(200)
  }

  it("tells a Hindi streamer's overlay its language, and names a hidden viewer in Hindi", async () => {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Sing', description: 'A song' })
    await speak(creator, 'hi-IN')
    const overlay = await open(creator)
    expect(overlay.states[0]).toEqual({ paused: false, locale: 'hi-IN' })

    // A viewer the streamer never approved is 'a viewer' on the stream: in Hindi here.
    const fan = await createVerifiedAccount(server)
    const used = await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id)
    expect(used.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]).toMatchObject({ title: 'Sing', usedBy: HINDI_VIEWER })

    // The auction widget names its top bidder the same way.
    const auction = await startAuction(client, creator, { cardId: card._id, reserve: 100, increment: 25 })
    expect((await bid(client, fan, auction.id, 100)).status).toBe(201)
    await overlay.waitFor(() => overlay.auctions.some((each) => each.auction?.topBid === 100))
    expect(overlay.auctions.at(-1)?.auction).toMatchObject({ topBid: 100, topBidder: HINDI_VIEWER })

    // A username is never translated: an approved viewer's name goes on stream as it is.
    const held = await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id, {
      cardTitle: 'Sing my song',
    })
    const approved = await client.post(
      `/auth/user/stream-queue/${String(held.body.useId)}/approve`,
      {},
      { token: creator.token },
    )
    expect(approved.status).toBe(200)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]).toMatchObject({ title: 'Sing my song', usedBy: fan.username })
  })

  it("credits a funded community card in Hindi on a Hindi streamer's overlay", async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Sing in Hindi' })
    await speak(creator, 'hi-IN')
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    await approveViewers(server.app.db, creator.userId, [ana.userId])
    const overlay = await open(creator)
    const started = await startCommunity(client, creator, { cardId: card._id, goal: 200, minutes: 10 })

    // Ben, never approved, is 'a viewer' on the progress bar: in Hindi; Ana's name is hers.
    expect((await pledge(client, ben, started.id, 80)).confirmed.status).toBe(201)
    await overlay.waitFor(() => overlay.communities.some((each) => each.community?.pledged === 80))
    expect(overlay.communities.at(-1)?.community?.top).toEqual([{ name: HINDI_VIEWER, amount: 80 }])
    expect((await pledge(client, ana, started.id, 120)).confirmed.status).toBe(201)

    // Funded: the card goes on air credited to its contributors, in the streamer's language.
    await overlay.waitFor((events) => events.some((event) => event.title === 'Sing in Hindi'))
    expect(overlay.events.find((event) => event.title === 'Sing in Hindi')?.usedBy).toBe(
      `कम्युनिटी: ${ana.username}, ${HINDI_VIEWER}`,
    )
  })

  it('keeps English for an English streamer, and follows a change of language on air and on the next connect', async () => {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Dance', description: 'A dance' })
    const overlay = await open(creator)
    expect(overlay.states[0]).toEqual({ paused: false, locale: 'en-IN' })
    const fan = await createVerifiedAccount(server)
    await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id)
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]?.usedBy).toBe(streamMessages.anonymousViewer)

    // Switched to Hindi with the overlay on air: it is told at once, and the next card speaks Hindi.
    await speak(creator, 'hi-IN')
    await overlay.waitFor(() => overlay.locales.length === 1)
    expect(overlay.locales).toEqual([{ locale: 'hi-IN' }])
    await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]?.usedBy).toBe(HINDI_VIEWER)
    // Saving the profile again in the same language tells the overlay nothing new.
    await speak(creator, 'hi-IN')

    // A reconnect is told the language in its first frame.
    overlay.close()
    await overlay.ended
    const again = await open(creator)
    expect(again.states[0]).toEqual({ paused: false, locale: 'hi-IN' })
    await speak(creator, 'en-IN')
    await again.waitFor(() => again.locales.length === 1)
    expect(again.locales).toEqual([{ locale: 'en-IN' }])
    expect(overlay.locales).toEqual([{ locale: 'hi-IN' }])
  })
})
