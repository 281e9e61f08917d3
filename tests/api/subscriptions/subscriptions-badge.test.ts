import { afterAll, expect, it } from 'vitest'
import type { StreamQueue } from '../../../contract/stream'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import {
  allowBackToBackUses,
  approveViewers,
  eventually,
  readQueue,
  streamKeyOf,
  submitUse,
} from '../../support/stream'
import { createTier, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A subscriber's card carries their tier's badge onto the stream ('Gold · Subscriber · 1 month' on
// the overlay) and onto the streamer's Live page; anyone else's carries none.
describeOnEachDialect('the subscriber badge on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  it('marks a subscriber’s use on the overlay and the Live page, and nobody else’s', async () => {
    const streamer = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, streamer.userId)
    const tier = await createTier(client, streamer, { name: 'Gold', badgeColour: 'yellow' })
    const card = await createCard(client, streamer, { cardTitle: 'Sing', description: 'A song', duration: 3 })
    const subscriber = await createVerifiedAccount(server)
    const passerBy = await createVerifiedAccount(server)
    await approveViewers(server.app.db, streamer.userId, [subscriber.userId, passerBy.userId])
    await subscribe(client, subscriber, tier.id)
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    streams.push(overlay)

    for (const viewer of [subscriber, passerBy]) {
      const purchase = await getFreeCard(client, viewer, card)
      expect((await submitUse(client, viewer, card, purchase._id)).status).toBe(200)
    }
    await overlay.waitFor((events) => events.filter((event) => event.kind === 'card').length === 2, 20_000)
    const cardOf = (username: string) => overlay.events.find((event) => event.usedBy === username)
    expect(cardOf(subscriber.username)?.subscriber).toEqual({
      tier: 'Gold',
      badgeColour: 'yellow',
      months: 1,
    })
    expect(cardOf(passerBy.username)).toBeDefined()
    expect(cardOf(passerBy.username)?.subscriber).toBeUndefined()

    // Each use once, wherever it is now (the queue's reads are not one snapshot: live-queue.ts `read`).
    const usesIn = (answer: StreamQueue) => [
      ...answer.history,
      ...answer.queue,
      ...answer.held,
      ...(answer.showing ? [answer.showing] : []),
    ]
    const uses = usesIn(
      await eventually(
        () => readQueue(client, streamer),
        (answer) => usesIn(answer).length >= 2,
      ),
    )
    expect(uses.map((use) => use.viewer).sort()).toEqual([subscriber.username, passerBy.username].sort())
    expect(uses.find((use) => use.viewer === subscriber.username)?.subscriber).toEqual({
      tier: 'Gold',
      badgeColour: 'yellow',
      months: 1,
    })
    expect(uses.find((use) => use.viewer === passerBy.username)?.subscriber).toBeNull()
  })
})
