import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CardRow } from '../../../server/db/schema-marketplace'
import { type Balancer, startBalancer } from '../../support/balancer'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { buyFree, createFreeCards, newUseKey, postUseCard } from '../../support/fault-fixtures'
import { type Client, createClient } from '../../support/http'
import { createTestStreamer, type FollowedOverlay, followOverlay } from '../../support/overlay'
import { walkPages } from '../../support/paging'
import { freePort } from '../../support/ports'
import {
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  stopServerProcess,
} from '../../support/server-process'
import { allowBursts, eventually } from '../../support/stream'
import { startTestApp } from '../../support/test-server'
import { describeOnPostgres } from '../../support/use-test-server'

// Three real server processes on one PostgreSQL behind HAProxy (docs/instances.md). Viewers browse,
// take free cards and use them through the balancer while each streamer's overlays, connected through
// it too, report every card on screen; one instance is killed with SIGKILL in the middle. Nothing any
// instance acknowledged is lost, the uses whose answers were lost are retried with their idempotency
// keys and happen once, and every overlay, reconnecting through the balancer with Last-Event-ID,
// receives every card of its streamer once and in the order they were stored.

const INSTANCES = 3
const STREAMERS = 2
/**
 * The first streamer has three OBS sources, the second one. A card one source reported shown is not
 * replayed to another that was away (docs/stream-control.md): with one source, it must get them all.
 */
const OVERLAYS_PER_STREAMER = [3, 1]
const VIEWERS_PER_STREAMER = 6
const ROUNDS = 12
/** The kill comes once this many uses were acknowledged, with every viewer's calls in flight. */
const KILL_AFTER_USES = 40
/** Answers a balancer gives for an instance that died under the request. */
const LOST_IN_FLIGHT = new Set([502, 503, 504])

interface Viewer {
  username: string
  token: string
  card: CardRow
}

interface Streamer {
  id: string
  key: string
  viewers: Viewer[]
  overlays: FollowedOverlay[]
}

describeOnPostgres('three instances behind HAProxy, one killed with SIGKILL mid-load', () => {
  let database: TestDatabase
  let balancer: Balancer | undefined
  const instances: ServerProcess[] = []
  const streamers: Streamer[] = []

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    const { app } = await startTestApp(database)
    try {
      for (let s = 0; s < STREAMERS; s++) {
        const streamer = await createTestStreamer(app, { plan: 'pro' })
        await allowBursts(app.db, streamer.user.id)
        const cards = await createFreeCards(app.cards, streamer, VIEWERS_PER_STREAMER, `Flash ${s}`)
        const viewers: Viewer[] = []
        for (const card of cards) {
          const viewer = await createTestStreamer(app, { userType: 'viewer' })
          viewers.push({ username: viewer.user.username, token: viewer.token, card })
        }
        streamers.push({ id: streamer.user.id, key: streamer.key, viewers, overlays: [] })
      }
    } finally {
      await app.close()
    }
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()))
    const balancerPort = await freePort()
    for (const port of ports) {
      instances.push(
        await startServerProcess(
          serverProcessEnv(database, port, {
            PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
            TRUST_PROXY: 'loopback',
            PAYMENTS_SIMULATED: '1',
          }),
        ),
      )
    }
    balancer = await startBalancer(ports, balancerPort)
  }, 120_000)

  afterAll(async () => {
    for (const streamer of streamers) for (const overlay of streamer.overlays) overlay.close()
    await balancer?.close()
    for (const instance of instances) await stopServerProcess(instance)
    await database?.drop()
  })

  /** Every card the viewer owns, as My Cards lists them. */
  const ownedBy = async (client: Client, viewer: Viewer) =>
    (
      await walkPages<{ transactionId: string; isUsed: boolean }>(
        client,
        viewer.token,
        (cursor) =>
          `/auth/user/getUserCards?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        (body) => body.cards as Array<{ transactionId: string; isUsed: boolean }>,
      )
    ).flatMap((page) => page.rows)

  /** My Cards read as the app reads it again after a call failed: a read the kill cut off is repeated. */
  const ownedAfterTheKill = async (client: Client, viewer: Viewer) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ownedBy(client, viewer)
      } catch (error) {
        if (attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }

  /** The streamer's card events as stored, in id order: what every overlay must receive. */
  const storedCardEvents = async (streamerId: string) => {
    const client = new pg.Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      const rows = await client.query<{ id: string }>(
        `select id from "${database.schema}".overlay_events where streamer_id = $1 and kind = 'card' order by id`,
        [streamerId],
      )
      return rows.rows.map((row) => Number(row.id))
    } finally {
      await client.end()
    }
  }

  it('loses nothing acknowledged, and every overlay gets every card once, in order', async () => {
    const url = (balancer as Balancer).url
    const api = createClient(url)
    for (const streamer of streamers) {
      const sources = OVERLAYS_PER_STREAMER[streamers.indexOf(streamer)] ?? 1
      for (let o = 0; o < sources; o++) streamer.overlays.push(await followOverlay(url, streamer.key))
    }

    const bought = new Map<string, string[]>()
    const used = new Map<string, string[]>()
    let unansweredBuys = 0
    const refusals: string[] = []
    let acknowledgedUses = 0
    const victim = instances[1] as ServerProcess

    /** A use, sent again with its key while the balancer says the instance died under it. */
    const sendUseUntilAnswered = async (viewer: Viewer, purchaseId: string) => {
      const key = newUseKey()
      for (let attempt = 0; attempt < 120; attempt++) {
        const answer = await postUseCard(api, viewer.token, viewer.card.id, purchaseId, key).catch(
          () => undefined,
        )
        if (answer?.status === 200) return true
        if (answer && !LOST_IN_FLIGHT.has(answer.status)) {
          refusals.push(`use ${answer.status} ${JSON.stringify(answer.body)}`)
          return false
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      refusals.push(`use ${purchaseId}: never answered`)
      return false
    }

    const load = async (viewer: Viewer) => {
      bought.set(viewer.username, [])
      used.set(viewer.username, [])
      for (let round = 0; round < ROUNDS; round++) {
        const market = await api.get('/auth/user/getCards').catch(() => undefined)
        if (market && market.status !== 200 && !LOST_IN_FLIGHT.has(market.status)) {
          refusals.push(`getCards ${market.status}`)
        }
        const purchase = await buyFree(api, viewer.token, viewer.card).catch(() => undefined)
        let purchaseId: string | undefined
        if (!purchase || LOST_IN_FLIGHT.has(purchase.status)) {
          // The instance died under it: stored or not, it was not acknowledged. The app's My Cards
          // shows which: a card there unused is this purchase.
          unansweredBuys += 1
          purchaseId = (await ownedAfterTheKill(api, viewer)).find((card) => !card.isUsed)?.transactionId
          if (!purchaseId) continue
        } else if (purchase.status === 201) {
          purchaseId = purchase.body.transaction._id
        } else {
          refusals.push(`buy ${purchase.status} ${JSON.stringify(purchase.body)}`)
          return
        }
        bought.get(viewer.username)?.push(purchaseId)
        if (!(await sendUseUntilAnswered(viewer, purchaseId))) return
        used.get(viewer.username)?.push(purchaseId)
        acknowledgedUses += 1
        if (acknowledgedUses === KILL_AFTER_USES) victim.child.kill('SIGKILL')
      }
    }
    await Promise.all(streamers.flatMap((streamer) => streamer.viewers.map(load)))
    expect(refusals).toEqual([])
    expect(victim.child.signalCode).toBe('SIGKILL')
    // The kill cut calls off (some purchases went unanswered when the balancer tried none of them twice).
    expect(acknowledgedUses).toBeGreaterThan(KILL_AFTER_USES)
    expect(acknowledgedUses + unansweredBuys).toBeGreaterThanOrEqual(
      STREAMERS * VIEWERS_PER_STREAMER * ROUNDS,
    )

    for (const streamer of streamers) {
      for (const viewer of streamer.viewers) {
        const owned = await ownedBy(api, viewer)
        const ids = owned.map((card) => card.transactionId)
        const acknowledged = bought.get(viewer.username) ?? []
        // Every purchase acknowledged (or found in My Cards after the kill) is there, once, and no other.
        expect(ids.sort()).toEqual([...acknowledged].sort())
        // Every acknowledged use is stored, and only those.
        const usedHere = owned.filter((card) => card.isUsed).map((card) => card.transactionId)
        expect(usedHere.sort()).toEqual([...(used.get(viewer.username) ?? [])].sort())
      }

      // One card event per use, each on the stream once and in stored order, across the kill.
      const uses = streamer.viewers.reduce(
        (total, viewer) => total + (used.get(viewer.username)?.length ?? 0),
        0,
      )
      const cardIds = (overlay: FollowedOverlay) =>
        overlay
          .events()
          .filter((event) => event.kind === 'card')
          .map((event) => event.id)
      const onStream = () => new Set(streamer.overlays.flatMap(cardIds))
      await eventually(
        () => storedCardEvents(streamer.id),
        (stored) => stored.length === uses && stored.every((id) => onStream().has(id)),
        60_000,
      )
      const stored = await storedCardEvents(streamer.id)
      for (const overlay of streamer.overlays) {
        // Never a card twice, never out of order, never one that is not the streamer's.
        expect(cardIds(overlay)).toEqual(stored.filter((id) => cardIds(overlay).includes(id)))
        // A source connected throughout gets every card.
        if (overlay.reconnects() === 0) {
          await overlay.waitFor(() => cardIds(overlay).length === stored.length, 30_000)
          expect(cardIds(overlay)).toEqual(stored)
        }
      }
      if (streamer.overlays.length === 1)
        expect(cardIds(streamer.overlays[0] as FollowedOverlay)).toEqual(stored)
    }
    // The kill reached the overlays: some had their stream on the victim and came back through the balancer.
    const reconnects = streamers.flatMap((streamer) =>
      streamer.overlays.map((overlay) => overlay.reconnects()),
    )
    expect(reconnects.some((count) => count > 0)).toBe(true)
  }, 240_000)
})
