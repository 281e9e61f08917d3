import pg from 'pg'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { storeOverlayEvent } from '../../../server/modules/realtime/bus'
import { createChallengeSchedule } from '../../../server/modules/realtime/challenge-schedule'
import type { OverlayEventData } from '../../../server/modules/realtime/sse'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { buyFree, createFreeCards, newUseKey, postUseCard } from '../../support/fault-fixtures'
import { createClient } from '../../support/http'
import {
  createTestStreamer,
  emitOverlayEvent,
  type OverlayStream,
  openOverlayStream,
  sampleCard,
} from '../../support/overlay'
import { allowBackToBackUses, usesInLine } from '../../support/stream'
import { startTestApp } from '../../support/test-server'
import { describeOnEachDialect, describeOnPostgres } from '../../support/use-test-server'

// Servers over one database, as startTestServer and useTestServer cannot give: a restart, and
// (PostgreSQL) two instances. So each test starts and stops its own, on a database it drops after.

const ids = (events: OverlayEventData[]) => events.map((e) => e.id)

const startInstance = (database: TestDatabase) => startTestApp(database)

type Instance = Awaited<ReturnType<typeof startInstance>>

describeOnEachDialect('overlay across server lifetimes on %s', (dialect) => {
  const instances: Instance[] = []
  const streams: OverlayStream[] = []
  let database: TestDatabase | undefined
  const start = async () => {
    const instance = await startInstance(database as TestDatabase)
    instances.push(instance)
    return instance
  }
  const stream = async (instance: Instance, key: string, lastEventId?: number) => {
    const opened = await openOverlayStream(instance.url, key, { lastEventId })
    streams.push(opened)
    return opened
  }

  afterEach(async () => {
    for (const opened of streams.splice(0)) opened.close()
    for (const instance of instances.splice(0)) await instance.app.close()
    await database?.drop()
  })

  it('closes promptly with streams open, and replays after a restart what was stored before it', async () => {
    database = await createTestDatabase(dialect)
    const before = await start()
    const streamer = await createTestStreamer(before.app)
    const live = await stream(before, streamer.key)
    const seen = await emitOverlayEvent(before.app, streamer.user.id)
    await live.waitFor((events) => ids(events).includes(seen))
    live.close()
    await live.ended
    const missed = await emitOverlayEvent(
      before.app,
      streamer.user.id,
      sampleCard({ title: 'stored before' }),
    )

    // A stream still open must not hold the shutdown up.
    const lingering = await stream(before, streamer.key)
    const closing = Date.now()
    await before.app.close()
    instances.splice(instances.indexOf(before), 1)
    expect(Date.now() - closing).toBeLessThan(3000)
    await lingering.ended

    const after = await start()
    const resumed = await stream(after, streamer.key, seen)
    expect(resumed.status).toBe(200)
    await resumed.waitFor((events) => ids(events).length === 1)
    expect(ids(resumed.events)).toEqual([missed])
    const next = await emitOverlayEvent(after.app, streamer.user.id)
    await resumed.waitFor((events) => ids(events).length === 2)
    expect(ids(resumed.events)).toEqual([missed, next])
  })
})

describeOnPostgres('overlay with two instances on one PostgreSQL', () => {
  let database: TestDatabase
  let a: Instance
  let b: Instance
  const streams: OverlayStream[] = []

  beforeEach(async () => {
    database = await createTestDatabase('postgres')
    a = await startInstance(database)
    b = await startInstance(database)
    await Promise.all([a.app.overlayBus.listening(), b.app.overlayBus.listening()])
  })
  afterEach(async () => {
    for (const opened of streams.splice(0)) opened.close()
    await a?.app.close()
    await b?.app.close()
    await database?.drop()
  })

  it('delivers an event stored on one instance to an overlay on the other, once', async () => {
    const streamer = await createTestStreamer(a.app)
    const onB = await openOverlayStream(b.url, streamer.key)
    const onA = await openOverlayStream(a.url, streamer.key)
    streams.push(onA, onB)

    const first = await emitOverlayEvent(a.app, streamer.user.id)
    // B hears of A's event by its NOTIFY, later than of its own: the second is stored once the first
    // has arrived, as the live queue sends a streamer's next card only after the last one.
    await onB.waitFor((events) => ids(events).includes(first))
    const second = await emitOverlayEvent(b.app, streamer.user.id)
    await onB.waitFor((events) => ids(events).length === 2)
    await onA.waitFor((events) => ids(events).length === 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ids(onB.events)).toEqual([first, second])
    expect(ids(onA.events)).toEqual([first, second])
  })

  it('tells other instances of an event with its commit, and of a rolled-back one never', async () => {
    const streamer = await createTestStreamer(a.app)
    const onB = await openOverlayStream(b.url, streamer.key)
    streams.push(onB)
    const bus = a.app.overlayBus
    const store = (title: string) =>
      a.app.db.transaction().execute(async (trx) => {
        const eventId = await storeOverlayEvent(trx, streamer.user.id, sampleCard({ title }))
        await bus.notifyWithin(trx, { eventIds: [eventId], signals: [] })
        if (title === 'rolled back') throw new Error(title)
        return eventId
      })
    await expect(store('rolled back')).rejects.toThrow('rolled back')
    // Instance a never announces this one after its commit, as if it died right then.
    const told = await store('told with the commit')
    await onB.waitFor((events) => events.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ids(onB.events)).toEqual([told])
    expect(onB.events[0]?.title).toBe('told with the commit')
  })

  it('counts an overlay on the other instance as the stream being on: a use through one goes out there', async () => {
    const streamer = await createTestStreamer(a.app)
    await allowBackToBackUses(a.app.db, streamer.user.id)
    const viewer = await createTestStreamer(a.app, { userType: 'viewer' })
    const [first, second] = await createFreeCards(a.app.cards, streamer, 2, 'Across')
    const api = createClient(a.url)
    const use = async (card: typeof first) => {
      const bought = await buyFree(api, viewer.token, card as NonNullable<typeof card>)
      const used = await postUseCard(
        api,
        viewer.token,
        card?.id ?? '',
        bought.body.transaction._id,
        newUseKey(),
      )
      expect(used.status).toBe(200)
    }
    // No overlay anywhere: the use waits in line.
    await use(first)
    expect(await usesInLine(a.app.db, streamer.user.id)).toBe(1)

    // The overlay opens on the other instance: the line goes out there, and instance a counts it.
    const onB = await openOverlayStream(b.url, streamer.key)
    streams.push(onB)
    await onB.waitFor((events) => events.length === 1)
    await expect.poll(() => a.app.overlayBus.connectionCount(streamer.user.id)).toBe(1)
    await use(second)
    await onB.waitFor((events) => events.length === 2)
    expect(onB.events.map((event) => event.title)).toEqual([first?.title, second?.title])
  })

  it('re-listens when its LISTEN session is killed, and delivers what came meanwhile', async () => {
    const streamer = await createTestStreamer(a.app)
    const onB = await openOverlayStream(b.url, streamer.key)
    streams.push(onB)

    // Both instances lose their LISTEN sessions; the event goes out while nobody listens.
    const admin = new pg.Client({ connectionString: database.databaseUrl })
    await admin.connect()
    try {
      const killed = await admin.query(
        // This database's only: other test files' servers listen on a schema of the same name.
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and datname = current_database()`,
        [`LISTEN "overlay_${database.schema}"`],
      )
      expect(killed.rowCount).toBe(2)
    } finally {
      await admin.end()
    }
    const meanwhile = await emitOverlayEvent(a.app, streamer.user.id)
    await onB.waitFor((events) => ids(events).includes(meanwhile))
    const after = await emitOverlayEvent(a.app, streamer.user.id)
    await onB.waitFor((events) => ids(events).includes(after))
    expect(ids(onB.events)).toEqual([meanwhile, after])
  })

  it('counts overlays on every instance, and a rotation on one closes streams on the other', async () => {
    const streamer = await createTestStreamer(a.app)
    const status = async () =>
      (await createClient(a.url).get('/auth/user/overlay-status', { token: streamer.token })).body
    const onB = await openOverlayStream(b.url, streamer.key)
    streams.push(onB)
    await expect.poll(status).toMatchObject({ connected: true, connections: 1 })

    const rotated = await createClient(a.url).post(
      '/auth/user/regenerateStreamerURL',
      {},
      { token: streamer.token },
    )
    expect(rotated.status).toBe(200)
    await onB.ended
    await expect.poll(status).toMatchObject({ connected: false, connections: 0 })
  })

  it('broadcasts a challenge slot once, whichever instances try', async () => {
    const free = await createTestStreamer(a.app)
    const pro = await createTestStreamer(a.app, { plan: 'pro' })
    const freeOnB = await openOverlayStream(b.url, free.key)
    const proOnA = await openOverlayStream(a.url, pro.key)
    streams.push(freeOnB, proOnA)

    const intervalMs = 30 * 60_000
    const schedules = [a, b].map(({ app }) =>
      createChallengeSchedule({ db: app.db, bus: app.overlayBus, intervalMs, log: app.log }),
    )
    // A slot long past, so that the real schedule cannot claim it meanwhile.
    const slotAt = Math.floor(Date.now() / intervalMs) * intervalMs - 1000 * intervalMs
    const results = await Promise.all(
      schedules.flatMap((schedule) => [1, 2].map(() => schedule.broadcastSlot(slotAt))),
    )
    const broadcast = results.filter((id) => id !== undefined)
    expect(broadcast).toHaveLength(1)

    const isIt = (event: OverlayEventData) => event.id === broadcast[0]
    await freeOnB.waitFor((events) => events.some(isIt))
    await proOnA.waitFor((events) => events.some(isIt))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(freeOnB.events.filter(isIt)).toHaveLength(1)
    expect(freeOnB.events.find(isIt)).toMatchObject({ kind: 'challenge', branding: { siteName: 'Cardcast' } })
    expect(proOnA.events.find(isIt)?.branding).toBeUndefined()
  })
})
