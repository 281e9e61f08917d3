import { afterAll, expect, it } from 'vitest'
import { streamMessages } from '../../../contract/stream'
import { lockLine } from '../../../server/db/locks'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { holdTransactionOpen } from '../../support/held-transaction'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import {
  allowBackToBackUses,
  approveViewers,
  setStreamSettings,
  streamKeyOf,
  submitUse,
  usesInLine,
} from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The whole path of DESIGN.md: POST useCard → one transaction → the bus → the streamer's SSE stream.
describeOnEachDialect('a used card reaches the overlay stream on %s', (dialect) => {
  // No delivery sweep during these tests: what reaches the overlay, the uses themselves sent.
  const { server, client } = useTestServer(dialect, { env: { DELIVERY_SWEEP_SECONDS: '3600' } })
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  it("delivers the use to the card's streamer with the card's fields and the viewer's edits, to no one else", async () => {
    const creator = await createCreatorAccount(server)
    const otherCreator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
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

  it('takes the uses of many viewers at once: each reaches the overlay once, in the order of the line', async () => {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Sing', duration: 3 })
    const stream = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    streams.push(stream)
    const viewers = await Promise.all(Array.from({ length: 12 }, () => createVerifiedAccount(server)))
    await approveViewers(
      server.app.db,
      creator.userId,
      viewers.map((viewer) => viewer.userId),
    )
    const purchases = await Promise.all(viewers.map((viewer) => getFreeCard(client, viewer, card)))
    const answers = await Promise.all(
      viewers.map((viewer, index) => submitUse(client, viewer, card, purchases[index]?._id as string)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(viewers.map(() => 200))
    // The overlay reports each card on screen (openOverlayStream), which lets the next one go.
    await stream.waitFor((events) => events.length === viewers.length)
    expect(stream.events.map((event) => event.usedBy).sort()).toEqual(
      viewers.map((viewer) => viewer.username).sort(),
    )
    const ids = stream.events.map((event) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('lets one of several viewers using a card with a cooldown at once through', async () => {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    await setStreamSettings(client, creator, { defaultCooldownSeconds: 60 })
    const card = await createCard(client, creator, { cardTitle: 'Sing' })
    const viewers = await Promise.all(Array.from({ length: 5 }, () => createVerifiedAccount(server)))
    const purchases = await Promise.all(viewers.map((viewer) => getFreeCard(client, viewer, card)))
    const answers = await Promise.all(
      viewers.map((viewer, index) => submitUse(client, viewer, card, purchases[index]?._id as string)),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(4)
    for (const answer of refused)
      expect(answer.body.error).toBe(streamMessages.cardCooldown(Number(answer.body.retryAfterSeconds)))
  })

  // PostgreSQL: a use while another action holds the streamer's line is stored and answered at once,
  // and the line moves on by itself once that action is done; nothing else (no sweep here) sends it.
  it.runIf(dialect === 'postgres')(
    'sends a use that found the line held once the holder is done',
    async () => {
      const creator = await createCreatorAccount(server)
      await allowBackToBackUses(server.app.db, creator.userId)
      const viewer = await createVerifiedAccount(server)
      await approveViewers(server.app.db, creator.userId, [viewer.userId])
      const card = await createCard(client, creator, { cardTitle: 'Sing' })
      const stream = await openOverlayStream(server.url, await streamKeyOf(client, creator))
      streams.push(stream)
      const purchase = await getFreeCard(client, viewer, card)
      const holder = await holdTransactionOpen(server.app.db, (trx) => lockLine(trx, creator.userId))
      const answer = await submitUse(client, viewer, card, purchase._id)
      expect(answer.status).toBe(200)
      expect(await usesInLine(server.app.db, creator.userId)).toBe(1)
      expect(stream.events).toHaveLength(0)
      await holder.commit()
      await stream.waitFor((events) => events.length === 1)
      expect(stream.events[0]).toMatchObject({ title: 'Sing', usedBy: viewer.username })
    },
  )
})
