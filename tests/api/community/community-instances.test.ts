import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { createCard } from '../../support/cards'
import { pledge, startCommunity } from '../../support/community'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { openOverlayStream } from '../../support/overlay'
import { freePort } from '../../support/ports'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process'
import { eventually, streamKeyOf } from '../../support/stream'
import { TEST_JWT_SECRET, type TestServer } from '../../support/test-server'
import { describeOnPostgres, useTestServer } from '../../support/use-test-server'

// A community card ends exactly once, and each contribution is refunded once, with two instances
// sweeping one PostgreSQL; and after the instances that would have ended it were killed, by the first
// sweep of the one started next. The test's own server never sweeps (DELIVERY_SWEEP_SECONDS of an
// hour): the child processes do.
describeOnPostgres('community cards across instances', () => {
  const { server, client } = useTestServer('postgres', { env: { DELIVERY_SWEEP_SECONDS: '3600' } })
  const children: ServerProcess[] = []
  afterAll(async () => {
    for (const child of children) await stopServerProcess(child)
  })

  async function startInstance(first: TestServer) {
    const port = await freePort()
    const child = await startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-community-')),
      DATABASE_URL: first.app.config.databaseUrl,
      DATABASE_SCHEMA: first.app.config.databaseSchema,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: first.smtp.url,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      DELIVERY_SWEEP_SECONDS: '0.1',
      NODE_ENV: 'test',
    })
    children.push(child)
    return child
  }

  /** A community card with three contributions whose deadline comes now (written, as time would). */
  async function communityEndingNow() {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Across instances' })
    const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 1000, minutes: 5 })
    const contributors: TestAccount[] = []
    for (const amount of [100, 40, 25]) {
      const viewer = await createVerifiedAccount(server)
      contributors.push(viewer)
      expect((await pledge(client, viewer, id, amount)).confirmed.status).toBe(201)
    }
    await server.app.db
      .updateTable('community_cards')
      .set({ ends_at: new Date(Date.now() + 300).toISOString() })
      .where('id', '=', id)
      .execute()
    return { id, contributors }
  }
  const pledgesOf = (id: string) =>
    server.app.db.selectFrom('community_pledges').selectAll().where('community_id', '=', id).execute()

  async function expectRefundedOnce(id: string, contributors: TestAccount[]) {
    const rows = await eventually(
      () => pledgesOf(id),
      (found) => found.every((row) => row.status === 'refunded'),
      20_000,
    )
    for (const viewer of contributors) await server.smtp.waitForMail(viewer.emailId, { subject: /^Refunded/ })
    // Many sweeps later, still one end, one refund group and one mail per contribution.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const row = await server.app.db
      .selectFrom('community_cards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'unfunded', live: null })
    const groups = await server.app.db
      .selectFrom('ledger_entries')
      .select('group_key')
      .where(
        'group_key',
        'in',
        rows.map((pledgeRow) => `pledge-refund:${pledgeRow.id}`),
      )
      .execute()
    expect(groups).toHaveLength(2 * rows.length)
    for (const viewer of contributors)
      expect(
        server.smtp.to(viewer.emailId).filter((mail) => mail.subject.startsWith('Refunded')),
      ).toHaveLength(1)
  }

  /** The community frames an overlay stream got so far, as the widget reads them. */
  const communityFrames = (text: string) =>
    text
      .split('\n\n')
      .filter((frame) => frame.startsWith('event: community\n'))
      .map(
        (frame) =>
          JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { community: { pledged: number } | null },
      )

  it('draws the bar on an overlay of another instance as each contribution lands', async () => {
    const port = await freePort()
    const child = await startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-community-')),
      DATABASE_URL: server.app.config.databaseUrl,
      DATABASE_SCHEMA: server.app.config.databaseSchema,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      DELIVERY_SWEEP_SECONDS: '3600',
      NODE_ENV: 'test',
    })
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Drawn elsewhere' })
    const overlay = await openOverlayStream(`http://127.0.0.1:${port}`, await streamKeyOf(client, streamer))
    try {
      // An idle overlay hears that there is nothing to draw.
      await eventually(
        async () => communityFrames(overlay.text()),
        (frames) => frames.length === 1 && frames[0]?.community === null,
      )
      const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 300, minutes: 5 })
      await pledge(client, await createVerifiedAccount(server), id, 120)
      const frames = await eventually(
        async () => communityFrames(overlay.text()),
        (found) => found.at(-1)?.community?.pledged === 120,
      )
      expect(frames.some((frame) => frame.community?.pledged === 0)).toBe(true)
    } finally {
      overlay.close()
      await stopServerProcess(child)
    }
  }, 60_000)

  it('ends once and refunds each contribution once while two instances sweep', async () => {
    await Promise.all([startInstance(server), startInstance(server)])
    const { id, contributors } = await communityEndingNow()
    await expectRefundedOnce(id, contributors)
  }, 60_000)

  it('ends and refunds once after the instances that would have were killed, when another starts', async () => {
    for (const child of children.splice(0)) {
      child.child.kill('SIGKILL')
      await stopServerProcess(child)
    }
    const { id, contributors } = await communityEndingNow()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await pledgesOf(id)).every((row) => row.status === 'held')).toBe(true)
    await startInstance(server)
    await expectRefundedOnce(id, contributors)
  }, 60_000)
})
