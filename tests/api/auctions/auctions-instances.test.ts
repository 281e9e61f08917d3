import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { bid, startAuction } from '../../support/auctions'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { freePort } from '../../support/ports'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process'
import { eventually } from '../../support/stream'
import { TEST_JWT_SECRET, type TestServer } from '../../support/test-server'
import { describeOnPostgres, useTestServer } from '../../support/use-test-server'

// An auction ends exactly once with several instances sweeping one PostgreSQL, and after the
// instances that would have ended it were killed, by the first sweep of the one started next. The
// test's own server never sweeps here (DELIVERY_SWEEP_SECONDS of an hour): the child processes do.
describeOnPostgres('auctions across instances', () => {
  const { server, client } = useTestServer('postgres', { env: { DELIVERY_SWEEP_SECONDS: '3600' } })
  const children: ServerProcess[] = []
  afterAll(async () => {
    for (const child of children) await stopServerProcess(child)
  })

  async function startInstance(first: TestServer) {
    const port = await freePort()
    const child = await startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-auction-')),
      DATABASE_URL: first.app.config.databaseUrl,
      DATABASE_SCHEMA: first.app.config.databaseSchema,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: first.smtp.url,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      DELIVERY_SWEEP_SECONDS: '0.1',
      NODE_ENV: 'production',
    })
    children.push(child)
    return child
  }

  /** An auction with two bids whose bidding time runs out now (the end is written, as time would). */
  async function auctionEndingNow() {
    const streamer = await createCreatorAccount(server)
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const card = await createCard(client, streamer, { cardTitle: 'Across instances' })
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 50 })
    await bid(client, ana, id, 50)
    await bid(client, ben, id, 60)
    const endsAt = new Date(Date.now() + 300).toISOString()
    await server.app.db.updateTable('auctions').set({ ends_at: endsAt }).where('id', '=', id).execute()
    return { id, endsAt, ben }
  }
  const auctionRow = (id: string) =>
    server.app.db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const offersOf = (id: string) =>
    server.app.db.selectFrom('auction_offers').selectAll().where('auction_id', '=', id).execute()

  it('ends once, with one offer to the highest bidder, while two instances sweep', async () => {
    await Promise.all([startInstance(server), startInstance(server)])
    const { id, endsAt, ben } = await auctionEndingNow()
    const ended = await eventually(
      () => auctionRow(id),
      (row) => row.status !== 'live',
    )
    expect(ended).toMatchObject({ status: 'awaiting-payment', ended_at: endsAt, live: null })
    // Many sweeps later, still one end and one offer.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const offers = await offersOf(id)
    expect(offers).toHaveLength(1)
    expect(offers[0]).toMatchObject({ bidder_id: ben.userId, status: 'open' })
    expect(Number(offers[0]?.amount_paise)).toBe(6000)
  }, 60_000)

  it('ends once after the instances that would have ended it were killed, when another starts', async () => {
    for (const child of children.splice(0)) {
      child.child.kill('SIGKILL')
      await stopServerProcess(child)
    }
    const { id, endsAt } = await auctionEndingNow()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await auctionRow(id)).status).toBe('live')

    await startInstance(server)
    const ended = await eventually(
      () => auctionRow(id),
      (row) => row.status !== 'live',
    )
    expect(ended).toMatchObject({ status: 'awaiting-payment', ended_at: endsAt })
    expect(await offersOf(id)).toHaveLength(1)
  }, 60_000)
})
