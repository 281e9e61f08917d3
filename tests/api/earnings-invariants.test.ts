import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { refundMessages } from '../../src/contract/refunds'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/accounts'
import { buyPaidCard, createCard, getFreeCard } from '../support/cards'
import { earningsOf, ledgerRows, refundPurchase, sharePaise, sumOf, unbalancedGroups } from '../support/money'
import { describeOnEachDialect, useTestServer } from '../support/use-test-server'

// Issue 13's invariant, over random sequences run against the real server: purchases at random prices
// (free ones included), refunds of random earlier purchases (repeats included, which must be refused).
// Afterwards every ledger group sums to zero, the creator's lifetime is the sum of floor(80%) over the
// purchases not refunded, and creator + platform is what was paid less what was refunded, to the paisa.

const MAX_PRICE_PAISE = 10_000_000 // MAX_CARD_PRICE_RUPEES

type Step = { kind: 'buy'; paise: number } | { kind: 'refund'; pick: number }

const price = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 199 }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: MAX_PRICE_PAISE }) },
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: price.map((paise) => ({ kind: 'buy' as const, paise })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'refund' as const, pick })) },
)

describeOnEachDialect('the ledger invariant over random purchases and refunds on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'invariant-admin@cardcast.test', password: 'admin-secret-1' },
  })
  let creator: TestAccount
  let buyer: TestAccount
  beforeAll(async () => {
    creator = await createCreatorAccount(server, client)
    buyer = await createVerifiedAccount(server, client)
  })

  it('balances every group and matches what was paid and refunded, to the paisa', {
    timeout: 60_000,
  }, async () => {
    // One creator and one buyer for every run (an account costs a password hash and a mail), so the
    // sums are checked over everything bought so far. Their hourly quotas (cards created, payment
    // orders, free cards) would stop a long test: each run starts them afresh.
    const bought: Array<{ id: string; paise: number; refunded: boolean }> = []
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await server.app.ctx.db
          .deleteFrom('quota_uses')
          .where('user_id', 'in', [creator.userId, buyer.userId])
          .execute()
        const firstOfRun = bought.length
        for (const next of steps) {
          if (next.kind === 'buy') {
            const card = await createCard(client, creator, { price: next.paise / 100 })
            const purchase =
              next.paise === 0
                ? await getFreeCard(client, buyer, card)
                : await buyPaidCard(client, buyer, card)
            bought.push({ id: purchase._id, paise: next.paise, refunded: false })
            continue
          }
          // A purchase of this run, or now and then of an earlier one.
          const ofRun = bought.length - firstOfRun
          const target =
            bought[
              ofRun > 0 && next.pick % 4 !== 0
                ? firstOfRun + (next.pick % ofRun)
                : next.pick % Math.max(bought.length, 1)
            ]
          if (!target) continue
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
          }
        }

        expect(await unbalancedGroups(server)).toEqual([])
        const rows = await ledgerRows(
          server,
          bought.map((purchase) => purchase.id),
        )
        const paid = bought.reduce((total, purchase) => total + purchase.paise, 0)
        const refunded = bought
          .filter((purchase) => purchase.refunded)
          .reduce((total, purchase) => total + purchase.paise, 0)
        const kept = bought.filter((purchase) => !purchase.refunded)
        const shares = kept.reduce((total, purchase) => total + sharePaise(purchase.paise), 0)
        expect(sumOf(rows, 'creator') + sumOf(rows, 'platform')).toBe(paid - refunded)
        expect(sumOf(rows, 'provider')).toBe(refunded - paid)
        expect(sumOf(rows, 'creator')).toBe(shares)
        const earnings = await earningsOf(client, creator)
        expect(Math.round(earnings.lifetime * 100)).toBe(shares)
        expect(Math.round((earnings.onHold + earnings.available) * 100)).toBe(shares)
      }),
      { numRuns: 15 },
    )
  })
})
