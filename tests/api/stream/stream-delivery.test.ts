import { afterAll, afterEach, expect, it } from 'vitest'
import type { OwnedCard } from '../../../contract/purchases'
import { SHOW_REPORT_GRACE_SECONDS, streamMessages } from '../../../contract/stream'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile } from '../../support/money'
import { type OpenOptions, type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import {
  allowBackToBackUses,
  approveViewers,
  eventually,
  readQueue,
  setStreamSettings,
  streamKeyOf,
  submitUse,
} from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A used card reaches a stream that is on: it waits in line while no overlay is connected, is sent
// when one connects, and is shown only when an overlay reports it on screen. A card no overlay shows
// goes back in line once, then to its viewer; one that waited longer than the streamer allows goes
// back to its viewer; a viewer may withdraw one that waits.
describeOnEachDialect('delivery to the stream on %s', (dialect) => {
  const clock = createClockFile()
  // The sweep (deadlines, long waits) looks every 0.1 s here, so that moving the clock is enough.
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' }),
  })
  const streams: OverlayStream[] = []
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close()
    clock.set(0)
  })
  afterAll(() => clock.remove())

  async function stage(duration = 5) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Sing', description: 'A song', duration })
    const key = await streamKeyOf(client, creator)
    const use = async (who: TestAccount = viewer) => {
      const purchase = await getFreeCard(client, who, card)
      const answer = await submitUse(client, who, card, purchase._id)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return { transactionId: purchase._id, useId: String(answer.body.useId) }
    }
    const connect = async (options: OpenOptions = {}) => {
      const stream = await openOverlayStream(server.url, key, options)
      streams.push(stream)
      return stream
    }
    return { creator, viewer, card, key, use, connect }
  }
  const owned = async (viewer: TestAccount, transactionId: string) =>
    (
      await client.get<{ cards: OwnedCard[] }>('/auth/user/getUserCards', { token: viewer.token })
    ).body.cards.find((card) => card.transactionId === transactionId)
  const ownedWhen = (viewer: TestAccount, transactionId: string, predicate: (card?: OwnedCard) => boolean) =>
    eventually(() => owned(viewer, transactionId), predicate)
  const cardEvents = (stream: OverlayStream) => stream.events.filter((event) => event.kind === 'card')
  /** Lets a moment pass for anything the server would (wrongly) send. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

  it('waits in line while no overlay is connected, goes out when one connects, and is shown only on its report', async () => {
    const { creator, viewer, key, use, connect } = await stage()
    const first = await use()
    const second = await use()
    expect(await owned(viewer, first.transactionId)).toMatchObject({
      useStatus: 'queued',
      queuePlace: 1,
      streamLive: false,
    })
    expect(await owned(viewer, second.transactionId)).toMatchObject({ useStatus: 'queued', queuePlace: 2 })
    const waiting = await readQueue(client, creator)
    expect(waiting).toMatchObject({ live: false, showing: null })
    expect(waiting.queue.map((entry) => [entry.id, entry.place, entry.sent])).toEqual([
      [first.useId, 1, false],
      [second.useId, 2, false],
    ])
    // Time passing changes nothing: it is never 'shown' while nothing shows it.
    clock.set(10 * 60_000)
    await settle()
    expect((await owned(viewer, first.transactionId))?.useStatus).toBe('queued')

    const overlay = await connect({ reportShown: false })
    await overlay.waitFor((events) => events.length === 1)
    await settle()
    expect(cardEvents(overlay)).toHaveLength(1) // one at a time: the second waits for the first's report
    const sent = await readQueue(client, creator)
    expect(sent).toMatchObject({ live: true, showing: null })
    expect(sent.queue[0]).toMatchObject({ id: first.useId, sent: true, status: 'queued' })
    expect(await owned(viewer, first.transactionId)).toMatchObject({ useStatus: 'queued', streamLive: true })

    const eventId = overlay.events[0]?.id ?? 0
    const report = await reportShown(server.url, key, eventId)
    expect(report.status).toBe(200)
    expect(await owned(viewer, first.transactionId)).toMatchObject({
      useStatus: 'showing',
      shownAt: report.body.shownAt,
    })
    expect((await readQueue(client, creator)).showing?.id).toBe(first.useId)
    // Repeated, the report answers the same and changes nothing.
    expect(await reportShown(server.url, key, eventId)).toEqual(report)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]?.id).toBeGreaterThan(eventId)
    expect(await owned(viewer, second.transactionId)).toMatchObject({ useStatus: 'queued', queuePlace: 1 })
    clock.set(10 * 60_000 + 6_000) // past the first's 5 s on screen
    expect(await owned(viewer, first.transactionId)).toMatchObject({
      useStatus: 'shown',
      shownAt: report.body.shownAt,
    })
  })

  it('refuses a report with an unknown key or an event that is no card of this stream, changing nothing', async () => {
    const { creator, key, use, connect } = await stage()
    const other = await stage()
    await use()
    const overlay = await connect({ reportShown: false })
    await overlay.waitFor((events) => events.length === 1)
    const eventId = overlay.events[0]?.id ?? 0
    expect((await reportShown(server.url, 'no-such-key', eventId)).status).toBe(404)
    expect((await reportShown(server.url, other.key, eventId)).status).toBe(404)
    expect((await reportShown(server.url, key, eventId + 1000)).status).toBe(404)
    const bad = await client.post('/overlay/shown', { key, eventId: 'one' })
    expect(bad.status).toBe(400)
    const queue = await readQueue(client, creator)
    expect(queue.showing).toBeNull()
    expect(queue.queue[0]).toMatchObject({ sent: true, status: 'queued' })
  })

  it('sends a card no overlay reports back to the front once, then returns it to the viewer', async () => {
    const { viewer, use, connect } = await stage(5)
    const { transactionId } = await use()
    const overlay = await connect({ reportShown: false })
    await overlay.waitFor((events) => events.length === 1)
    const deadline = (5 + SHOW_REPORT_GRACE_SECONDS) * 1000
    clock.set(deadline + 1000)
    // Back in line and, the overlay being there, sent again as a new event; the first is dropped.
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.controls).toContainEqual(
      expect.objectContaining({ action: 'drop', eventIds: [overlay.events[0]?.id] }),
    )
    expect((await owned(viewer, transactionId))?.useStatus).toBe('queued')
    clock.set(2 * deadline + 2000)
    // My Cards reads the purchases, then their latest uses, in two statements: when the return commits
    // between them, that answer shows the use returned and the card still used. The next one (the
    // page reads again on the 'uses' signal the return sends) shows both.
    const returned = await ownedWhen(
      viewer,
      transactionId,
      (card) => card?.useStatus === 'rejected' && !card.isUsed,
    )
    expect(returned).toMatchObject({ isUsed: false, returnedReason: streamMessages.notShownReason })
    await settle()
    expect(cardEvents(overlay)).toHaveLength(2)
  })

  it('returns a card that waited past maxWaitMinutes unused; it can be used again, and a returning overlay never shows it', async () => {
    const { creator, viewer, card, use, connect } = await stage(5)
    await setStreamSettings(client, creator, { maxWaitMinutes: 30 })
    // Sent to an overlay that then went away before showing it.
    const gone = await connect({ reportShown: false })
    const { transactionId } = await use()
    await gone.waitFor((events) => events.length === 1)
    const lastSeen = gone.events[0]?.id ?? 0
    gone.close()
    // The server hears the overlay go before the clock moves: the stream is off from then on.
    await eventually(
      () => readQueue(client, creator),
      (queue) => !queue.live,
    )
    clock.set(29 * 60_000)
    await settle()
    expect((await owned(viewer, transactionId))?.useStatus).toBe('queued')
    clock.set(31 * 60_000)
    const returned = await ownedWhen(viewer, transactionId, (owned) => owned?.useStatus === 'rejected')
    expect(returned).toMatchObject({ isUsed: false, returnedReason: streamMessages.offlineReason })

    // The overlay comes back asking for what it missed since before that card: nothing of it plays.
    const back = await connect({ lastEventId: lastSeen - 1, reportShown: false })
    await back.waitFor(() => back.states.length === 1)
    await settle()
    expect(cardEvents(back)).toEqual([])

    const again = await submitUse(client, viewer, card, transactionId)
    expect(again.status).toBe(200)
    await back.waitFor((events) => events.length === 1)
  })

  it('shows the card sent, and not yet on screen, to a fresh overlay with no stored state', async () => {
    const { use, connect } = await stage(30)
    await use()
    const first = await connect({ reportShown: false })
    await first.waitFor((events) => events.length === 1)
    first.close()
    const fresh = await connect({ reportShown: false })
    await fresh.waitFor((events) => events.length === 1)
    expect(fresh.events[0]?.id).toBe(first.events[0]?.id)
  })

  it('lets a viewer withdraw a use that waits, and nobody else', async () => {
    const { creator, viewer, use } = await stage()
    const { transactionId, useId } = await use()
    const stranger = await createVerifiedAccount(server)
    const path = `/auth/user/uses/${useId}/withdraw`
    expect((await client.post(path, {}, { token: stranger.token })).status).toBe(404)
    expect((await client.post(path, {}, { token: creator.token })).status).toBe(404)
    expect((await client.post(path, {})).status).toBe(401)
    const withdrawn = await client.post(path, {}, { token: viewer.token })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.message).toBe(streamMessages.withdrawn)
    expect(await owned(viewer, transactionId)).toMatchObject({
      isUsed: false,
      useStatus: 'rejected',
      returnedReason: streamMessages.withdrawnReason,
    })
    expect((await client.post(path, {}, { token: viewer.token })).status).toBe(409)
    expect((await readQueue(client, creator)).queue).toEqual([])
  })

  it('refuses a viewer a fourth waiting use (429), changing nothing', async () => {
    const { creator, viewer, card, use } = await stage()
    for (let n = 0; n < 3; n++) await use()
    const purchase = await getFreeCard(client, viewer, card)
    const refused = await submitUse(client, viewer, card, purchase._id)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: streamMessages.tooManyWaiting(3), waitingLimit: 3 })
    expect((await owned(viewer, purchase._id))?.isUsed).toBe(false)
    expect((await readQueue(client, creator)).queue).toHaveLength(3)
    // Another viewer still may.
    await use(await createVerifiedAccount(server))
  })

  it("hides viewers' names on the overlay when the streamer turns them off", async () => {
    const { creator, viewer, use, connect } = await stage()
    await approveViewers(server.app.db, creator.userId, [viewer.userId])
    const overlay = await connect()
    await use()
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]?.usedBy).toBe(viewer.username)
    await setStreamSettings(client, creator, { showViewerNames: false })
    await use()
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]?.usedBy).toBeNull()
  })

  it('tells everyone only whether a streamer is live: on with an overlay open, off when paused or closed', async () => {
    const { creator, connect } = await stage()
    const liveFlag = async () => {
      const answer = await client.get<{ streamers: Array<Record<string, unknown>> }>(
        `/auth/user/getStreamers?id=${creator.userId}`,
      )
      const listed = answer.body.streamers.find((streamer) => streamer._id === creator.userId)
      return listed?.live
    }
    expect(await liveFlag()).toBe(false)
    const overlay = await connect()
    await eventually(liveFlag, (live) => live === true)
    await client.post('/auth/user/stream-queue/pause', {}, { token: creator.token })
    expect(await liveFlag()).toBe(false)
    await client.post('/auth/user/stream-queue/resume', {}, { token: creator.token })
    expect(await liveFlag()).toBe(true)
    overlay.close()
    await eventually(liveFlag, (live) => live === false)
  })
})
