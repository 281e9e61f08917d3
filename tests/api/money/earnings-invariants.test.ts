import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PayoutStatusName } from '../../../contract/earnings'
import {
  type AdminPayoutBatch,
  type AdminPayoutRetryResponse,
  type AdminPayoutRunResponse,
  payoutMessages,
  SIMULATED_FAILING_UPI_ID,
} from '../../../contract/payouts'
import { refundMessages } from '../../../contract/refunds'
import { runPayouts } from '../../../server/modules/money/payouts/run-payouts'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import {
  createClockFile,
  earningsOf,
  givePayoutAccount,
  type LedgerRow,
  ledgerRows,
  refundPurchase,
  sharePaise,
  sumOf,
  toPaise,
  unbalancedGroups,
} from '../../support/money'
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
