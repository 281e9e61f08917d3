import { afterAll, beforeAll, expect, it } from 'vitest'
import type { OverlayEventData } from '../../../contract/overlay'
import type { CardRow } from '../../../server/db/schema-marketplace'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { buyFree, createFreeCards, newUseKey, postUseCard } from '../../support/fault-fixtures'
import { type Client, createClient } from '../../support/http'
import { createTestStreamer, type OverlayStream, openOverlayStream } from '../../support/overlay'
import { walkPages } from '../../support/paging'
import { freePort } from '../../support/ports'
import {
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  stopServerProcess,
} from '../../support/server-process'
import { allowBursts, approveViewers } from '../../support/stream'
import { startTestApp } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// The server killed with SIGKILL in the middle of a burst of free-card purchases and uses from several
// viewers, with the streamer's overlay connected (and reporting each card on screen); then started
// again on the same database. Every purchase and use it acknowledged is there, none twice; the uses
// that were in flight, retried with their idempotency keys, happen once; and the overlay, reconnecting
// with Last-Event-ID, gets every used card once: what it missed, then the rest of the line.

const VIEWERS = 8
/** The kill comes once this many uses were acknowledged, while the other viewers' calls are in flight. */
const KILL_AFTER_USES = 40

interface Viewer {
  username: string
  token: string
  card: CardRow
}

interface OwnedCard {
  transactionId: string
  isUsed: boolean
}

describeOnEachDialect('a server killed with SIGKILL mid-burst on %s', (dialect) => {
  let database: TestDatabase
  let port: number
  let server: ServerProcess | undefined
  const streams: OverlayStream[] = []
  let streamerKey: string
  const viewers: Viewer[] = []
  /** A viewer who starts only after the restart: live delivery goes on. */
  let late: Viewer

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    // The accounts and cards, made in the database before the real server starts on it.
    const { app } = await startTestApp(database)
    try {
      const streamer = await createTestStreamer(app)
      streamerKey = streamer.key
      // A burst lets each viewer have more than the default few uses waiting at once.
      await allowBursts(app.db, streamer.user.id)
      const cards = await createFreeCards(app.cards, streamer, VIEWERS + 1, 'Burst card')
      for (const card of cards) {
        const viewer = await createTestStreamer(app, { userType: 'viewer' })
        viewers.push({ username: viewer.user.username, token: viewer.token, card })
        // Each event is told by its viewer's name: named on air once the streamer approved them.
        await approveViewers(app.db, streamer.user.id, [viewer.user.id])
      }
      late = viewers.pop() as Viewer
    } finally {
      await app.close()
    }
    port = await freePort()
  })

  afterAll(async () => {
    for (const stream of streams) stream.close()
    if (server) await stopServerProcess(server)
    await database?.drop()
  })

  const start = () => startServerProcess(serverProcessEnv(database, port))

  /** Every card the viewer owns, through the API, as My Cards lists them. */
  const ownedBy = async (client: Client, viewer: Viewer) =>
    (
      await walkPages<OwnedCard>(
        client,
        viewer.token,
        (cursor) =>
          `/auth/user/getUserCards?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        (body) => body.cards as OwnedCard[],
      )
    ).flatMap((page) => page.rows)

  it('keeps every acknowledged purchase and use, once, and the overlay gets each card once', async () => {
    server = await start()
    const url = `http://127.0.0.1:${port}`
    const api = createClient(url)
    const before = await openOverlayStream(url, streamerKey)
    streams.push(before)
    expect(before.status).toBe(200)

    const bought = new Map<string, string[]>(viewers.map((viewer) => [viewer.username, []]))
    const used = new Map<string, string[]>(viewers.map((viewer) => [viewer.username, []]))
    /** Uses sent but not answered when the server died: retried after the restart with their keys. */
    const unanswered: Array<{ viewer: Viewer; purchaseId: string; key: string }> = []
    const refusals: string[] = []
    let acknowledgedUses = 0
    let killed = false
    const victim = server

    const burst = async (viewer: Viewer) => {
      while (!killed) {
        let purchase: Awaited<ReturnType<typeof buyFree>>
        try {
          purchase = await buyFree(api, viewer.token, viewer.card)
        } catch {
          return // the server died under this call: not acknowledged
        }
        if (purchase.status !== 201) {
          refusals.push(`buy ${purchase.status} ${JSON.stringify(purchase.body)}`)
          return
        }
        const purchaseId = purchase.body.transaction._id
        bought.get(viewer.username)?.push(purchaseId)
        const key = newUseKey()
        let use: Awaited<ReturnType<typeof postUseCard>>
        try {
          use = await postUseCard(api, viewer.token, viewer.card.id, purchaseId, key)
        } catch {
          unanswered.push({ viewer, purchaseId, key })
          return
        }
        if (use.status !== 200) {
          refusals.push(`use ${use.status} ${JSON.stringify(use.body)}`)
          return
        }
        used.get(viewer.username)?.push(purchaseId)
        acknowledgedUses += 1
        if (acknowledgedUses >= KILL_AFTER_USES && !killed) {
          killed = true
          victim.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(viewers.map(burst))
    expect(refusals).toEqual([])
    expect(killed).toBe(true)
    await before.ended
    if (victim.child.exitCode === null && victim.child.signalCode === null)
      await new Promise((resolve) => victim.child.once('exit', resolve))
    expect(victim.child.signalCode).toBe('SIGKILL')

    // Started again on the same database; the overlay reconnects as EventSource does.
    server = await start()
    const lastSeen = before.events.at(-1)?.id ?? before.cursor() ?? 0
    const after = await openOverlayStream(url, streamerKey, { lastEventId: lastSeen })
    streams.push(after)
    expect(after.status).toBe(200)

    // The uses left unanswered are retried with their keys (the offline queue does so): each once.
    for (const { viewer, purchaseId, key } of unanswered) {
      const retried = await postUseCard(api, viewer.token, viewer.card.id, purchaseId, key)
      expect(retried.status, JSON.stringify(retried.body)).toBe(200)
      used.get(viewer.username)?.push(purchaseId)
    }
    // And the stream goes on: a use after the restart reaches the reconnected overlay live.
    const purchase = await buyFree(api, late.token, late.card)
    expect(purchase.status).toBe(201)
    expect(
      (await postUseCard(api, late.token, late.card.id, purchase.body.transaction._id, newUseKey())).status,
    ).toBe(200)

    // The line goes out one card at a time, each on the overlay's report: the late use, last in line,
    // arrives after every other.
    const isLate = (events: OverlayEventData[]) => events.some((event) => event.usedBy === late.username)
    await after.waitFor(isLate, 30_000)

    // The overlay got every card once, across the kill: no event twice, no use on two events.
    const seen = [...before.events, ...after.events].filter((event) => event.kind === 'card')
    expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length)

    for (const viewer of viewers) {
      const owned = await ownedBy(api, viewer)
      const ids = owned.map((card) => card.transactionId)
      const acknowledged = bought.get(viewer.username) ?? []
      // Every acknowledged purchase is there, once; at most one more (bought as the server died).
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toEqual(expect.arrayContaining(acknowledged))
      expect(ids.length - acknowledged.length).toBeLessThanOrEqual(1)
      // Every acknowledged use is there, and no purchase made two events on the stream.
      const usedHere = owned.filter((card) => card.isUsed).map((card) => card.transactionId)
      expect(usedHere.sort()).toEqual([...(used.get(viewer.username) ?? [])].sort())
      const events = seen.filter((event) => event.usedBy === viewer.username)
      expect(events, viewer.username).toHaveLength(usedHere.length)
    }
  }, 60_000)
})
