import { createCard } from './cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from './factories'
import { createClient } from './http'
import { type OverlayStream, openOverlayStream, reportShown } from './overlay'
import { allowBursts, streamKeyOf } from './stream'
import type { TestServer } from './test-server'

// The statements each step of a flash sends to the database, counted on a running test server: a
// take, a use, the line moving on and an overlay's report. Each is a round trip on PostgreSQL, where
// the flash is bound by them (docs/reliability.md). The round-trip test holds them to a budget and
// bench/flash.ts prints them.

/**
 * Statements that are no request's, whenever their timers fire: the overlay presence heartbeat, the
 * mail and push outboxes' sweeps, the quotas' sweep of old rows, and live updates gathered per
 * instance; and a report's push to its viewer, written after the report's commit, off the line's lock.
 */
const BACKGROUND = new RegExp(
  [
    'overlay_presence',
    'overlay_stream_counts',
    '"mail_outbox"',
    '"push_outbox"',
    '"push_subscriptions"',
    '^delete from "quota_uses"',
    String.raw`^select pg_notify\(left\(\$1 \|\| current_schema\(\), 63\), payload\)`,
  ].join('|'),
  'i',
)

/** The statements of one step: its own (up to its first commit), and those of the line move it woke. */
export interface CountedStep {
  own: string[]
  after: string[]
  all: string[]
}

export interface RoundTrips {
  take: CountedStep
  /** A use with the line empty: its own statements, and the line move that sends its card. */
  sendingUse: CountedStep
  /** A use while a card is out, as most of a flash's: it waits, and the move it wakes finds the line busy. */
  waitingUse: CountedStep
  /** The overlay's report of the card out: it is shown, and the next one is sent in the same move. */
  report: CountedStep
}

/** How many statements each step took, as the round-trip test budgets them and the flash bench prints. */
export const roundTripFigures = (trips: RoundTrips) => ({
  take: trips.take.all.length,
  use: trips.sendingUse.own.length,
  sendingMove: trips.sendingUse.after.length,
  waitingUse: trips.waitingUse.own.length,
  idleMove: trips.waitingUse.after.length,
  report: trips.report.all.length,
})

function expectStatus(what: string, answer: { status: number; body: unknown }, status: number) {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`)
}

/**
 * Runs a take, two uses and a report as a new creator's flash on `server` (with sweeps set far apart,
 * so that every statement counted is a request's or the line move it woke) and counts each step's
 * statements. The server's caches are warmed by one take, use and report first: what an instance
 * reads once is not a flash's.
 */
export async function countFlashRoundTrips(server: TestServer): Promise<RoundTrips> {
  const client = createClient(server.url)
  const streams: OverlayStream[] = []

  async function counted(step: () => Promise<unknown>): Promise<CountedStep> {
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

  try {
    const creator = await createCreatorAccount(server)
    await allowBursts(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Flash', duration: 5 })
    const first = await createVerifiedAccount(server)
    const second = await createVerifiedAccount(server)
    const key = await streamKeyOf(client, creator)
    const stream = await openOverlayStream(server.url, key, { reportShown: false })
    streams.push(stream)

    const warm = await take(first, card)
    expectStatus('the warming take', warm, 201)
    expectStatus('the warming use', await use(first, card._id, warm.body.transaction._id, 'warm-use-1'), 200)
    await stream.waitFor((events) => events.length === 1)
    expectStatus('the warming report', await reportShown(server.url, key, stream.events[0]?.id ?? 0), 200)
    await server.app.liveQueue.settle()

    let taken = warm
    const takeStep = await counted(async () => {
      taken = await take(first, card)
      expectStatus('the take', taken, 201)
    })
    const sendingUse = await counted(async () => {
      const used = await use(first, card._id, taken.body.transaction._id, 'sends-use-2')
      expectStatus('the use', used, 200)
      if (used.body.useStatus !== 'queued') throw new Error(`the use was ${used.body.useStatus}, not queued`)
    })
    await stream.waitFor((events) => events.length === 2)

    const secondTaken = await take(second, card)
    expectStatus('the second take', secondTaken, 201)
    const waitingUse = await counted(async () => {
      expectStatus(
        'the waiting use',
        await use(second, card._id, secondTaken.body.transaction._id, 'waits-use-3'),
        200,
      )
    })

    const sentId = stream.events[1]?.id ?? 0
    const report = await counted(async () => {
      expectStatus('the report', await reportShown(server.url, key, sentId), 200)
    })
    await stream.waitFor((events) => events.length === 3)
    return { take: takeStep, sendingUse, waitingUse, report }
  } finally {
    for (const stream of streams) stream.close()
  }
}
