import { afterAll, expect, it } from 'vitest'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import { allowBursts, streamKeyOf } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The statements each step of a flash sends to the database, counted: a take, a use, the line moving
// on and an overlay's report. Each is a round trip on PostgreSQL, where the flash is bound by them
// (docs/reliability.md); a change that adds one fails here.

/** At most, per operation (SQLite's statements cost no network, but they are counted too). */
const BUDGET = {
  postgres: { take: 4, use: 4, lineMove: 4, report: 5 },
  sqlite: { take: 6, use: 6, lineMove: 6, report: 6 },
}

/**
 * Statements that are no request's, whenever their timers fire: the overlay presence heartbeat, the
 * mail outbox's sweep, the quotas' sweep of old rows, and live updates gathered per instance.
 */
const BACKGROUND = new RegExp(
  [
    'overlay_presence',
    'overlay_stream_counts',
    '"mail_outbox"',
    '^delete from "quota_uses"',
    String.raw`^select pg_notify\(left\(\$1 \|\| current_schema\(\), 63\), payload\)`,
  ].join('|'),
  'i',
)

describeOnEachDialect('the round trips of a flash on %s', (dialect) => {
  // No sweep: every statement counted is the request's, or the line move it woke.
  const { server, client } = useTestServer(dialect, {
    env: { DELIVERY_SWEEP_SECONDS: '3600', SUBSCRIPTION_SWEEP_SECONDS: '3600' },
  })
  const budget = BUDGET[dialect]
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  /**
   * The statements of `step` and of whatever it leaves to run after its answer (a use wakes the
   * line): the part up to the first commit is the request's own, the rest the line's.
   */
  async function counted(step: () => Promise<unknown>) {
    const statements: string[] = []
    const stop = server.app.database.onStatement((sql) => {
      if (!BACKGROUND.test(sql)) statements.push(sql)
    })
    try {
      await step()
      await server.app.liveQueue.settle()
    } finally {
      stop()
    }
    const commit = statements.findIndex((sql) => /^\s*commit\b/i.test(sql))
    const own = commit === -1 ? statements : statements.slice(0, commit + 1)
    return { own, after: statements.slice(own.length), all: statements }
  }

  const take = (viewer: TestAccount, card: { _id: string; streamerEmailId: string; cardTitle: string }) =>
    client.post<{ transaction: { _id: string } }>(
      '/auth/user/createTransaction',
      {
        cardId: card._id,
        streamerEmailId: card.streamerEmailId,
        title: card.cardTitle,
        paymentId: 'free',
        orderId: 'free',
      },
      { token: viewer.token },
    )

  const use = (viewer: TestAccount, cardId: string, transactionId: string, key: string) =>
    client.post<{ useStatus: string }>(
      '/auth/user/useCard',
      { cardId, transactionId, idempotencyKey: key },
      { token: viewer.token },
    )

  it('takes, uses, moves the line and hears a report within the budget of statements', async () => {
    const creator = await createCreatorAccount(server)
    await allowBursts(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Flash', duration: 5 })
    const viewers = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const [first, second] = viewers as [TestAccount, TestAccount]
    const key = await streamKeyOf(client, creator)
    const stream = await openOverlayStream(server.url, key, { reportShown: false })
    streams.push(stream)

    // Once before counting: what an instance reads once (caches, the quota's sweep) is not a flash's.
    const warm = await take(first, card)
    expect(warm.status, JSON.stringify(warm.body)).toBe(201)
    expect((await use(first, card._id, warm.body.transaction._id, 'warm-use-1')).status).toBe(200)
    await stream.waitFor((events) => events.length === 1)
    expect((await reportShown(server.url, key, stream.events[0]?.id ?? 0)).status).toBe(200)
    await server.app.liveQueue.settle()

    // A take.
    let taken: { status: number; body: { transaction: { _id: string } } } | undefined
    const takeCount = await counted(async () => {
      taken = await take(first, card)
    })
    expect(taken?.status).toBe(201)

    // A use with the line empty: the line moves on after it and sends its card.
    let used: { status: number; body: { useStatus: string } } | undefined
    const sendingUse = await counted(async () => {
      used = await use(first, card._id, taken?.body.transaction._id ?? '', 'sends-use-2')
    })
    expect(used?.status).toBe(200)
    expect(used?.body.useStatus).toBe('queued')
    await stream.waitFor((events) => events.length === 2)

    // A use while a card is out, as most of a flash's: it waits in line.
    const secondTaken = await take(second, card)
    expect(secondTaken.status).toBe(201)
    const waitingUse = await counted(async () => {
      used = await use(second, card._id, secondTaken.body.transaction._id, 'waits-use-3')
    })
    expect(used?.status).toBe(200)

    // The overlay reports the card out: it is shown, and the next one is sent in the same move.
    const sentId = stream.events[1]?.id ?? 0
    const report = await counted(async () => {
      expect((await reportShown(server.url, key, sentId)).status).toBe(200)
    })
    await stream.waitFor((events) => events.length === 3)

    const figures = {
      take: takeCount.all.length,
      use: sendingUse.own.length,
      sendingMove: sendingUse.after.length,
      waitingUse: waitingUse.own.length,
      idleMove: waitingUse.after.length,
      report: report.all.length,
    }
    console.info(`round trips (${dialect}): ${JSON.stringify(figures)}`)
    expect(figures.take, takeCount.all.join('\n')).toBeLessThanOrEqual(budget.take)
    expect(figures.use, sendingUse.own.join('\n')).toBeLessThanOrEqual(budget.use)
    expect(figures.waitingUse, waitingUse.own.join('\n')).toBeLessThanOrEqual(budget.use)
    expect(figures.sendingMove, sendingUse.after.join('\n')).toBeLessThanOrEqual(budget.lineMove)
    expect(figures.idleMove, waitingUse.after.join('\n')).toBeLessThanOrEqual(budget.lineMove)
    expect(figures.report, report.all.join('\n')).toBeLessThanOrEqual(budget.report)
  })
})
