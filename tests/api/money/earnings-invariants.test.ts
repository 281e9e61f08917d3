import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import type { PayoutStatusName } from '../../../contract/earnings'
import {
  type AdminPayoutBatch,
  type AdminPayoutRetryResponse,
  type AdminPayoutRunResponse,
  payoutMessages,
  SIMULATED_FAILING_UPI_ID,
} from '../../../contract/payouts'
import { refundMessages } from '../../../contract/refunds'
import { settleDueAuctions } from '../../../server/modules/auctions/settlement'
import { runPayouts } from '../../../server/modules/money/payouts/run-payouts'
import { bid, payOffer, startAuction } from '../../support/auctions'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import {
  completeKyc,
  createClockFile,
  earningsOf,
  givePayoutAccount,
  type LedgerRow,
  ledgerRows,
  refundPurchase,
  sharePaise,
  sumOf,
  TEST_PAN,
  toPaise,
  unbalancedGroups,
} from '../../support/money'
import { postDisputeEvent, type TestDispute } from '../../support/razorpay-webhooks'
import { createTier, subscribe, subscriptionCharges } from '../../support/subscriptions'
import { setBusinessDetails } from '../../support/tax'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Over random sequences run against the real server: purchases at random prices
// (free ones included) from two creators, refunds of random earlier purchases (repeats included, which
// must be refused), payout runs (the admin's 'Run payouts now' or a scheduled run's key, most after
// the money clock moved past every hold, some with a creator's account refusing the payout), and the
// admin's retries of random payouts (processed ones included, which must be refused).
//
// A model of each creator's ledger lines (amount, and the clock step from which it is available) says
// what every run and retry must pay, to the paisa: a creator is paid their whole available balance when
// it is at least the minimum, once. After each sequence: every ledger group sums to zero; each
// creator's available + on hold = lifetime − Σ payouts not failed; the `payouts` account holds exactly
// the payouts not failed; creator + platform + payouts = paid − refunded; each payout attempt took its
// amount once and a failed one gave it back once; and nobody is paid more than they earned (see
// `clawedBack`: a refund after a payout may leave a balance below zero, never more than it took back).

const MAX_PRICE_PAISE = 10_000_000 // MAX_CARD_PRICE_RUPEES
const HOUR = 3600_000
const WORKING_UPI = ['invariant.one@okicici', 'invariant.two@okaxis'] as const
/** Payouts not failed or reversed: their money left the creator's balance. */
const LIVE: readonly PayoutStatusName[] = ['queued', 'processing', 'processed']

type Step =
  | { kind: 'buy'; creator: 0 | 1; paise: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'payout'; advance: boolean; failing: [boolean, boolean]; via: 'admin' | 'schedule' }
  | { kind: 'retry'; pick: number; failing: boolean }

const price = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 199 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 5000 }) }, // around the minimum payout's share
  { weight: 3, arbitrary: fc.integer({ min: 1, max: MAX_PRICE_PAISE }) },
)
const creatorIndex = fc.constantFrom<0 | 1>(0, 1)
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('buy' as const), creator: creatorIndex, paise: price }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      advance: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      failing: fc.tuple(
        fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
        fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      ),
      via: fc.constantFrom('admin' as const, 'schedule' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat(), failing: fc.boolean() }),
  },
)

/** One ledger line of a creator, as the model has it: available from clock step `epoch` on. */
interface ModelLine {
  paise: number
  epoch: number
}
interface ModelCreator {
  lines: ModelLine[]
  /** Σ shares earned, refunded or not. */
  grossPaise: number
  /** Σ of the parts of refunded shares that had already been paid out when refunded. */
  clawedBack: number
}
interface Bought {
  id: string
  creator: 0 | 1
  paise: number
  /** The clock step from which its share is available (the next one: each step passes the hold). */
  epoch: number
  refunded: boolean
}
interface ModelPayout {
  id: string
  creator: 0 | 1
  amountPaise: number
  status: PayoutStatusName
  attempt: number
}

const total = (lines: readonly ModelLine[]) => lines.reduce((sum, line) => sum + line.paise, 0)
const availableAt = (lines: readonly ModelLine[], epoch: number) =>
  total(lines.filter((line) => line.epoch <= epoch))

describeOnEachDialect('the ledger invariant over random purchases, refunds and payouts on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'invariant-admin@cardcast.test', password: 'admin-secret-1' },
    env: { CLOCK_OFFSET_FILE: clock.file },
  })
  const creators: TestAccount[] = []
  let buyer: TestAccount

  const setUpi = (index: 0 | 1, upiId: string) =>
    givePayoutAccount(client, server.app.db, creators[index] as TestAccount, { upiId })

  beforeAll(async () => {
    creators.push(await createCreatorAccount(server), await createCreatorAccount(server))
    buyer = await createVerifiedAccount(server)
    await setUpi(0, WORKING_UPI[0])
    await setUpi(1, WORKING_UPI[1])
  })

  it('balances every group, pays each creator what they are owed once, and matches what was paid and refunded, to the paisa', {
    timeout: 90_000,
  }, async () => {
    const { app } = server
    const minimumPaise = toPaise(app.config.payoutMinimumRupees)
    // The money clock moves in steps of a whole hold and an hour: a share bought during step e is
    // available from step e + 1. Each payout step also adds a second, so that two admin runs never
    // get the same 'admin:<time>' key.
    const epochMs = app.config.payoutHoldDays * 24 * HOUR + HOUR
    let epoch = 0
    let ticks = 0
    const tick = () => clock.set(epoch * epochMs + ++ticks * 1000)

    // One pair of creators and one buyer for every run (an account costs a password hash and a mail),
    // so the sums are checked over everything done so far: the model carries over from run to run.
    // Their hourly quotas (cards created, payment orders, free cards) would stop a long test: each run
    // starts them afresh.
    const model: [ModelCreator, ModelCreator] = [
      { lines: [], grossPaise: 0, clawedBack: 0 },
      { lines: [], grossPaise: 0, clawedBack: 0 },
    ]
    const bought: Bought[] = []
    const payouts: ModelPayout[] = []
    const creatorOf = (userId: string) => creators.findIndex((c) => c.userId === userId) as 0 | 1

    async function buy(next: Extract<Step, { kind: 'buy' }>) {
      const card = await createCard(client, creators[next.creator] as TestAccount, {
        price: next.paise / 100,
      })
      const purchase =
        next.paise === 0 ? await getFreeCard(client, buyer, card) : await buyPaidCard(client, buyer, card)
      const share = sharePaise(next.paise)
      bought.push({
        id: purchase._id,
        creator: next.creator,
        paise: next.paise,
        epoch: epoch + 1,
        refunded: false,
      })
      if (share > 0) {
        model[next.creator].lines.push({ paise: share, epoch: epoch + 1 })
        model[next.creator].grossPaise += share
      }
    }

    async function refund(target: Bought) {
      const answer = await refundPurchase(client, admin.token, target.id)
      if (target.paise === 0) {
        expect(answer.status).toBe(400)
        expect(answer.body.error).toBe(refundMessages.freeNotRefundable)
      } else if (target.refunded) {
        expect(answer.status).toBe(409)
        expect(answer.body.error).toBe(refundMessages.alreadyRefunded)
      } else {
        expect(answer.status).toBe(200)
        target.refunded = true
        const share = sharePaise(target.paise)
        const owner = model[target.creator]
        // What the balance no longer covers was paid out already: taken back from later earnings.
        owner.clawedBack += share - Math.min(Math.max(total(owner.lines), 0), share)
        // The reversal keeps the time its sale became available.
        owner.lines.push({ paise: -share, epoch: target.epoch })
      }
    }

    /** Runs `body` with the accounts of the creators named refusing payouts, then gives them back. */
    async function withFailing<T>(failing: readonly boolean[], body: () => Promise<T>): Promise<T> {
      const which = ([0, 1] as const).filter((index) => failing[index])
      for (const index of which) await setUpi(index, SIMULATED_FAILING_UPI_ID)
      try {
        return await body()
      } finally {
        for (const index of which) await setUpi(index, WORKING_UPI[index])
      }
    }

    async function payout(next: Extract<Step, { kind: 'payout' }>) {
      if (next.advance) epoch += 1
      tick()
      // Whom the run must pay: every creator with the minimum or more available, all of it.
      const expected = ([0, 1] as const).flatMap((index) => {
        const amountPaise = availableAt(model[index].lines, epoch)
        if (amountPaise < Math.max(minimumPaise, 1)) return []
        return [{ index, amountPaise, status: next.failing[index] ? 'failed' : 'processed' }]
      })
      const batch = await withFailing(next.failing, async (): Promise<AdminPayoutBatch | null> => {
        if (next.via === 'schedule') {
          const result = await runPayouts(app, { runKey: `2031-${uniqueName('')}`, trigger: 'schedule' })
          expect(result.outcome).toBe('ran')
          return result.outcome === 'ran' ? result.batch : null
        }
        const response = await client.post<AdminPayoutRunResponse>(
          '/auth/admin/payouts/run',
          {},
          { token: admin.token },
        )
        expect(response.status).toBe(200)
        return response.body.batch
      })
      const paid = (batch?.payouts ?? [])
        .map((p) => ({ index: creatorOf(p.creatorId), amountPaise: toPaise(p.amount), status: p.status }))
        .sort((x, y) => x.index - y.index)
      expect({ epoch, paid }).toEqual({ epoch, paid: expected })
      if (next.via === 'admin' && expected.length === 0) expect(batch).toBeNull()
      for (const p of batch?.payouts ?? []) {
        const index = creatorOf(p.creatorId)
        const amountPaise = toPaise(p.amount)
        payouts.push({ id: p._id, creator: index, amountPaise, status: p.status, attempt: 1 })
        if (p.status !== 'failed') model[index].lines.push({ paise: -amountPaise, epoch })
      }
    }

    async function retry(next: Extract<Step, { kind: 'retry' }>) {
      const target = payouts[next.pick % payouts.length]
      if (!target) return
      tick()
      const response = await withFailing(
        [target.creator === 0 && next.failing, target.creator === 1 && next.failing],
        () =>
          client.post<AdminPayoutRetryResponse & { error?: string }>(
            `/auth/admin/payouts/${target.id}/retry`,
            {},
            { token: admin.token },
          ),
      )
      const owner = model[target.creator]
      if (target.status !== 'failed') {
        expect(response.status).toBe(409)
        expect(response.body.error).toBe(payoutMessages.notRetryable)
      } else if (availableAt(owner.lines, epoch) < target.amountPaise) {
        expect(response.status).toBe(409)
        expect(response.body.error).toBe(payoutMessages.balanceShort)
      } else {
        expect(response.status).toBe(200)
        expect(response.body.payout).toMatchObject({
          _id: target.id,
          amount: target.amountPaise / 100,
          attempt: target.attempt + 1,
          status: next.failing ? 'failed' : 'processed',
        })
        target.attempt += 1
        target.status = response.body.payout.status
        if (target.status !== 'failed') owner.lines.push({ paise: -target.amountPaise, epoch })
      }
    }

    async function checkInvariants() {
      expect(await unbalancedGroups(server)).toEqual([])

      // The payouts are the model's: none more, none twice, each with its amount, status and attempt.
      const rows = await app.db.selectFrom('payouts').selectAll().orderBy('created_at').execute()
      const actual = rows.map((row) => ({
        id: row.id,
        creator: creatorOf(row.creator_id),
        amountPaise: Number(row.amount_paise),
        status: row.status,
        attempt: Number(row.attempt),
      }))
      expect(actual).toEqual(expect.arrayContaining(payouts))
      expect(actual).toHaveLength(payouts.length)

      // Each attempt took its amount from the balance once, and each failed one gave it back once.
      const payoutIds = payouts.map((p) => p.id)
      const payoutLines: LedgerRow[] =
        payoutIds.length === 0
          ? []
          : (
              await app.db
                .selectFrom('ledger_entries')
                .select(['group_key', 'kind', 'account', 'creator_id', 'amount_paise', 'purchase_id'])
                .select(['payment_id', 'available_at'])
                .where('payout_id', 'in', payoutIds)
                .execute()
            ).map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))
      const groups = [...new Set(payoutLines.map((row) => row.group_key))].sort()
      const expectedGroups = payouts
        .flatMap((p) =>
          Array.from({ length: p.attempt }, (_, i) => i + 1).flatMap((attempt) => [
            `payout:${p.id}:${attempt}`,
            ...(attempt < p.attempt || p.status === 'failed' ? [`payout-return:${p.id}:${attempt}`] : []),
          ]),
        )
        .sort()
      expect(groups).toEqual(expectedGroups)

      // The `payouts` account holds what was paid out and not given back: the payouts not failed.
      const live = payouts.filter((p) => LIVE.includes(p.status))
      const livePaise = live.reduce((sum, p) => sum + p.amountPaise, 0)
      expect(sumOf(payoutLines, 'payouts')).toBe(livePaise)

      // Money in, money out: every paisa paid is with the creators, the platform or paid out.
      const saleLines = await ledgerRows(
        server,
        bought.map((purchase) => purchase.id),
      )
      const lines = [...saleLines, ...payoutLines]
      const paid = bought.reduce((sum, purchase) => sum + purchase.paise, 0)
      const refunded = bought.filter((p) => p.refunded).reduce((sum, p) => sum + p.paise, 0)
      const shares = bought.filter((p) => !p.refunded).reduce((sum, p) => sum + sharePaise(p.paise), 0)
      expect(sumOf(lines, 'creator') + sumOf(lines, 'platform') + sumOf(lines, 'payouts')).toBe(
        paid - refunded,
      )
      expect(sumOf(lines, 'provider')).toBe(refunded - paid)
      expect(sumOf(lines, 'creator')).toBe(shares - livePaise)
      expect(sumOf(saleLines, 'creator')).toBe(shares)

      for (const index of [0, 1] as const) {
        const earnings = await earningsOf(client, creators[index] as TestAccount)
        const mine = model[index]
        const lifetime = bought
          .filter((p) => p.creator === index && !p.refunded)
          .reduce((sum, p) => sum + sharePaise(p.paise), 0)
        const paidOut = live.filter((p) => p.creator === index).reduce((sum, p) => sum + p.amountPaise, 0)
        const seen = {
          index,
          available: toPaise(earnings.available),
          onHold: toPaise(earnings.onHold),
          lifetime: toPaise(earnings.lifetime),
        }
        expect(seen).toEqual({
          index,
          available: availableAt(mine.lines, epoch),
          onHold: total(mine.lines) - availableAt(mine.lines, epoch),
          lifetime,
        })
        expect(seen.available + seen.onHold).toBe(seen.lifetime - paidOut)
        // Nobody is paid twice: never more than earned less refunded, but for what a refund took back
        // after it had been paid (the balance below zero); never more than ever earned.
        expect(paidOut).toBeLessThanOrEqual(lifetime + mine.clawedBack)
        expect(paidOut).toBeLessThanOrEqual(mine.grossPaise)
      }
    }

    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          await app.db
            .deleteFrom('quota_uses')
            .where('user_id', 'in', [...creators.map((c) => c.userId), buyer.userId])
            .execute()
          const firstOfRun = bought.length
          for (const next of steps) {
            if (next.kind === 'buy') await buy(next)
            else if (next.kind === 'payout') await payout(next)
            else if (next.kind === 'retry') await retry(next)
            else {
              // A purchase of this run, or now and then of an earlier one.
              const ofRun = bought.length - firstOfRun
              const target =
                bought[
                  ofRun > 0 && next.pick % 4 !== 0
                    ? firstOfRun + (next.pick % ofRun)
                    : next.pick % Math.max(bought.length, 1)
                ]
              if (target) await refund(target)
            }
          }
          await checkInvariants()
        }),
        // The server and the model carry over from run to run, so a shrunk sequence would replay on a
        // state the failure left behind: report the first failing sequence as it ran.
        { numRuns: 25, endOnFailure: true },
      )
    } finally {
      clock.set(0)
    }
  })
})

// A mixed history, over random sequences run against the real server: card sales, auction settlements
// and subscription charges (with cards claimed free from the allowance); refunds of any of them (a
// card's and a charge's routes); disputes of any of them, partial, whole or more than the payment, on
// one sale again and again, reported by signed Razorpay webhooks and won, closed, lost, accepted by the
// administrator, or left open. Two creators: one with a GSTIN (TCS withheld), one without a PAN (5%
// TDS). After each sequence: every ledger group sums to zero; each sale gave back, per party (the
// provider, the creator's share, Cardcast's commission, TDS, TCS), never more than it brought and
// exactly the cumulative proportion of what its payment has given back (modules/money/sale-reversals.ts):
// all of it once refunded, else the lost disputes' amounts up to the payment; held amounts are those
// of the open disputes; each creator's balances are the ledger's; allowance claims write no money;
// credit notes never credit more than their invoice.

const DISPUTE_SECRET = 'invariant-webhook-secret'
const MINUTE = 60_000

type MixedStep =
  | { kind: 'buy'; creator: 0 | 1; paise: number }
  | { kind: 'auction'; creator: 0 | 1; rupees: number }
  | { kind: 'subscribe'; creator: 0 | 1; viewer: number }
  | { kind: 'claim'; creator: 0 | 1; viewer: number }
  | { kind: 'refund'; pick: number }
  | {
      kind: 'dispute'
      pick: number
      amount: { of: 'tiny'; paise: number } | { of: 'share'; percent: number } | { of: 'whole' | 'more' }
      outcome: 'lost' | 'accepted' | 'won' | 'closed' | 'open'
      reportOpen: boolean
    }

const VIEWERS = 3
const mixedStep: fc.Arbitrary<MixedStep> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      creator: creatorIndex,
      paise: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 5_000_000 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('auction' as const),
      creator: creatorIndex,
      rupees: fc.integer({ min: 50, max: 5000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      creator: creatorIndex,
      viewer: fc.nat({ max: VIEWERS - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      creator: creatorIndex,
      viewer: fc.nat({ max: VIEWERS - 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      pick: fc.nat(),
      amount: fc.oneof(
        fc.record({ of: fc.constant('tiny' as const), paise: fc.integer({ min: 1, max: 150 }) }),
        fc.record({ of: fc.constant('share' as const), percent: fc.integer({ min: 1, max: 99 }) }),
        fc.record({ of: fc.constantFrom('whole' as const, 'more' as const) }),
      ),
      outcome: fc.constantFrom(
        'lost' as const,
        'accepted' as const,
        'won' as const,
        'closed' as const,
        'open' as const,
      ),
      reportOpen: fc.boolean(),
    }),
  },
)

/** A sale of the history, as the model has it. */
interface MixedSale {
  kind: 'card' | 'auction' | 'charge'
  creator: 0 | 1
  /** The purchase's id, or the charge's. */
  id: string
  paymentId: string
  groupKey: string
  refundGroupKey: string
  paidPaise: number
  refunded: boolean
  /** Σ of the amounts of its lost disputes. */
  lostPaise: number
  /** The subscription a charge paid for (and its viewer). */
  subscription?: { viewer: number }
}

const PARTIES = ['paid', 'creator', 'platform', 'tds', 'tcs'] as const
type Parties = Record<(typeof PARTIES)[number], number>

describeOnEachDialect(
  'the ledger invariant over a mixed history of sales, refunds, disputes, subscriptions and auctions on %s',
  (dialect) => {
    const clock = createClockFile()
    afterAll(() => clock.remove())
    const { server, client, admin } = useTestServer(dialect, {
      admin: { email: 'mixed-invariant-admin@cardcast.test', password: 'admin-secret-1' },
      env: () => ({
        CLOCK_OFFSET_FILE: clock.file,
        RAZORPAY_WEBHOOK_SECRET: DISPUTE_SECRET,
        // The test settles auctions itself, when it moves the clock.
        DELIVERY_SWEEP_SECONDS: '3600',
      }),
    })
    const creators: TestAccount[] = []
    const viewers: TestAccount[] = []
    const tiers: string[] = []
    /** A priced card of each creator, for allowance claims. */
    const claimable: Card[] = []

    beforeAll(async () => {
      await setBusinessDetails(client, admin.token)
      creators.push(await createCreatorAccount(server), await createCreatorAccount(server))
      // The first creator collects TCS (a GSTIN); the second has no PAN, so 5% TDS is withheld.
      await completeKyc(client, creators[0] as TestAccount, {
        legalName: 'Asha Rao',
        gstin: `29${TEST_PAN}1Z7`,
      })
      for (const creator of creators) {
        tiers.push((await createTier(client, creator, { price: 149, monthlyAllowance: 2 })).id)
        claimable.push(await createCard(client, creator, { price: 99 }))
      }
      for (let i = 0; i < VIEWERS; i++) viewers.push(await createVerifiedAccount(server))
    })

    const webhook = (event: string, dispute: TestDispute) =>
      postDisputeEvent(client, DISPUTE_SECRET, event, dispute)

    it('never reverses a sale for more than it brought, balances every group and keeps balances to the ledger', {
      timeout: 120_000,
    }, async () => {
      const { app } = server
      const sales: MixedSale[] = []
      /** The charge of viewer v's running subscription to creator c ('v:c'): neither refunded nor lost. */
      const live = new Map<string, string>()
      /** A charge taken back ends its month, if it is the running one (not an earlier subscription's). */
      const endSubscriptionOf = (charge: MixedSale) => {
        const key = `${charge.subscription?.viewer}:${charge.creator}`
        if (live.get(key) === charge.id) live.delete(key)
      }
      let clockMs = 0

      async function buy(next: Extract<MixedStep, { kind: 'buy' }>) {
        const card = await createCard(client, creators[next.creator] as TestAccount, {
          price: next.paise / 100,
        })
        const purchase = await buyPaidCard(client, viewers[0] as TestAccount, card)
        sales.push(cardSale('card', next.creator, purchase._id, next.paise))
      }

      function cardSale(kind: 'card' | 'auction', creator: 0 | 1, id: string, paise: number): MixedSale {
        return {
          kind,
          creator,
          id,
          paymentId: '',
          groupKey: `sale:${id}`,
          refundGroupKey: `refund:${id}`,
          paidPaise: paise,
          refunded: false,
          lostPaise: 0,
        }
      }

      async function auction(next: Extract<MixedStep, { kind: 'auction' }>) {
        const streamer = creators[next.creator] as TestAccount
        const card = await createCard(client, streamer)
        const started = await startAuction(client, streamer, {
          cardId: card._id,
          reserve: 50,
          durationMinutes: 1,
        })
        // A bidder of its own: one viewer's bids are limited per 10 s (AUCTION_BID_LIMIT), and the runs
        // bid faster than that.
        const bidder = await createVerifiedAccount(server)
        expect((await bid(client, bidder, started.id, next.rupees)).status).toBe(201)
        clockMs += 2 * MINUTE
        clock.set(clockMs)
        await settleDueAuctions(app)
        const paid = await payOffer(client, bidder, started.id)
        expect(paid.status).toBe(200)
        sales.push(cardSale('auction', next.creator, paid.transaction?._id ?? '', next.rupees * 100))
      }

      async function subscribeStep(next: Extract<MixedStep, { kind: 'subscribe' }>) {
        const key = `${next.viewer}:${next.creator}`
        if (live.has(key)) return
        const subscription = await subscribe(
          client,
          viewers[next.viewer] as TestAccount,
          tiers[next.creator] ?? '',
        )
        const [charge] = (await subscriptionCharges(server, subscription.id)).slice(-1)
        if (!charge) throw new Error('no charge')
        live.set(key, charge.id)
        sales.push({
          kind: 'charge',
          creator: next.creator,
          id: charge.id,
          paymentId: charge.payment_id,
          groupKey: `subscription:${charge.payment_id}`,
          refundGroupKey: `subscription-refund:${charge.payment_id}`,
          paidPaise: Number(charge.amount_paise),
          refunded: false,
          lostPaise: 0,
          subscription: { viewer: next.viewer },
        })
      }

      async function claim(next: Extract<MixedStep, { kind: 'claim' }>) {
        const answer = await client.post<{ transaction?: { _id: string }; purchase?: { _id: string } }>(
          '/auth/user/allowance-claims',
          { cardId: claimable[next.creator]?._id },
          { token: (viewers[next.viewer] as TestAccount).token },
        )
        const running = live.has(`${next.viewer}:${next.creator}`)
        // Taken (201), the allowance or the card taken already (409), or no subscription running (403).
        expect(running ? [201, 409] : [403]).toContain(answer.status)
      }

      async function refund(target: MixedSale) {
        const answer =
          target.kind === 'charge'
            ? await client.post(
                `/auth/admin/subscription-charges/${target.id}/refund`,
                { reason: 'Charged by mistake' },
                { token: admin.token },
              )
            : await refundPurchase(client, admin.token, target.id)
        // A card a lost dispute took back is refunded already; a charge is refunded once.
        const refundable = !target.refunded && (target.kind === 'charge' || target.lostPaise === 0)
        expect({ sale: target.id, status: answer.status }).toEqual({
          sale: target.id,
          status: refundable ? 200 : 409,
        })
        if (!refundable) return
        target.refunded = true
        if (target.subscription) endSubscriptionOf(target)
      }

      async function dispute(target: MixedSale, next: Extract<MixedStep, { kind: 'dispute' }>) {
        const amount =
          next.amount.of === 'tiny'
            ? next.amount.paise
            : next.amount.of === 'share'
              ? Math.max(1, Math.floor((target.paidPaise * next.amount.percent) / 100))
              : next.amount.of === 'whole'
                ? target.paidPaise
                : target.paidPaise + 100
        const reported = { id: uniqueName('disp_'), paymentId: target.paymentId, amount }
        if (next.reportOpen || next.outcome === 'open' || next.outcome === 'accepted')
          expect((await webhook('payment.dispute.created', reported)).status).toBe(200)
        if (next.outcome === 'open') return
        if (next.outcome === 'accepted') {
          const row = await app.db
            .selectFrom('disputes')
            .select('id')
            .where('provider_dispute_id', '=', reported.id)
            .executeTakeFirstOrThrow()
          const accepted = await client.post(
            `/auth/admin/disputes/${row.id}/accept`,
            {},
            { token: admin.token },
          )
          expect(accepted.status).toBe(200)
        } else {
          // Reported twice: decided once.
          for (const _ of [1, 2])
            expect((await webhook(`payment.dispute.${next.outcome}`, reported)).status).toBe(200)
        }
        if (next.outcome === 'lost' || next.outcome === 'accepted') {
          const before = target.lostPaise
          target.lostPaise += amount
          // A lost dispute that took something ends the month the charge paid for.
          if (target.subscription && !target.refunded && before < target.paidPaise) endSubscriptionOf(target)
        }
      }

      async function checkInvariants() {
        expect(await unbalancedGroups(server)).toEqual([])
        const disputes = await app.db.selectFrom('disputes').selectAll().execute()
        const rows = await ledgerRows(server)
        const byGroup = new Map<string, LedgerRow[]>()
        for (const row of rows) byGroup.set(row.group_key, [...(byGroup.get(row.group_key) ?? []), row])
        const account = (keys: readonly string[], name: string) =>
          keys.reduce((total, key) => total + sumOf(byGroup.get(key) ?? [], name), 0)
        // A party's side, as a positive amount (and 0, not -0).
        const given = (keys: readonly string[], name: string) => 0 - account(keys, name)

        for (const sale of sales) {
          const lost = disputes.filter((d) => d.source_group_key === sale.groupKey && d.status === 'lost')
          const brought: Parties = {
            paid: given([sale.groupKey], 'provider'),
            creator: account([sale.groupKey], 'creator'),
            platform: account([sale.groupKey], 'platform'),
            tds: account([`tds:${sale.groupKey}`], 'tax'),
            tcs: account([`tcs:${sale.groupKey}`], 'tax'),
          }
          const back = [sale.refundGroupKey, ...lost.map((d) => `dispute:${d.id}`)]
          const reversed: Parties = {
            paid: account(back, 'provider'),
            creator: given(back, 'creator'),
            platform: given(back, 'platform'),
            tds: given([`tds-refund:${sale.groupKey}`, ...lost.map((d) => `tds:dispute:${d.id}`)], 'tax'),
            tcs: given([`tcs-refund:${sale.groupKey}`, ...lost.map((d) => `tcs:dispute:${d.id}`)], 'tax'),
          }
          const paidBack = sale.refunded ? sale.paidPaise : Math.min(sale.paidPaise, sale.lostPaise)
          // What each party gave back: the cumulative proportion of what the payment gave back, so
          // never more than the party had (and all of it when the whole payment went back).
          const expected: Parties = {
            paid: paidBack,
            creator: Math.floor((brought.creator * paidBack) / sale.paidPaise),
            platform: 0,
            tds: Math.floor((brought.tds * paidBack) / sale.paidPaise),
            tcs: Math.floor((brought.tcs * paidBack) / sale.paidPaise),
          }
          expected.platform = paidBack - expected.creator
          expect({ sale: sale.groupKey, brought: brought.paid, reversed }).toEqual({
            sale: sale.groupKey,
            brought: sale.paidPaise,
            reversed: expected,
          })
          for (const party of PARTIES) expect(reversed[party]).toBeLessThanOrEqual(brought[party])
          // Every reversal group of the sale gives back (never takes more from the buyer).
          for (const key of back) expect(account([key], 'provider')).toBeGreaterThanOrEqual(0)
        }

        // What is held is what the open disputes hold, and nothing else.
        const open = disputes.filter((d) => d.status === 'open' || d.status === 'under_review')
        for (const index of [0, 1] as const) {
          const creator = creators[index] as TestAccount
          const mine = rows.filter((row) => row.creator_id === creator.userId)
          const earnings = await earningsOf(client, creator)
          const asOf = new Date(earnings.asOf).toISOString()
          const own = mine.filter((row) => row.account === 'creator')
          const ledger = {
            index,
            available: own
              .filter((row) => row.available_at <= asOf)
              .reduce((t, row) => t + row.amount_paise, 0),
            onHold: own.filter((row) => row.available_at > asOf).reduce((t, row) => t + row.amount_paise, 0),
            lifetime: own
              .filter((row) => ['sale', 'subscription', 'refund', 'dispute'].includes(row.kind))
              .reduce((t, row) => t + row.amount_paise, 0),
            inDispute: sumOf(mine, 'disputes'),
          }
          expect({
            index,
            available: toPaise(earnings.available),
            onHold: toPaise(earnings.onHold),
            lifetime: toPaise(earnings.lifetime),
            inDispute: toPaise(earnings.inDispute),
          }).toEqual(ledger)
          const held = open
            .filter((d) => d.creator_id === creator.userId)
            .reduce((total, d) => total + Number(d.held_paise), 0)
          expect(ledger.inDispute).toBe(held)
        }

        // A card from the allowance moves no money.
        const claims = await app.db.selectFrom('allowance_claims').select('purchase_id').execute()
        const claimLines = await ledgerRows(
          server,
          claims.map((c) => c.purchase_id),
        )
        expect(claimLines).toEqual([])

        // Credit notes never credit more than their invoice.
        const invoices = await app.db.selectFrom('invoices').selectAll().execute()
        for (const invoice of invoices.filter((row) => row.document !== 'credit_note')) {
          const credited = invoices
            .filter((row) => row.original_invoice_id === invoice.id)
            .reduce((total, row) => total + Number(row.total_paise), 0)
          expect(credited).toBeLessThanOrEqual(Number(invoice.total_paise))
        }
      }

      try {
        await fc.assert(
          fc.asyncProperty(fc.array(mixedStep, { minLength: 4, maxLength: 14 }), async (steps) => {
            await app.db
              .deleteFrom('quota_uses')
              .where(
                'user_id',
                'in',
                [...creators, ...viewers].map((account) => account.userId),
              )
              .execute()
            for (const next of steps) {
              if (next.kind === 'buy') await buy(next)
              else if (next.kind === 'auction') await auction(next)
              else if (next.kind === 'subscribe') await subscribeStep(next)
              else if (next.kind === 'claim') await claim(next)
              else {
                const target = sales[next.pick % Math.max(sales.length, 1)]
                if (!target) continue
                if (!target.paymentId) {
                  const purchase = await app.db
                    .selectFrom('purchases')
                    .select('payment_id')
                    .where('id', '=', target.id)
                    .executeTakeFirstOrThrow()
                  target.paymentId = purchase.payment_id
                }
                if (next.kind === 'refund') await refund(target)
                else await dispute(target, next)
              }
            }
            await checkInvariants()
          }),
          // The server and the model carry over from run to run: report the first failing sequence.
          // PROPERTY_SEED replays a reported failure.
          {
            numRuns: 10,
            endOnFailure: true,
            ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED) } : {}),
          },
        )
      } finally {
        clock.set(0)
      }
    })
  },
)
