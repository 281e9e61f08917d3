import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { startBattle } from '../../support/battles'
import { buyPaidCard, createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { holdTransactionOpen } from '../../support/held-transaction'
import { openOverlayStream } from '../../support/overlay'
import { freePort } from '../../support/ports'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process'
import { eventually, streamKeyOf } from '../../support/stream'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnPostgres, useTestServer } from '../../support/use-test-server'

// A battle ends exactly once with several instances sweeping one PostgreSQL: while two sweep; when
// the instance that was ending it is killed half-way through its transaction (the forfeit written,
// the result not yet), the other ends it, once, and an overlay of that other instance gets the forfeit
// and the result; and after every instance was killed, by the first sweep of the one started next.
// The test's own server never sweeps (DELIVERY_SWEEP_SECONDS of an hour): the child processes do.
describeOnPostgres('card battles across instances', () => {
  const { server, client } = useTestServer('postgres', { env: { DELIVERY_SWEEP_SECONDS: '3600' } })
  const children: ServerProcess[] = []
  afterAll(async () => {
    for (const child of children) await stopServerProcess(child)
  })

  async function startInstance() {
    const port = await freePort()
    const child = await startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-battles-')),
      DATABASE_URL: server.app.config.databaseUrl,
      DATABASE_SCHEMA: server.app.config.databaseSchema,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      DELIVERY_SWEEP_SECONDS: '0.1',
      NODE_ENV: 'test',
    })
    children.push(child)
    return { child, url: `http://127.0.0.1:${port}` }
  }

  async function kill(instance: ServerProcess) {
    instance.child.kill('SIGKILL')
    await stopServerProcess(instance)
    children.splice(children.indexOf(instance), 1)
  }

  /** A running battle that Uma leads by a ₹50 sale: Vik loses it when it ends by time. */
  async function runningBattle() {
    const uma = await createCreatorAccount(server)
    const vik = await createCreatorAccount(server)
    const [umaForfeit, vikForfeit, umaCard] = [
      await createCard(client, uma, { cardTitle: 'Uma forfeits' }),
      await createCard(client, vik, { cardTitle: 'Vik forfeits' }),
      await createCard(client, uma, { cardTitle: 'Uma sells', price: 50 }),
    ]
    const battle = await startBattle(client, uma, vik, { inviter: umaForfeit._id, opponent: vikForfeit._id })
    await buyPaidCard(client, await createVerifiedAccount(server), umaCard)
    return { id: battle.id, uma, vik }
  }

  /** Its time runs out now (written, as time would). */
  const endNow = (id: string) =>
    server.app.db
      .updateTable('battles')
      .set({ ends_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', id)
      .execute()

  const battleOf = (id: string) =>
    server.app.db.selectFrom('battles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const forfeitsOf = (id: string) =>
    server.app.db.selectFrom('stream_uses').selectAll().where('purchase_id', '=', `battle-${id}`).execute()

  /** Ended once, by its time, Vik's forfeit in Vik's line once; still so after many more sweeps. */
  async function expectEndedOnce(id: string, vikId: string, umaId: string) {
    await eventually(
      () => battleOf(id),
      (row) => row.status === 'ended',
      20_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await battleOf(id)).toMatchObject({ status: 'ended', end_reason: 'time', winner_id: umaId })
    const forfeits = await forfeitsOf(id)
    expect(forfeits.map((use) => [use.streamer_id, use.title])).toEqual([[vikId, 'Vik forfeits']])
    const sides = await server.app.db
      .selectFrom('battle_sides')
      .select(['streamer_id', 'points', 'live', 'forfeit_use_id'])
      .where('battle_id', '=', id)
      .orderBy('role')
      .execute()
    expect(sides.map((side) => [Number(side.points), side.live])).toEqual([
      [50, null],
      [0, null],
    ])
    expect(sides[1]?.forfeit_use_id).toBe(forfeits[0]?.id)
  }

  it('ends once while two instances sweep', async () => {
    await Promise.all([startInstance(), startInstance()])
    const { id, uma, vik } = await runningBattle()
    await endNow(id)
    await expectEndedOnce(id, vik.userId, uma.userId)
  }, 60_000)

  it('ends once when the instance ending it is killed mid-transaction, and tells the other’s overlays', async () => {
    for (const child of [...children]) await kill(child)
    const victim = await startInstance()
    const { id, uma, vik } = await runningBattle()
    // The test holds both sides' rows: the sweep that ends the battle locks it, reads the score,
    // writes the forfeit into Vik's line, and waits there to write the result.
    const held = await holdTransactionOpen(server.app.db, (trx) =>
      trx.selectFrom('battle_sides').select('battle_id').where('battle_id', '=', id).forUpdate().execute(),
    )
    try {
      await endNow(id)
      await eventually(
        async () =>
          (
            await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
              and query like 'update "battle_sides"%'`.execute(server.app.db)
          ).rows[0]?.waiting,
        (waiting) => Number(waiting) === 1,
        20_000,
      )
      // Another instance comes, with Vik's overlay on it; its sweep waits for the battle's lock.
      const other = await startInstance()
      const overlay = await openOverlayStream(other.url, await streamKeyOf(client, vik))
      try {
        await kill(victim.child)
        await held.commit()
        await expectEndedOnce(id, vik.userId, uma.userId)
        // Vik's overlay, on the instance that ended it, shows the result and plays the forfeit once.
        await overlay.waitFor((events) => events.some((event) => event.title === 'Vik forfeits'))
        await eventually(
          async () => overlay.battles.at(-1)?.battle,
          (battle) => battle?.status === 'ended' && battle.winner === uma.username,
        )
        expect(overlay.events.filter((event) => event.title === 'Vik forfeits')).toHaveLength(1)
      } finally {
        overlay.close()
      }
    } finally {
      await held.commit()
    }
  }, 90_000)

  it('ends once after every instance was killed, when another starts', async () => {
    for (const child of [...children]) await kill(child)
    const { id, uma, vik } = await runningBattle()
    await endNow(id)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await battleOf(id)).status).toBe('running')
    await startInstance()
    await expectEndedOnce(id, vik.userId, uma.userId)
  }, 60_000)
})
