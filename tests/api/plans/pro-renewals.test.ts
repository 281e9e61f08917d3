import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { planMessages } from '../../../contract/plan-rules'
import type { PlanRenewalResponse, PlanStatus } from '../../../contract/plans'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { buyProWithSimulatedPayment, createClockFile, ledgerRows, toPaise } from '../../support/money'
import { eventually } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const HOUR_MS = 3600_000

// Creator Pro renewing each month by a viewer subscription's rules: switched on over a month bought by
// hand, a pre-debit notice mailed at least 24 hours before, then ₹349 charged once and Pro extended by
// a month; cancelled, it runs to its end and lapses, and the streamer's priced cards pause.
describeOnEachDialect('Creator Pro renewals on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })

  const clockAt = (at: number) => clock.set(at - Date.now())
  const plan = async (account: TestAccount) =>
    (await client.get<PlanStatus>('/auth/user/plan', { token: account.token })).body
  const setRenewal = (account: TestAccount, renews: boolean) =>
    client.post<PlanRenewalResponse & { message: string }>(
      '/auth/user/plan-renewal',
      { renews },
      { token: account.token },
    )
  const periodsOf = (userId: string) =>
    server.app.db.selectFrom('plan_periods').selectAll().where('user_id', '=', userId).execute()
  /** A viewer who buys a month of Pro by hand, as the browser does. */
  async function monthlyPro() {
    const streamer = await createVerifiedAccount(server)
    await buyProWithSimulatedPayment(client, streamer)
    return streamer
  }

  it('renews once after a notice a day ahead, extending Pro by a month', async () => {
    clock.set(0)
    const streamer = await monthlyPro()
    const before = await plan(streamer)
    expect(before).toMatchObject({ plan: 'pro', renewal: null })
    const on = await setRenewal(streamer, true)
    expect(on.status).toBe(200)
    expect(on.body.renewal).toEqual({ renews: true, amount: 349, noticeSent: false })
    const end = Date.parse(before.proUntil ?? '')

    clockAt(end - 47 * HOUR_MS)
    const notice = await server.smtp.waitForMail(streamer.emailId, { subject: /Creator Pro renews on/ })
    expect(notice.text).toContain('₹349 will be charged then')
    expect(notice.text).toContain('/profile')
    expect((await plan(streamer)).renewal).toEqual({ renews: true, amount: 349, noticeSent: true })
    expect(await periodsOf(streamer.userId)).toHaveLength(1)

    clockAt(end + 60_000)
    const periods = await eventually(
      () => periodsOf(streamer.userId),
      (rows) => rows.length === 2,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await periodsOf(streamer.userId)).toHaveLength(2)
    const renewal = periods.find((row) => row.starts_at === before.proUntil)
    expect(Number(renewal?.amount_paise)).toBe(toPaise(349))
    const after = await plan(streamer)
    expect(Date.parse(after.proUntil ?? '')).toBeGreaterThan(end + 27 * 24 * HOUR_MS)
    expect(after.renewal).toEqual({ renews: true, amount: 349, noticeSent: false })
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === renewal?.payment_id)
    expect(lines.find((row) => row.account === 'platform')?.amount_paise).toBe(toPaise(349))
    clock.set(0)
  })

  it('cancelled, runs to its end without a notice or a charge, and the priced cards’ sale ends with it', async () => {
    clock.set(0)
    const streamer = await monthlyPro()
    const card: Card = await createCard(client, streamer, { price: 99, cardTitle: 'Priced' })
    const { proUntil } = await plan(streamer)
    await setRenewal(streamer, true)
    const off = await setRenewal(streamer, false)
    expect(off.status).toBe(200)
    expect(off.body.message).toContain('Renewal cancelled: Creator Pro stays until')
    expect(off.body.renewal).toMatchObject({ renews: false })

    const end = Date.parse(proUntil ?? '')
    clockAt(end - 47 * HOUR_MS)
    await new Promise((resolve) => setTimeout(resolve, 500))
    clockAt(end + 26 * HOUR_MS)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await periodsOf(streamer.userId)).toHaveLength(1)
    expect(server.smtp.to(streamer.emailId).filter((mail) => /renews on/.test(mail.subject))).toEqual([])
    // Nothing extended it: Pro ends at the date it had, and with it the priced cards' sale
    // (`saleEndOf`, contract/plan-rules.ts), as when a month bought by hand runs out.
    expect(await plan(streamer)).toMatchObject({ proUntil, renewal: { renews: false } })
    const listed = (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards
    expect(listed.find((row) => row._id === card._id)?.forSaleUntil).toBe(proUntil)
    clock.set(0)
  })

  it('refuses renewal without a Creator Pro that runs to a date', async () => {
    const viewer = await createVerifiedAccount(server)
    const unending = await createCreatorAccount(server)
    for (const account of [viewer, unending]) {
      const refused = await setRenewal(account, true)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(planMessages.renewalNeedsMonthlyPro)
    }
  })
})
