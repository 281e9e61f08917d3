import { afterAll, expect, it } from 'vitest'
import { createCard, getFreeCard } from '../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../support/factories'
import { type OverlayStream, openOverlayStream } from '../support/overlay'
import { allowBackToBackUses, setStreamSettings } from '../support/stream'
import { describeOnEachDialect, useTestServer } from '../support/use-test-server'

// The whole path of DESIGN.md: POST useCard → one transaction → the bus → the streamer's SSE stream.
describeOnEachDialect('a used card reaches the overlay stream on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  it("delivers the use to the card's streamer with the card's fields and the viewer's edits, to no one else", async () => {
    const creator = await createCreatorAccount(server)
    const otherCreator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.ctx.db, creator.userId)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Sing', rarity: 'Epic', duration: 7 })
    // Edited text goes straight to the overlay only when the streamer lets it (the default holds it).
    await setStreamSettings(client, creator, { viewerText: 'live' })
    const transaction = await getFreeCard(client, viewer, card)
    const keyOf = async (token: string) => {
      const url = (await client.get<{ url: string }>('/auth/user/showStreamerURL', { token })).body.url
      return new URL(url).searchParams.get('key') as string
    }
    const stream = await openOverlayStream(server.url, await keyOf(creator.token))
    const other = await openOverlayStream(server.url, await keyOf(otherCreator.token))
    streams.push(stream, other)

    const used = await client.post(
      '/auth/user/useCard',
      {
        cardId: card._id,
        transactionId: transaction._id,
        cardTitle: 'Sing a sea shanty',
        description: 'Loudly',
      },
      { token: viewer.token },
    )
    expect(used.status).toBe(200)
    await stream.waitFor((events) => events.length === 1)
    expect(stream.events[0]).toMatchObject({
      kind: 'card',
      title: 'Sing a sea shanty',
      description: 'Loudly',
      imageUrl: card.imageUrl,
      rarity: 'Epic',
      duration: 7,
      usedBy: viewer.username,
    })
    // A second use of the same purchase is refused and sends nothing.
    await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: transaction._id },
      { token: viewer.token },
    )
    const another = await getFreeCard(client, viewer, card)
    await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: another._id },
      { token: viewer.token },
    )
    await stream.waitFor((events) => events.length === 2)
    expect(stream.events.map((event) => event.title)).toEqual(['Sing a sea shanty', 'Sing'])
    expect(other.events).toHaveLength(0)
  })
})
