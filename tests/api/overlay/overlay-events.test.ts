import { afterAll, beforeAll, expect, it } from 'vitest'
import { storeOverlayEvent } from '../../../server/modules/realtime/bus'
import { createOverlayEventsRepository } from '../../../server/modules/realtime/events-repository'
import type { OverlayEventData } from '../../../server/modules/realtime/sse'
import {
  createTestStreamer,
  emitOverlayEvent,
  type OverlayStream,
  openOverlayStream,
  sampleCard,
} from '../../support/overlay'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const BRANDING = { siteName: 'Cardcast Test', siteLogo: '/test-logo.svg' }

const ids = (events: OverlayEventData[]) => events.map((event) => event.id)
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describeOnEachDialect('overlay event stream on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const open: OverlayStream[] = []
  const stream = async (key: string, options?: Parameters<typeof openOverlayStream>[2]) => {
    const opened = await openOverlayStream(server.url, key, options)
    open.push(opened)
    return opened
  }

  beforeAll(async () => {
    await server.app.settings.set('general', { ...BRANDING, siteDescription: '' })
  })
  afterAll(() => {
    for (const opened of open) opened.close()
  })

  it('sends a used card to every stream of its streamer and to no other streamer', async () => {
    const alice = await createTestStreamer(server.app)
    const bob = await createTestStreamer(server.app)
    const [alice1, alice2, bob1] = await Promise.all([stream(alice.key), stream(alice.key), stream(bob.key)])
    expect(alice1.status).toBe(200)

    const card = sampleCard({
      title: 'Dance!',
      description: 'Do a dance',
      rarity: 'Legendary',
      usedBy: 'viewer1',
    })
    const eventId = await emitOverlayEvent(server.app, alice.user.id, card)
    await alice1.waitFor((events) => ids(events).length === 1)
    await alice2.waitFor((events) => ids(events).length === 1)
    expect(alice1.events[0]).toEqual({
      id: eventId,
      kind: 'card',
      title: 'Dance!',
      description: 'Do a dance',
      imageUrl: '/logo.svg',
      rarity: 'Legendary',
      duration: 10,
      usedBy: 'viewer1',
      branding: BRANDING,
    })
    await settle()
    expect(ids(bob1.events)).toEqual([])

    const forBob = await emitOverlayEvent(server.app, bob.user.id)
    await bob1.waitFor((events) => ids(events).length === 1)
    expect(ids(bob1.events)).toEqual([forBob])
    await settle()
    expect(ids(alice1.events)).toEqual([eventId])
  })

  it('delivers a streamer’s events in id order when their announcements come the other way round', async () => {
    const streamer = await createTestStreamer(server.app)
    const overlay = await stream(streamer.key)
    const first = await emitOverlayEvent(server.app, streamer.user.id, sampleCard({ title: 'First' }))
    await overlay.waitFor((events) => ids(events).length === 1)
    // Two requests commit in order, then the second announces first (it finished sooner).
    const { app } = server
    const store = (title: string) =>
      app.db.transaction().execute((trx) => storeOverlayEvent(trx, streamer.user.id, sampleCard({ title })))
    const second = await store('Second')
    const third = await store('Third')
    await app.overlayBus.announce(third)
    await app.overlayBus.announce(second)
    await overlay.waitFor((events) => ids(events).length === 3)
    await settle()
    expect(ids(overlay.events)).toEqual([first, second, third])
  })

  it('streams as text/event-stream, uncached, with a reconnect delay and a comment first', async () => {
    const { key } = await createTestStreamer(server.app)
    const response = await fetch(`${server.url}/overlay/events?key=${key}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toMatch(/no-cache/)
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toMatch(/^retry: \d+\n: connected\n\n/)
    await reader.cancel()
  })

  it('replays exactly the missed events, in order, after Last-Event-ID or ?lastEventId=', async () => {
    const { user, key } = await createTestStreamer(server.app)
    const first = await stream(key)
    const e1 = await emitOverlayEvent(server.app, user.id)
    const e2 = await emitOverlayEvent(server.app, user.id)
    await first.waitFor((events) => ids(events).length === 2)
    first.close()
    await first.ended

    const e3 = await emitOverlayEvent(server.app, user.id, sampleCard({ title: 'missed 1' }))
    const e4 = await emitOverlayEvent(server.app, user.id, sampleCard({ title: 'missed 2' }))
    expect([e1, e2, e3, e4]).toEqual([...[e1, e2, e3, e4]].sort((a, b) => a - b))

    const byHeader = await stream(key, { lastEventId: e2 })
    await byHeader.waitFor((events) => ids(events).length === 2)
    expect(byHeader.events.map((event) => event.title)).toEqual(['missed 1', 'missed 2'])
    const e5 = await emitOverlayEvent(server.app, user.id)
    await byHeader.waitFor((events) => ids(events).length === 3)
    await settle()
    expect(ids(byHeader.events)).toEqual([e3, e4, e5])

    const byQuery = await stream(key, { lastEventId: e2, lastEventIdInQuery: true })
    await byQuery.waitFor((events) => ids(events).length === 3)
    await settle()
    expect(ids(byQuery.events)).toEqual([e3, e4, e5])

    // A fresh stream replays nothing, but says where it starts, so a drop before its first card loses nothing.
    const fresh = await stream(key)
    await settle()
    expect(ids(fresh.events)).toEqual([])
    const cursor = fresh.cursor() as number
    expect(cursor).toBeGreaterThanOrEqual(e5)
    fresh.close()
    const e6 = await emitOverlayEvent(server.app, user.id)
    const resumed = await stream(key, { lastEventId: cursor })
    await resumed.waitFor((events) => ids(events).length === 1)
    expect(ids(resumed.events)).toEqual([e6])
  })

  it('replays only the last hour', async () => {
    const { user, key } = await createTestStreamer(server.app)
    const since = await emitOverlayEvent(server.app, user.id)
    const events = createOverlayEventsRepository(server.app.db)
    const { kind, ...payload } = sampleCard({ title: 'too old' })
    await events.insert(user.id, kind, payload, new Date(Date.now() - 61 * 60_000))
    const recent = await emitOverlayEvent(server.app, user.id, sampleCard({ title: 'recent' }))

    const replay = await stream(key, { lastEventId: since })
    await replay.waitFor((received) => ids(received).length === 1)
    await settle()
    expect(ids(replay.events)).toEqual([recent])
  })

  it('keeps a card on screen no longer than the bound', async () => {
    const { user, key } = await createTestStreamer(server.app)
    const live = await stream(key)
    await emitOverlayEvent(server.app, user.id, sampleCard({ duration: 100_000 }))
    await live.waitFor((events) => ids(events).length === 1)
    expect(live.events[0]?.duration).toBe(60)
  })

  it('refuses a missing or unknown key with JSON, never a stream', async () => {
    const unknown = await openOverlayStream(server.url, 'not-a-real-key')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ status: 'error', error: 'Unknown stream key.' })
    const missing = await client.get('/overlay/events')
    expect(missing.status).toBe(400)
  })

  it('gives a creator one stable stream URL and refuses viewers and strangers', async () => {
    const creator = await createTestStreamer(server.app)
    const first = await client.get<{ status: string; url: string }>('/auth/user/showStreamerURL', {
      token: creator.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.status).toBe('success')
    expect(first.body.url).toBe(`${server.url}/overlay/?key=${creator.key}`)
    expect(creator.key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const again = await client.get('/auth/user/showStreamerURL', { token: creator.token })
    expect(again.body.url).toBe(first.body.url)

    const viewer = await createTestStreamer(server.app, { userType: 'viewer' })
    const refused = await client.get('/auth/user/showStreamerURL', { token: viewer.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ status: 'error', error: expect.any(String) })
    expect((await client.post('/auth/user/regenerateStreamerURL', {}, { token: viewer.token })).status).toBe(
      403,
    )
    expect((await client.get('/auth/user/showStreamerURL')).status).toBe(401)
  })

  it('rotates the key: the old one is refused at once and its open streams are closed', async () => {
    const creator = await createTestStreamer(server.app)
    const old = await stream(creator.key)
    const rotated = await client.post<{ status: string; url: string }>(
      '/auth/user/regenerateStreamerURL',
      {},
      { token: creator.token },
    )
    expect(rotated.status).toBe(200)
    const newKey = new URL(rotated.body.url).searchParams.get('key') as string
    expect(newKey).not.toBe(creator.key)
    await old.ended
    expect((await openOverlayStream(server.url, creator.key)).status).toBe(404)

    const current = await stream(newKey)
    expect(current.status).toBe(200)
    const eventId = await emitOverlayEvent(server.app, creator.user.id)
    await current.waitFor((events) => ids(events).includes(eventId))
    const shown = await client.get('/auth/user/showStreamerURL', { token: creator.token })
    expect(shown.body.url).toBe(rotated.body.url)
  })

  it('reports whether an overlay is connected, and how many', async () => {
    const creator = await createTestStreamer(server.app)
    const status = async () =>
      (
        await client.get<{ connected: boolean; connections: number }>('/auth/user/overlay-status', {
          token: creator.token,
        })
      ).body
    expect(await status()).toEqual({ status: 'success', connected: false, connections: 0 })
    const one = await stream(creator.key)
    const two = await stream(creator.key)
    expect(await status()).toEqual({ status: 'success', connected: true, connections: 2 })
    one.close()
    await expect.poll(status).toMatchObject({ connected: true, connections: 1 })
    two.close()
    await expect.poll(status).toMatchObject({ connected: false, connections: 0 })
  })

  it("sends a test card to the creator's overlay, without branding on Creator Pro", async () => {
    const creator = await createTestStreamer(server.app, { plan: 'pro' })
    const live = await stream(creator.key)
    const sent = await client.post<{ eventId: number }>(
      '/auth/user/overlay/test-card',
      {},
      { token: creator.token },
    )
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'success', eventId: expect.any(Number) })
    await live.waitFor((events) => ids(events).includes(sent.body.eventId))
    const shown = live.events[0]
    expect(shown).toMatchObject({ kind: 'test', usedBy: creator.user.username })
    expect(shown?.branding).toBeUndefined()

    const viewer = await createTestStreamer(server.app, { userType: 'viewer' })
    expect((await client.post('/auth/user/overlay/test-card', {}, { token: viewer.token })).status).toBe(403)
  })
})
