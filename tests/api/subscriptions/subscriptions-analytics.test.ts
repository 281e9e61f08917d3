import { afterAll, expect, it } from 'vitest'
import type { AnalyticsResponse } from '../../../contract/analytics'
import { istDay } from '../../../contract/dates'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, DAY_MS } from '../../support/money'
import { createTier, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The Analytics page counts a streamer's subscribers, by tier: those running at the range's end and
// what they paid for the month (MRR), those new in the range, those cancelled in it, and churn.
describeOnEachDialect('subscriber analytics on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, { env: () => ({ CLOCK_OFFSET_FILE: clock.file }) })

  // The page's days are India's (contract/dates.ts): from 18:30 UTC on, today is tomorrow's date in UTC.
  const day = (offsetDays: number) => istDay(new Date(Date.now() + offsetDays * DAY_MS))
  const analytics = async (streamer: TestAccount, query: string) => {
    const response = await client.get<AnalyticsResponse>(`/auth/user/analytics?${query}`, {
      token: streamer.token,
    })
    expect(response.status).toBe(200)
    return response.body.subscriptions
  }

  it('counts running, new and cancelled subscriptions, MRR and churn, by tier', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const supporter = await createTier(client, streamer, {
      name: 'Supporter',
      price: 29,
      monthlyAllowance: 0,
    })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const [ana, bo, chen] = await Promise.all([1, 2, 3].map(() => createVerifiedAccount(server)))
    await subscribe(client, ana!, gold.id)
    await subscribe(client, bo!, supporter.id)
    const leaving = await subscribe(client, chen!, gold.id)

    const sinceLaunch = await analytics(streamer, `from=${day(-29)}&to=${day(0)}`)
    expect(sinceLaunch).toMatchObject({ active: 3, new: 3, cancelled: 0, monthlyRevenue: 327, churn: 0 })
    expect(
      sinceLaunch.tiers.map(({ name, active, new: added, monthlyRevenue }) => [
        name,
        active,
        added,
        monthlyRevenue,
      ]),
    ).toEqual([
      ['Supporter', 1, 1, 29],
      ['Gold', 2, 2, 298],
    ])

    // Ten days on, one of three cancels: a third of those running at the range's start.
    clock.set(10 * DAY_MS)
    await client.post(`/auth/user/subscriptions/${leaving.id}/cancel`, {}, { token: chen!.token })
    // Cancelling twice is one cancellation, at its first time.
    await client.post(`/auth/user/subscriptions/${leaving.id}/cancel`, {}, { token: chen!.token })
    // A newcomer who cancels at once is a cancellation, not churn of those who were there.
    const newcomer = await createVerifiedAccount(server)
    const brief = await subscribe(client, newcomer, supporter.id)
    await client.post(`/auth/user/subscriptions/${brief.id}/cancel`, {}, { token: newcomer.token })
    const lastWeek = await analytics(streamer, `from=${day(5)}&to=${day(10)}`)
    expect(lastWeek).toMatchObject({ active: 4, new: 1, cancelled: 2, churn: 0.3333 })
    expect(lastWeek.tiers.find((tier) => tier.name === 'Gold')).toMatchObject({ cancelled: 1, active: 2 })

    // Past the paid month, nothing was renewed (no notice went out): nobody runs, MRR is 0.
    clock.set(45 * DAY_MS)
    const later = await analytics(streamer, `from=${day(43)}&to=${day(45)}`)
    expect(later).toMatchObject({ active: 0, monthlyRevenue: 0, new: 0, cancelled: 0, churn: 0 })
    clock.set(0)

    // Another streamer's figures hold none of these.
    const other = await createCreatorAccount(server)
    expect(await analytics(other, `from=${day(-29)}&to=${day(0)}`)).toEqual({
      active: 0,
      new: 0,
      cancelled: 0,
      monthlyRevenue: 0,
      churn: 0,
      tiers: [],
    })
  })
})
