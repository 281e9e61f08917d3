import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CardRow } from '../../../server/db/schema-marketplace'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { buyFree, createFreeCards } from '../../support/fault-fixtures'
import { type Client, createClient } from '../../support/http'
import { freePort } from '../../support/ports'
import {
  openPush,
  type PushDevice,
  type PushServiceStandIn,
  type ReceivedPush,
  startPushServiceStandIn,
} from '../../support/push-service-stand-in'
import {
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  stopServerProcess,
} from '../../support/server-process'
import { eventually } from '../../support/stream'
import { startTestApp, type TestServer } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// A push goes from the push outbox, written in the transaction of its event (modules/push): a server
// killed with SIGKILL after the event's commit, before its push service took the push, sends it once
// it is started again; and a push the service took before the kill is not sent again. Here the streamer
// approves a viewer's card (taken at once), then rejects it while the viewer's push service cannot take
// it (503); the server dies, perhaps holding its claim on the push (it lapses after the sender's lease,
// 30 s); started again on the same database, with the service well, it delivers the rejection once,
// and the approval stays delivered once (the stand-in counts what it took).

interface Person {
  token: string
}

describeOnEachDialect('pushes across a server killed with SIGKILL on %s', (dialect) => {
  let database: TestDatabase
  let port: number
  let server: ServerProcess | undefined
  let pushService: PushServiceStandIn
  let streamer: Person
  let viewer: Person
  let card: CardRow

  beforeAll(async () => {
    pushService = await startPushServiceStandIn()
    database = await createTestDatabase(dialect)
    // The accounts and the card, made in the database before the real server starts on it.
    const { app } = await startTestApp(database)
    try {
      // With real sessions, as a sign-in makes them: a device's pushes follow its session.
      const here = { app } as TestServer
      const creator = await createCreatorAccount(here)
      streamer = { token: creator.token }
      viewer = { token: (await createVerifiedAccount(here)).token }
      const owner = { user: { id: creator.userId, username: creator.username, email: creator.emailId } }
      ;[card] = (await createFreeCards(app.cards, owner, 1, 'Push card')) as [CardRow]
    } finally {
      await app.close()
    }
    port = await freePort()
  })

  afterAll(async () => {
    if (server) await stopServerProcess(server)
    await database?.drop()
    await pushService?.close()
  })

  const start = () => startServerProcess(serverProcessEnv(database, port))
  const taken = (device: PushDevice) =>
    pushService.pushesTo(device).filter((push: ReceivedPush) => push.status === 201)

  /** The viewer's use of the card with text of their own: held for the streamer's approval. */
  async function heldUse(api: Client): Promise<string> {
    const purchase = await buyFree(api, viewer.token, card)
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201)
    const used = await api.post<{ useId: string }>(
      '/auth/user/useCard',
      { cardId: card.id, transactionId: purchase.body.transaction._id, cardTitle: 'Sing it loud' },
      { token: viewer.token },
    )
    expect(used.status, JSON.stringify(used.body)).toBe(200)
    return used.body.useId
  }

  it('delivers a push whose event committed before the kill once, and none twice', async () => {
    server = await start()
    const url = `http://127.0.0.1:${port}`
    const api = createClient(url)
    const device = pushService.newDevice()
    expect(
      (await api.post('/auth/user/push-subscriptions', device.subscription, { token: viewer.token })).status,
    ).toBe(200)
    const useId = await heldUse(api)

    // Approved: the push service takes it before anything goes wrong.
    expect(
      (await api.post(`/auth/user/stream-queue/${useId}/approve`, {}, { token: streamer.token })).status,
    ).toBe(200)
    await pushService.waitFor(device, 1)
    expect(taken(device)).toHaveLength(1)

    // Rejected while the push service cannot take it: committed, answered, not yet delivered.
    pushService.answer(device, 503)
    const rejected = await api.post(
      `/auth/user/stream-queue/${useId}/reject`,
      { reason: 'Too loud' },
      { token: streamer.token },
    )
    expect(rejected.status).toBe(200)
    await pushService.waitFor(device, 2)
    const victim = server
    victim.child.kill('SIGKILL')
    await new Promise((resolve) => victim.child.once('exit', resolve))
    expect(victim.child.signalCode).toBe('SIGKILL')
    expect(taken(device)).toHaveLength(1)

    // Started again on the same database, the push service well again: the rejection arrives.
    pushService.answer(device, 201)
    server = await start()
    await eventually(
      async () => taken(device).length,
      (count) => count === 2,
      30_000,
    )
    const publicKey = String((await api.get('/push/public-key')).body.publicKey)
    const bodies = await Promise.all(
      taken(device).map(async (push) => (await openPush(device, push, publicKey)).payload.notification),
    )
    expect(bodies.map((notification) => notification.title)).toEqual(['Card approved', 'Card rejected'])
    expect(bodies[1]?.body).toBe(
      "Your card 'Sing it loud' was rejected: Too loud. The card is back in My Cards to use again.",
    )

    // Stopped, the server sends nothing more: each push was taken once, and none waits to go again.
    await stopServerProcess(server)
    server = undefined
    expect(taken(device)).toHaveLength(2)
    const { app } = await startTestApp(database)
    try {
      const unsent = await app.db
        .selectFrom('push_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .execute()
      expect(unsent).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
