import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import type { EarningsResponse } from '../../../contract/earnings'
import type { Statement } from '../../../contract/statements'
import { financialYearStart } from '../../../contract/tax-rules'
import { withholdingLockName } from '../../../server/db/locks'
import { createLedgerRepository, saleLines } from '../../../server/modules/money/ledger-repository'
import { withholdFromCredit } from '../../../server/modules/money/tax/withholding'
import { buyPaidCard, createCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { holdTransactionOpen } from '../../support/held-transaction'
import {
  completeKyc,
  createClockFile,
  ledgerRows,
  refundPurchase,
  sumOf,
  TEST_PAN,
  unbalancedGroups,
} from '../../support/money'
import { eventually } from '../../support/stream'
import { download, invoicesOf, pdfText, setBusinessDetails } from '../../support/tax'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// TDS (section 194-O) and TCS (GST) withheld from creators' credits in the ledger, the financial-year
// statement summed from it, and the monthly commission invoice (docs/tax.md).

const ADMIN = { email: 'withholding-admin@cardcast.test', password: 'admin-secret-1' }
const GSTIN = `29${TEST_PAN}1Z7`

describeOnEachDialect('withholding, statements and commission invoices on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })

  const earnings = async (creator: TestAccount) =>
    (await client.get<EarningsResponse>('/auth/user/earnings', { token: creator.token })).body
  const statementOf = async (creator: TestAccount) =>
    (await client.get<Statement>('/auth/user/earnings/statement', { token: creator.token })).body
  async function sell(creator: TestAccount, price: number) {
    const card = await createCard(client, creator, { price })
    const buyer = await createVerifiedAccount(server)
    return buyPaidCard(client, buyer, card)
  }
  /** Sales of `rupees` earlier this financial year, as paid sales write them. */
  async function pastSales(creator: TestAccount, rupees: number) {
    const paise = rupees * 100
    const share = Math.floor(paise * 0.8)
    const at = server.app.clock.now()
    await server.app.ledger.post({
      groupKey: `sale:${uniqueName('seed')}`,
      kind: 'sale',
      lines: [
        { account: 'provider', amountPaise: -paise },
        { account: 'creator', creatorId: creator.userId, amountPaise: share, availableAt: at },
        { account: 'platform', amountPaise: paise - share },
      ],
      at,
    })
  }
  const creatorLines = async (creator: TestAccount) =>
    (await ledgerRows(server)).filter((row) => row.creator_id === creator.userId && row.account === 'creator')

  it('withholds 5% TDS without a PAN, TCS of 0.5% with a GSTIN, and gives both back on a refund', async () => {
    clock.set(0)
    await setBusinessDetails(client, admin.token)
    const noPan = await createCreatorAccount(server, { plan: 'pro' })
    await sell(noPan, 100)
    expect((await earnings(noPan)).onHold).toBe(75)

    const registered = await createCreatorAccount(server, { plan: 'pro' })
    await completeKyc(client, registered, { legalName: 'Asha Rao', gstin: GSTIN })
    const purchase = await sell(registered, 100)
    // ₹80 share, ₹0.50 TCS; no TDS below ₹5,00,000 with a PAN.
    expect((await earnings(registered)).onHold).toBe(79.5)
    const lines = await creatorLines(registered)
    expect(lines.filter((row) => row.kind === 'tcs').map((row) => row.amount_paise)).toEqual([-50])
    expect(lines.filter((row) => row.kind === 'tds')).toEqual([])

    expect((await refundPurchase(client, admin.token, purchase._id)).status).toBe(200)
    expect((await earnings(registered)).onHold).toBe(0)
    expect(sumOf(await creatorLines(registered), 'creator')).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('takes no TDS up to ₹5,00,000 in the year, then 0.1% with the year caught up once', async () => {
    await setBusinessDetails(client, admin.token)
    const creator = await createCreatorAccount(server, { plan: 'pro' })
    await completeKyc(client, creator, { legalName: 'Ravi Kumar' })
    await pastSales(creator, 499_900)
    await sell(creator, 100)
    expect((await creatorLines(creator)).filter((row) => row.kind === 'tds')).toEqual([])
    // This sale takes the year to ₹5,00,100: 0.1% of it, and of the ₹5,00,000 before, once.
    await sell(creator, 100)
    await sell(creator, 100)
    const tds = (await creatorLines(creator))
      .filter((row) => row.kind === 'tds')
      .map((row) => row.amount_paise)
    expect(tds.sort((a, b) => a - b)).toEqual([-500_00, -10, -10])
    expect((await statementOf(creator)).tds).toBe(500.2)

    // The quarter's TDS report: one row per deduction, in the shape a return takes.
    const ist = new Date(Date.now() + 5.5 * 3600_000)
    const quarter = Math.floor(((ist.getUTCMonth() - 3 + 12) % 12) / 3) + 1
    const report = await client.get<string>(
      `/auth/admin/tds-report.csv?year=${financialYearStart(new Date())}&quarter=${quarter}`,
      { token: admin.token },
    )
    expect(report.status).toBe(200)
    const [header, ...lines] = report.body.trim().split('\r\n')
    expect(header).toBe('Section,PAN,Name,Username,Amount credited (INR),TDS (INR),Date,Reference')
    const mine = lines.filter((line) => line.includes(creator.username))
    // The crossing sale and its catch-up are written at one instant: their order is not the point.
    expect(mine.map((line) => line.split(',').slice(0, 6).join(',')).sort()).toEqual(
      [
        `194-O,${TEST_PAN},Ravi Kumar,${creator.username},500000.00,500.00`,
        `194-O,${TEST_PAN},Ravi Kumar,${creator.username},100.00,0.10`,
        `194-O,${TEST_PAN},Ravi Kumar,${creator.username},100.00,0.10`,
      ].sort(),
    )
    expect(
      (await client.get('/auth/admin/tds-report.csv?year=2026&quarter=5', { token: admin.token })).status,
    ).toBe(400)
  })

  it.runIf(dialect === 'postgres')(
    'two sales credited at once count each other: the one that crosses ₹5,00,000 catches the year up',
    async () => {
      await setBusinessDetails(client, admin.token)
      const creator = await createCreatorAccount(server, { plan: 'pro' })
      await completeKyc(client, creator, { legalName: 'Kiran Shah' })
      await pastSales(creator, 499_950)
      const card = await createCard(client, creator, { price: 40 })
      const buyer = await createVerifiedAccount(server)

      // One ₹40 sale credited and withheld in a transaction that stays open…
      const { db, clock: moneyClock } = server.app
      const heldSale = await holdTransactionOpen(db, async (trx) => {
        const at = moneyClock.now()
        const groupKey = `sale:${uniqueName('held')}`
        await createLedgerRepository(trx).post({
          groupKey,
          kind: 'sale',
          lines: saleLines(40_00, creator.userId, at),
          at,
        })
        await withholdFromCredit(trx, {
          sourceGroupKey: groupKey,
          creatorId: creator.userId,
          grossPaise: 40_00,
          availableAt: at,
          at,
        })
      })

      // …while a buyer pays ₹40 for another: its withholding waits for the first to commit (without
      // anything to make it wait, it finishes first, blind to the other sale).
      let paid = false
      const secondSale = buyPaidCard(client, buyer, card).finally(() => {
        paid = true
      })
      const lockKey = withholdingLockName(creator.userId)
      await eventually(
        async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_locks
            where locktype = 'advisory' and not granted
              and objid::bigint = (hashtext(${lockKey})::bigint & 4294967295)`.execute(db)
          return paid || (rows[0]?.waiting ?? 0) > 0
        },
        (settled) => settled,
      )
      await heldSale.commit()
      await secondSale

      // ₹4,99,990 before the second sale and ₹5,00,030 after: 0.1% of it, and of the year before, once.
      const tds = (await creatorLines(creator))
        .filter((row) => row.kind === 'tds')
        .map((row) => row.amount_paise)
      expect(tds.sort((a, b) => a - b)).toEqual([-499_99, -4])
      expect(await unbalancedGroups(server)).toEqual([])
    },
  )

  it('states the year from the ledger: sales, refunds, commission, withholding and payouts', async () => {
    await setBusinessDetails(client, admin.token)
    const creator = await createCreatorAccount(server, { plan: 'pro' })
    await completeKyc(client, creator, { legalName: 'Meera Nair', gstin: GSTIN })
    await sell(creator, 100)
    const refunded = await sell(creator, 50)
    await sell(creator, 25)
    await refundPurchase(client, admin.token, refunded._id)
    const statement = await statementOf(creator)
    expect(statement).toMatchObject({
      creator: { legalName: 'Meera Nair', panMasked: 'ABCxxxx34F', gstin: GSTIN },
      grossSales: 175,
      refunds: 50,
      commission: 25,
      // All of the ₹25 commission holds GST at 18% (₹21.19 + ₹3.81), though this month is not
      // invoiced yet.
      gstOnCommission: 3.81,
      tcs: 0.63,
      tds: 0,
      disputes: 0,
      netPaid: 0,
    })
    // The figures net to what the ledger credited the creator.
    const credited = sumOf(await creatorLines(creator), 'creator') / 100
    expect(statement.netEarnings).toBe(credited)
    expect(
      statement.grossSales - statement.refunds - statement.commission - statement.tds - statement.tcs,
    ).toBeCloseTo(statement.netEarnings, 2)

    const csv = await client.get<string>('/auth/user/earnings/statement.csv', { token: creator.token })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.body).toContain(`Financial year,${statement.financialYear}`)
    expect(csv.body).toContain('Gross sales,175.00')
    expect(csv.body).toContain('TCS (GST),0.63')
    const pdf = await download(server.url, '/auth/user/earnings/statement.pdf', creator.token)
    expect(pdf.type).toBe('application/pdf')
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(`Creator statement ${statement.financialYear}`)
    expect(text).toContain('INR 175.00')
    // No TDS was withheld: its line reads 0.00, and no line reads -0.00.
    expect(text).toMatch(/TDS \(section 194-O\)\s*INR 0\.00/)
    expect(text).not.toContain('-0.00')
    expect(
      (await client.get('/auth/user/earnings/statement?year=1999', { token: creator.token })).status,
    ).toBe(400)
    const viewer = await createVerifiedAccount(server)
    expect((await client.get('/auth/user/earnings/statement', { token: viewer.token })).status).toBe(403)
  })

  it('invoices each creator last month’s commission once, in the new month', async () => {
    clock.set(0)
    await setBusinessDetails(client, admin.token)
    const creator = await createCreatorAccount(server, { plan: 'pro' })
    const refunded = await sell(creator, 100)
    await sell(creator, 49)
    // An hour into next month (IST): the month of the sales is over, and the sweep invoices it.
    const ist = new Date(Date.now() + 5.5 * 3600_000)
    const nextMonth = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1) - 5.5 * 3600_000
    clock.set(nextMonth + 3600_000 - Date.now())
    const commission = await eventually(
      async () => (await invoicesOf(client, creator)).filter((invoice) => invoice.purpose === 'commission'),
      (found) => found.length > 0,
    )
    expect(commission).toHaveLength(1)
    expect(commission[0]).toMatchObject({
      document: 'invoice',
      total: 29.8,
      taxable: 25.25,
      cgst: 2.28,
      sgst: 2.27,
      recipient: { name: creator.username },
    })
    expect(commission[0]?.description).toMatch(/^Cardcast commission on card sales, \w+ \d{4}$/)
    // The statement of the sales' year counts the GST of that invoice, whenever it was issued (a
    // March's goes out in April, in the next financial year).
    const salesYear = financialYearStart(new Date(nextMonth - 3600_000))
    const statement = await client.get<Statement>(`/auth/user/earnings/statement?year=${salesYear}`, {
      token: creator.token,
    })
    expect(statement.body).toMatchObject({ commission: 29.8, gstOnCommission: 4.55 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      (await invoicesOf(client, creator)).filter((invoice) => invoice.purpose === 'commission'),
    ).toHaveLength(1)

    // A refund in the new month and no sales: that month's commission is a credit note of ₹20.
    expect((await refundPurchase(client, admin.token, refunded._id)).status).toBe(200)
    const monthAfter = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 2, 1) - 5.5 * 3600_000
    clock.set(monthAfter + 3600_000 - Date.now())
    const credit = await eventually(
      async () => (await invoicesOf(client, creator)).filter((invoice) => invoice.document === 'credit_note'),
      (found) => found.length > 0,
    )
    expect(credit).toHaveLength(1)
    expect(credit[0]).toMatchObject({
      purpose: 'commission',
      originalSerial: commission[0]?.serial,
      total: 20,
      taxable: 16.95,
      cgst: 1.53,
      sgst: 1.52,
    })
    clock.set(0)
  })
})
