import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { EarningsEntriesResponse } from '../../../contract/earnings'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import {
  buyProWithSimulatedPayment,
  createClockFile,
  DAY_MS,
  earningsOf,
  ledgerRows,
  refundPurchase,
  sharePaise,
  sumOf,
  toPaise,
  unbalancedGroups,
} from '../../support/money'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Each paid sale writes its ledger group with the purchase (the creator's 80% rounded down
// to the paisa, held PAYOUT_HOLD_DAYS; the platform's rest), a Creator Pro payment is platform revenue,
// a refund reverses the sale; the creator reads the sums at GET /auth/user/earnings and the lines a
// page at a time. The money clock is moved through CLOCK_OFFSET_FILE, never by sleeping.

const HOLD_DAYS = 7
/** Prices with awkward paise: 0.01 gives the creator nothing and the platform one paisa. */
const PRICES = [99.99, 0.01, 49.5, 1, 250.37, 0.99]
const rupees = (paise: number) => paise / 100

describeOnEachDialect('the earnings ledger on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client, admin } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, PAYOUT_HOLD_DAYS: String(HOLD_DAYS) }),
    admin: { email: 'money-admin@cardcast.test', password: 'admin-secret-1' },
  })
  afterEach(() => clock.set(0))
  afterAll(() => clock.remove())

  let creator: TestAccount
  let buyer: TestAccount
  const purchases: Array<{ id: string; paise: number }> = []

  beforeAll(async () => {
    creator = await createCreatorAccount(server)
    buyer = await createVerifiedAccount(server)
    for (const price of PRICES) {
      const card = await createCard(client, creator, { price, cardTitle: `Card at ${price}` })
      const purchase = await buyPaidCard(client, buyer, card)
      purchases.push({ id: purchase._id, paise: toPaise(price) })
    }
  })

  const paidPaise = () => purchases.reduce((total, p) => total + p.paise, 0)
  const sharesPaise = () => purchases.reduce((total, p) => total + sharePaise(p.paise), 0)

  it('writes each paid sale as a balanced group: the 80% share and the rest, to the paisa', async () => {
    const rows = await ledgerRows(
      server,
      purchases.map((p) => p.id),
    )
    expect(rows).toHaveLength(purchases.length * 3)
    expect(new Set(rows.map((row) => row.group_key))).toEqual(new Set(purchases.map((p) => `sale:${p.id}`)))
    for (const { id, paise } of purchases) {
      const group = rows.filter((row) => row.group_key === `sale:${id}`)
      expect(sumOf(group, 'creator'), id).toBe(sharePaise(paise))
      expect(sumOf(group, 'platform'), id).toBe(paise - sharePaise(paise))
      expect(sumOf(group, 'provider'), id).toBe(-paise)
      expect(group.find((row) => row.account === 'creator')?.creator_id).toBe(creator.userId)
    }
    expect(sumOf(rows, 'creator') + sumOf(rows, 'platform')).toBe(paidPaise())
    expect(await unbalancedGroups(server)).toEqual([])

    const earnings = await earningsOf(client, creator)
    expect(earnings).toMatchObject({
      status: 'success',
      lifetime: rupees(sharesPaise()),
      onHold: rupees(sharesPaise()),
      available: 0,
      holdDays: HOLD_DAYS,
      minimumPayout: 20,
      payouts: [],
    })
  })

  it('writes nothing for a free card', async () => {
    const free = await createCard(client, creator, { price: 0, cardTitle: 'Free one' })
    const purchase = await getFreeCard(client, buyer, free)
    expect(await ledgerRows(server, [purchase._id])).toEqual([])
    expect((await earningsOf(client, creator)).lifetime).toBe(rupees(sharesPaise()))
  })

  it('holds the share for PAYOUT_HOLD_DAYS, then makes it available', async () => {
    clock.set(HOLD_DAYS * DAY_MS - 60_000)
    expect(await earningsOf(client, creator)).toMatchObject({ available: 0, onHold: rupees(sharesPaise()) })
    clock.set(HOLD_DAYS * DAY_MS + 60_000)
    const later = await earningsOf(client, creator)
    expect(later).toMatchObject({
      available: rupees(sharesPaise()),
      onHold: 0,
      lifetime: rupees(sharesPaise()),
    })
    // The next payout pays everything available: more than the ₹20 minimum.
    expect(later.nextPayout.amount).toBe(rupees(sharesPaise()))
  })

  it('names the next 1st or 15th by the money clock, and what it would pay', async () => {
    const day = new Date(Date.now() + 40 * DAY_MS)
    clock.set(40 * DAY_MS)
    const earnings = await earningsOf(client, creator)
    const date = new Date(`${earnings.nextPayout.date}T00:00:00Z`)
    expect([1, 15]).toContain(date.getUTCDate())
    expect(date.getTime()).toBeGreaterThan(day.getTime() - DAY_MS)
    expect(date.getTime() - day.getTime()).toBeLessThanOrEqual(17 * DAY_MS)
    expect(earnings.nextPayout.amount).toBe(earnings.available)
  })

  it('counts only what is available by the payout day, and nothing under the minimum', async () => {
    const seller = await createCreatorAccount(server)
    const small = await createCard(client, seller, { price: 10 })
    await buyPaidCard(client, buyer, small)
    clock.set(HOLD_DAYS * DAY_MS + 60_000)
    // ₹8 available: under the ₹20 minimum, so the next payout pays nothing.
    expect(await earningsOf(client, seller)).toMatchObject({ available: 8, nextPayout: { amount: 0 } })
    clock.set(0)
    const big = await createCard(client, seller, { price: 100 })
    await buyPaidCard(client, buyer, big)
    const now = await earningsOf(client, seller)
    // Both shares are on hold; the payout day pays those whose hold has ended by its start.
    const payday = Date.parse(`${now.nextPayout.date}T00:00:00Z`)
    const heldUntil = Date.now() + HOLD_DAYS * DAY_MS
    expect(now).toMatchObject({ available: 0, onHold: 88, lifetime: 88 })
    expect(now.nextPayout.amount).toBe(payday >= heldUntil + 60_000 ? 88 : 0)
  })

  it('books a Creator Pro payment as platform revenue', async () => {
    const viewer = await createVerifiedAccount(server)
    const paymentId = await buyProWithSimulatedPayment(client, viewer)
    const rows = (await ledgerRows(server)).filter((row) => row.group_key === `pro:${paymentId}`)
    expect(rows.map(({ kind, account, amount_paise }) => ({ kind, account, amount_paise }))).toEqual(
      expect.arrayContaining([
        { kind: 'pro', account: 'provider', amount_paise: -34_900 },
        { kind: 'pro', account: 'platform', amount_paise: 34_900 },
      ]),
    )
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.creator_id === null && row.payment_id === paymentId)).toBe(true)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('brings the share and the platform part back on a refund, within and after the hold', async () => {
    const [first, , second] = purchases
    if (!first || !second) throw new Error('no purchases')
    const before = await ledgerRows(server)
    const refunded = await refundPurchase(client, admin.token, first.id, 'Changed their mind')
    expect(refunded.status).toBe(200)
    const after = await ledgerRows(server)
    const group = after.filter((row) => row.group_key === `refund:${first.id}`)
    expect(group).toHaveLength(3)
    expect(sumOf(group, 'creator')).toBe(-sharePaise(first.paise))
    expect(sumOf(group, 'platform')).toBe(-(first.paise - sharePaise(first.paise)))
    expect(sumOf(group, 'provider')).toBe(first.paise)
    expect(sumOf(after, 'creator') + sumOf(after, 'platform')).toBe(
      sumOf(before, 'creator') + sumOf(before, 'platform') - first.paise,
    )
    expect(await unbalancedGroups(server)).toEqual([])
    const lessFirst = sharesPaise() - sharePaise(first.paise)
    // Refunded during the hold: it comes off the held amount.
    expect(await earningsOf(client, creator)).toMatchObject({
      lifetime: rupees(lessFirst),
      onHold: rupees(lessFirst),
      available: 0,
    })

    // After the hold, a refund comes off the available balance.
    clock.set(HOLD_DAYS * DAY_MS + 60_000)
    expect((await refundPurchase(client, admin.token, second.id)).status).toBe(200)
    const lessBoth = lessFirst - sharePaise(second.paise)
    expect(await earningsOf(client, creator)).toMatchObject({
      lifetime: rupees(lessBoth),
      available: rupees(lessBoth),
      onHold: 0,
    })
    // A retried refund writes nothing more.
    expect((await refundPurchase(client, admin.token, second.id)).status).toBe(409)
    expect((await ledgerRows(server)).filter((row) => row.group_key === `refund:${second.id}`)).toHaveLength(
      3,
    )
  })

  it('refuses a viewer: earnings are for creators', async () => {
    for (const path of ['/auth/user/earnings', '/auth/user/earnings/entries']) {
      const response = await client.get(path, { token: buyer.token })
      expect(response.status, path).toBe(403)
      expect(response.body.error).toBe('You must be a creator to access this page.')
      expect((await client.get(path)).status).toBe(401)
    }
  })

  it("pages through the creator's own entries newest first, each once", async () => {
    const all = (await ledgerRows(server)).filter(
      (row) => row.account === 'creator' && row.creator_id === creator.userId,
    )
    const seen: EarningsEntriesResponse['entries'] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3'
      const page = await client.get<EarningsEntriesResponse>(`/auth/user/earnings/entries${query}`, {
        token: creator.token,
      })
      expect(page.status).toBe(200)
      expect(page.body.entries.length).toBeLessThanOrEqual(3)
      seen.push(...page.body.entries)
      cursor = page.body.nextCursor
      pages += 1
    } while (cursor && pages < 20)
    expect(seen).toHaveLength(all.length)
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(all.length)
    const order = seen.map((entry) => `${entry.createdAt}|${entry.id}`)
    expect(order).toEqual([...order].sort().reverse())
    expect(seen.reduce((total, entry) => total + toPaise(entry.amount), 0)).toBe(sumOf(all, 'creator'))
    const sales = seen.filter((entry) => entry.kind === 'sale')
    expect(sales).toHaveLength(purchases.length)
    expect(sales.every((entry) => entry.cardTitle?.startsWith('Card at '))).toBe(true)
    expect(seen.filter((entry) => entry.kind === 'refund')).toHaveLength(2)

    const bad = await client.get('/auth/user/earnings/entries?cursor=nonsense', { token: creator.token })
    expect(bad.status).toBe(400)
    // Another creator sees none of these.
    const other = await createCreatorAccount(server)
    const theirs = await client.get<EarningsEntriesResponse>('/auth/user/earnings/entries', {
      token: other.token,
    })
    expect(theirs.body).toEqual({ status: 'success', entries: [], nextCursor: null })
  })
})
