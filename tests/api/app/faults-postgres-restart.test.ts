import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CardRow } from '../../../server/db/schema-marketplace'
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../server/plugins/errors'
import { buyFree, createFreeCards, newUseKey, postUseCard } from '../../support/fault-fixtures'
import { type Client, createClient } from '../../support/http'
import { createTestStreamer, type OverlayStream, openOverlayStream } from '../../support/overlay'
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../../support/private-postgres'
import { allowBursts, usesInLine } from '../../support/stream'
import { startTestApp, type TestApp } from '../../support/test-server'

// Item 3 (faults): PostgreSQL stopped and started under two running server instances. While
// it is down, calls answer 503 with the shared error body and a clear message, and nothing crashes;
// once it is back, calls work without a restart, each instance's LISTEN session is back, and an
// overlay connected to the other instance than the one the cards are used on misses nothing.
// The PostgreSQL is a private one (tests/support/private-postgres.ts): the shared one serves others.

const binDir = postgresBinDir()
if (!binDir) {
  const why = 'no PostgreSQL binaries (initdb, pg_ctl) in /usr/local/bin or /usr/lib/postgresql/*/bin'
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`)
  console.warn(`notice: PostgreSQL restart test skipped: ${why}`)
}

const unavailable = {
  status: 'error',
  success: false,
  error: DATABASE_UNAVAILABLE_MESSAGE,
  message: DATABASE_UNAVAILABLE_MESSAGE,
}

describe.runIf(binDir)('PostgreSQL stopped and started under running servers', () => {
  let postgres: PrivatePostgres
  let first: { app: TestApp; url: string }
  let second: { app: TestApp; url: string }
  let api: Client
  const streams: OverlayStream[] = []

  beforeAll(async () => {
    postgres = await startPrivatePostgres(binDir as string)
    const database = {
      dialect: 'postgres' as const,
      databaseUrl: postgres.url,
      schema: 'cardcast',
      drop: async () => {},
    }
    first = await startTestApp({ ...database, dataDir: mkdtempSync(join(tmpdir(), 'cardcast-pg-a-')) })
    second = await startTestApp({ ...database, dataDir: mkdtempSync(join(tmpdir(), 'cardcast-pg-b-')) })
    await Promise.all([first.app.overlayBus.listening(), second.app.overlayBus.listening()])
    api = createClient(first.url)
  })

  afterAll(async () => {
    for (const stream of streams) stream.close()
    await first?.app.close()
    await second?.app.close()
    await postgres?.destroy()
  })

  /** Sessions of the database listening for overlay notifications (one per instance when all is well). */
  async function listeners(): Promise<number> {
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where query ilike 'LISTEN %'",
      )
      return Number(rows[0]?.n ?? 0)
    } finally {
      await client.end()
    }
  }

  it('answers 503 while it is down, works again once it is back, and overlays miss nothing', async () => {
    const streamer = await createTestStreamer(first.app)
    await allowBursts(first.app.db, streamer.user.id)
    const viewer = await createTestStreamer(first.app, { userType: 'viewer' })
    const cards: CardRow[] = await createFreeCards(first.app.cards, streamer, 5, 'Outage card')
    const purchases: string[] = []
    for (const card of cards) {
      const bought = await buyFree(api, viewer.token, card)
      expect(bought.status).toBe(201)
      purchases.push(bought.body.transaction._id)
    }
    const use = (index: number, key = newUseKey()) =>
      postUseCard(api, viewer.token, cards[index]?.id as string, purchases[index] as string, key)

    // The overlay is connected to the second instance; cards are used through the first.
    const overlay = await openOverlayStream(second.url, streamer.key)
    streams.push(overlay)
    expect(overlay.status).toBe(200)
    expect(await listeners()).toBe(2)
    expect((await use(0)).status).toBe(200)
    await overlay.waitFor((events) => events.length === 1)

    await postgres.stop()

    // Down: the calls a viewer and an overlay make answer 503 with the reason, never a 500.
    const downKey = newUseKey()
    const calls = [
      await buyFree(api, viewer.token, cards[1] as CardRow),
      await use(1, downKey),
      await api.get('/auth/user/getUserCards', { token: viewer.token }),
      await api.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username: 'outage',
        emailId: 'outage@example.test',
        password: 'secret123',
      }),
      await createClient(second.url).get(`/overlay/events?key=${encodeURIComponent(streamer.key)}`),
    ]
    for (const answer of calls) {
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual(unavailable)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect((await api.get('/healthz')).status).toBe(503)
    // Both instances are still up (answering), and the open overlay stays connected.
    expect((await createClient(second.url).get('/healthz')).status).toBe(503)

    await postgres.start()

    // Back, with no restart of either instance: the use refused while down goes through (same key).
    await expect
      .poll(async () => (await use(1, downKey)).status, { timeout: 30_000, interval: 250 })
      .toBe(200)
    // Each instance listens again.
    await expect.poll(listeners, { timeout: 30_000, interval: 250 }).toBe(2)
    expect((await use(2)).status).toBe(200)
    expect((await use(3)).status).toBe(200)

    // The overlay that stayed connected gets every card used, once and in order, each sent on the
    // report of the one before.
    await overlay.waitFor((events) => events.length >= 4, 30_000)
    const ids = overlay.events.map((event) => Number(event.id))
    expect(ids).toHaveLength(4)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    await expect.poll(() => usesInLine(first.app.db, streamer.user.id), { timeout: 10_000 }).toBe(0)

    // A new overlay on either instance replays none of the cards already shown.
    for (const url of [second.url, first.url]) {
      const replay = await openOverlayStream(url, streamer.key, { lastEventId: 0, reportShown: false })
      streams.push(replay)
      expect(replay.status).toBe(200)
      await replay.waitFor(() => replay.states.length === 1)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(replay.events.filter((event) => event.kind === 'card')).toEqual([])
    }

    // And live delivery across instances goes on: one more use reaches the overlay.
    expect((await use(4)).status).toBe(200)
    await overlay.waitFor((events) => events.length === 5)
    expect(Number(overlay.events[4]?.id)).toBeGreaterThan(ids[3] ?? 0)
  }, 60_000)
})
