import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CommunityResponse, PledgeOrderResponse } from '../../../contract/community'
import { signPayment } from '../../../server/lib/razorpay'
import { createCard } from '../../support/cards'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type Client, createClient } from '../../support/http'
import { createClockFile } from '../../support/money'
import { freePort } from '../../support/ports'
import {
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  stopServerProcess,
} from '../../support/server-process'
import { eventually } from '../../support/stream'
import { startTestApp, type TestServer } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// An unfunded community card refunds every contribution exactly once, even when the server is killed
// with SIGKILL in the middle of a refund: Razorpay (a stand-in here) took the refund request and the
// server died before hearing the answer. The next server, on the same database, sends that refund
// again with the same idempotency key once its claim runs out, and Razorpay answers the refund it
// made: one refund per contribution at the provider, one `pledge-refund` group per contribution in
// the books, whatever died when.

const KEYS = { keyId: 'rzp_test_community', keySecret: 'community-secret' }
const MINUTE = 60_000

/** Razorpay's REST API as far as contributions need it: orders, and refunds made once per idempotency key. */
async function startRazorpay() {
  let orders = 0
  /** Idempotency key → the refund made for it, and how often it was asked. */
  const refunds = new Map<string, { id: string; paymentId: string; amount: number; asks: number }>()
  let holdFirstRefund = true
  let onHeld: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    onHeld = resolve
  })
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      const body = JSON.parse(raw || '{}') as { amount?: number }
      if (req.method === 'POST' && req.url === '/v1/orders') return json(200, { id: `order_cc${++orders}` })
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')
      if (req.method === 'POST' && refund) {
        const key = String(req.headers['x-refund-idempotency'] ?? '')
        const made = refunds.get(key) ?? {
          id: `rfnd_${refunds.size + 1}`,
          paymentId: decodeURIComponent(refund[1] ?? ''),
          amount: Number(body.amount),
          asks: 0,
        }
        made.asks += 1
        refunds.set(key, made)
        // The first refund is made, but its answer never leaves: the server dies waiting for it.
        if (holdFirstRefund) {
          holdFirstRefund = false
          onHeld?.()
          return
        }
        return json(200, { id: made.id, status: 'processed', amount: made.amount })
      }
      return json(404, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refunds,
    held,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describeOnEachDialect('a community card refunded across a SIGKILL on %s', (dialect) => {
  let database: TestDatabase
  let razorpay: Awaited<ReturnType<typeof startRazorpay>>
  /** The same database, never sweeping (its sweep is an hour away): what the test reads. */
  let inspector: TestServer['app'] | undefined
  let port: number
  const clock = createClockFile()
  const servers: ServerProcess[] = []
  let streamer: TestAccount
  let cardId: string
  let contributors: TestAccount[]

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    razorpay = await startRazorpay()
    const { app } = await startTestApp(database, { DELIVERY_SWEEP_SECONDS: '3600' })
    inspector = app
    const server = { app } as TestServer
    streamer = await createCreatorAccount(server)
    contributors = [
      await createVerifiedAccount(server),
      await createVerifiedAccount(server),
      await createVerifiedAccount(server),
    ]
    port = await freePort()
    const client = createClient(`http://127.0.0.1:${port}`)
    servers.push(await start())
    cardId = (await createCard(client, streamer, { cardTitle: 'Refunded once' }))._id
  })

  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server)
    await razorpay?.close()
    await inspector?.close()
    await database?.drop()
    clock.remove()
  })

  const start = () =>
    startServerProcess(
      serverProcessEnv(database, port, {
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_API_URL: razorpay.url,
        CLOCK_OFFSET_FILE: clock.file,
        DELIVERY_SWEEP_SECONDS: '0.1',
      }),
    )

  /** A contribution paid through Razorpay's checkout: the order, the signed payment, verify, confirm. */
  async function chipIn(client: Client, viewer: TestAccount, id: string, amount: number, n: number) {
    const order = await client.post<PledgeOrderResponse>(
      `/auth/user/community-cards/${id}/pledges`,
      { amount },
      { token: viewer.token },
    )
    expect(order.body).toMatchObject({ provider: 'razorpay', amount })
    const paymentId = `pay_cc${n}`
    const signature = signPayment(KEYS.keySecret, order.body.orderId, paymentId)
    const verified = await client.post(
      '/auth/user/payment-verify',
      { orderId: order.body.orderId, paymentId, signature },
      { token: viewer.token },
    )
    expect(verified.status).toBe(200)
    const confirmed = await client.post<CommunityResponse>(
      `/auth/user/community-cards/${id}/pledges/confirm`,
      { orderId: order.body.orderId, paymentId },
      { token: viewer.token },
    )
    expect(confirmed.status).toBe(201)
    return paymentId
  }

  it('refunds each contribution once, the one whose answer the killed server never heard included', async () => {
    const db = (inspector as TestServer['app']).db
    const client = createClient(`http://127.0.0.1:${port}`)
    const started = await client.post<CommunityResponse>(
      '/auth/user/community-cards',
      { cardId, goal: 1000, minutes: 5 },
      { token: streamer.token },
    )
    expect(started.status).toBe(201)
    const id = started.body.community.id
    const payments = [
      await chipIn(client, contributors[0] as TestAccount, id, 100, 1),
      await chipIn(client, contributors[1] as TestAccount, id, 40, 2),
      await chipIn(client, contributors[2] as TestAccount, id, 25, 3),
    ]

    // The deadline passes: the sweep ends the card and sends the first refund, whose answer never comes.
    clock.set(6 * MINUTE)
    await razorpay.held
    const victim = servers.pop() as ServerProcess
    victim.child.kill('SIGKILL')
    await stopServerProcess(victim)
    const claimed = await db
      .selectFrom('community_pledges')
      .selectAll()
      .where('community_id', '=', id)
      .where('status', '=', 'refunding')
      .execute()
    expect(claimed).toHaveLength(1)
    expect(
      (await db.selectFrom('community_cards').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('unfunded')

    // Another server starts; once the dead one's claim has run out, it sends everything left.
    clock.set(6 * MINUTE + 31_000)
    servers.push(await start())
    const rows = await eventually(
      () => db.selectFrom('community_pledges').selectAll().where('community_id', '=', id).execute(),
      (found) => found.length === 3 && found.every((row) => row.status === 'refunded'),
      20_000,
    )
    // At the provider: one refund per contribution, each in full; the held one was asked twice, with its key.
    expect([...razorpay.refunds.values()].map((refund) => refund.paymentId).sort()).toEqual(
      [...payments].sort(),
    )
    const first = razorpay.refunds.get(`pledge-refund-${claimed[0]?.id}`)
    expect(first?.asks).toBe(2)
    for (const row of rows) {
      const made = razorpay.refunds.get(`pledge-refund-${row.id}`)
      expect(made).toMatchObject({
        id: row.refund_id,
        paymentId: row.payment_id,
        amount: Number(row.amount_paise),
      })
    }
    // In the books: one refund group per contribution, and nothing left in the pledges account.
    const lines = await db.selectFrom('ledger_entries').selectAll().execute()
    for (const row of rows)
      expect(lines.filter((line) => line.group_key === `pledge-refund:${row.id}`)).toHaveLength(2)
    const pledged = lines
      .filter((line) => line.account === 'pledges')
      .reduce((sum, line) => sum + Number(line.amount_paise), 0)
    expect(pledged).toBe(0)

    // Many sweeps later, still one refund each.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(razorpay.refunds.size).toBe(3)
    const after = await db
      .selectFrom('ledger_entries')
      .select('id')
      .where('group_key', 'like', 'pledge-refund:%')
      .execute()
    expect(after).toHaveLength(6)
  }, 90_000)
})
