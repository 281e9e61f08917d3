import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { type MarathonResponse, marathonMessages } from '../../../contract/marathons'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { buyProWithSimulatedPayment, createClockFile } from '../../support/money'
import { openOverlayStream } from '../../support/overlay'
import { allowBackToBackUses, approveViewers, eventually, streamKeyOf, submitUse } from '../../support/stream'
import { createTier, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The Marathon: a streamer's countdown that sales, subscription charges and free uses extend by their
// configured seconds, never past its cap; paused, it stands still; it ends once, on its own.
describeOnEachDialect('marathons on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' }),
  })
  const MINUTE = 60_000

  const start = (streamer: TestAccount, body: Record<string, unknown>) =>
    client.post<MarathonResponse & { message: string }>('/auth/user/marathons', body, {
      token: streamer.token,
    })
  const current = async (streamer: TestAccount) =>
    (await client.get<MarathonResponse>('/auth/user/marathons/current', { token: streamer.token })).body
  const act = (streamer: TestAccount, id: string, action: 'pause' | 'resume' | 'end') =>
    client.post<MarathonResponse & { message: string }>(`/auth/user/marathons/${id}/${action}`, undefined, {
      token: streamer.token,
    })
  const endsAtMs = async (streamer: TestAccount) =>
    Date.parse((await current(streamer)).marathon?.endsAt ?? '')
  const rules = { startMinutes: 60, secondsPerRupee: 6, secondsPerFreeUse: 30 }

  it('starts one marathon per streamer, for creators only, from a valid form', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    expect((await current(streamer)).marathon).toBeNull()

    const asViewer = await start(viewer, rules)
    expect(asViewer.status).toBe(403)
    for (const bad of [
      { ...rules, startMinutes: 0 },
      { ...rules, secondsPerRupee: -1 },
      { ...rules, secondsPerFreeUse: 1.5 },
      { ...rules, startMinutes: 120, capHours: 1 },
    ]) {
      const refused = await start(streamer, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await current(streamer)).marathon).toBeNull()

    const started = await start(streamer, rules)
    expect(started.status).toBe(201)
    expect(started.body.message).toBe(marathonMessages.started)
    const marathon = started.body.marathon
    expect(marathon?.status).toBe('running')
    expect(Date.parse(marathon?.endsAt ?? '') - Date.parse(started.body.now)).toBe(60 * MINUTE)
    expect(marathon?.remainingMs).toBe(60 * MINUTE)

    const second = await start(streamer, rules)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(marathonMessages.alreadyRunning)

    // Another streamer cannot touch it; an unknown one is not found.
    const other = await createCreatorAccount(server)
    expect((await act(other, marathon?.id ?? '', 'pause')).status).toBe(403)
    expect((await act(streamer, 'no-such-marathon', 'pause')).status).toBe(404)
    expect((await current(streamer)).marathon?.status).toBe('running')
  })

  it('adds the configured seconds for a sale, a subscription charge and a free use, and tells the overlay', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    await buyProWithSimulatedPayment(client, streamer)
    await allowBackToBackUses(server.app.db, streamer.userId)
    const viewer = await createVerifiedAccount(server)
    await approveViewers(server.app.db, streamer.userId, [viewer.userId])
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    try {
      const started = await start(streamer, rules)
      const id = started.body.marathon?.id ?? ''
      let end = Date.parse(started.body.marathon?.endsAt ?? '')
      await eventually(
        async () => overlay.marathons.at(-1),
        (last) => last?.marathon?.status === 'running',
      )

      // A ₹50 card at 6 s per rupee: 5:00.
      const priced: Card = await createCard(client, streamer, { price: 50 })
      const bought = await buyPaidCard(client, viewer, priced)
      expect(bought._id).toBeTruthy()
      expect(await endsAtMs(streamer)).toBe(end + 300_000)
      end += 300_000
      await eventually(
        async () => overlay.marathons.at(-1),
        (last) => last?.addition?.seconds === 300 && last.addition.name === viewer.username,
      )
      expect(Date.parse(overlay.marathons.at(-1)?.marathon?.endsAt ?? '')).toBe(end)

      // A ₹49 subscription: 4:54.
      const tier = await createTier(client, streamer, { name: 'Fans', price: 49 })
      await subscribe(client, viewer, tier.id)
      expect(await endsAtMs(streamer)).toBe(end + 294_000)
      end += 294_000

      // A free card used: 30 s, and the viewer is told.
      const free = await createCard(client, streamer, { price: 0 })
      const taken = await getFreeCard(client, viewer, free)
      const used = await submitUse(client, viewer, free, taken._id)
      expect(used.status).toBe(200)
      expect(used.body.marathonAddedSeconds).toBe(30)
      expect(await endsAtMs(streamer)).toBe(end + 30_000)

      const marathon = (await current(streamer)).marathon
      expect(marathon?.addedSeconds).toBe(300 + 294 + 30)
      expect(
        marathon?.additions.map((addition) => [addition.cause, addition.seconds, addition.amount]),
      ).toEqual([
        ['free-use', 30, 0],
        ['subscription', 294, 49],
        ['sale', 300, 50],
      ])
      expect(marathon?.id).toBe(id)
    } finally {
      overlay.close()
    }
  })

  it('tells the buyer how much time their purchase added, once however often it is reported', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    await buyProWithSimulatedPayment(client, streamer)
    const viewer = await createVerifiedAccount(server)
    await start(streamer, { ...rules, secondsPerRupee: 12 })
    const card = await createCard(client, streamer, { price: 10 })
    const order = await client.post<{ orderId: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: card.price, currency: 'INR' },
      { token: viewer.token },
    )
    const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
      '/auth/user/payment-simulate',
      { orderId: order.body.orderId, outcome: 'success' },
      { token: viewer.token },
    )
    await client.post('/auth/user/payment-verify', paid.body, { token: viewer.token })
    const body = {
      cardId: card._id,
      streamerEmailId: card.streamerEmailId,
      title: card.cardTitle,
      ...paid.body,
    }
    const first = await client.post<{ marathonAddedSeconds?: number }>('/auth/user/createTransaction', body, {
      token: viewer.token,
    })
    const again = await client.post<{ marathonAddedSeconds?: number }>('/auth/user/createTransaction', body, {
      token: viewer.token,
    })
    expect(first.body.marathonAddedSeconds).toBe(120)
    expect(again.body.marathonAddedSeconds).toBe(120)
    expect((await current(streamer)).marathon?.addedSeconds).toBe(120)
  })

  it('never runs past its cap', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    await buyProWithSimulatedPayment(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const started = await start(streamer, { ...rules, startMinutes: 59, capHours: 1 })
    const capAt = Date.parse(started.body.marathon?.capAt ?? '')
    expect(capAt - Date.parse(started.body.marathon?.startedAt ?? '')).toBe(60 * MINUTE)

    // ₹50 earns 5:00, but only 1:00 is left under the cap.
    await buyPaidCard(client, viewer, await createCard(client, streamer, { price: 50 }))
    expect(await endsAtMs(streamer)).toBe(capAt)
    await buyPaidCard(client, viewer, await createCard(client, streamer, { price: 50 }))
    const marathon = (await current(streamer)).marathon
    expect(Date.parse(marathon?.endsAt ?? '')).toBe(capAt)
    expect(marathon?.additions.map((addition) => addition.seconds)).toEqual([0, 60])
  })

  it('stands still while paused, takes additions, and resumes where it stopped', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const started = await start(streamer, rules)
    const id = started.body.marathon?.id ?? ''
    clock.set(10 * MINUTE)
    const paused = await act(streamer, id, 'pause')
    expect(paused.status).toBe(200)
    expect(paused.body.marathon).toMatchObject({ status: 'paused', endsAt: null })
    const left = paused.body.marathon?.remainingMs ?? 0
    expect(left).toBeLessThanOrEqual(50 * MINUTE)
    expect(left).toBeGreaterThan(49 * MINUTE)
    expect((await act(streamer, id, 'pause')).status).toBe(409)

    // An hour later nothing has run down, and a free use still adds its seconds.
    clock.set(70 * MINUTE)
    expect((await current(streamer)).marathon?.remainingMs).toBe(left)
    const free = await createCard(client, streamer, { price: 0 })
    const used = await submitUse(client, viewer, free, (await getFreeCard(client, viewer, free))._id)
    expect(used.body.marathonAddedSeconds).toBe(30)
    expect((await current(streamer)).marathon?.remainingMs).toBe(left + 30_000)

    const resumed = await act(streamer, id, 'resume')
    expect(resumed.body.marathon?.status).toBe('running')
    expect(Date.parse(resumed.body.marathon?.endsAt ?? '') - Date.parse(resumed.body.now)).toBe(left + 30_000)
    expect((await act(streamer, id, 'resume')).status).toBe(409)
  })

  it('ends once when its time runs out, and adds nothing after', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    try {
      const started = await start(streamer, { ...rules, startMinutes: 1 })
      expect(started.status, JSON.stringify(started.body)).toBe(201)
      const id = started.body.marathon?.id ?? ''
      const endsAt = started.body.marathon?.endsAt
      clock.set(2 * MINUTE)
      const ended = await eventually(
        () => current(streamer),
        (body) => body.marathon?.status === 'ended',
      )
      expect(ended.marathon).toMatchObject({ endedAt: endsAt, remainingMs: 0, endsAt: null })
      await eventually(
        async () => overlay.marathons.at(-1),
        (last) => last?.marathon?.status === 'ended',
      )
      // More sweeps pass; the end was told once, and neither an end nor a use changes it.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(overlay.marathons.filter((frame) => frame.marathon?.status === 'ended')).toHaveLength(1)
      expect((await act(streamer, id, 'end')).status).toBe(409)
      const free = await createCard(client, streamer, { price: 0 })
      const used = await submitUse(client, viewer, free, (await getFreeCard(client, viewer, free))._id)
      expect(used.status).toBe(200)
      expect(used.body.marathonAddedSeconds).toBeUndefined()
      expect((await current(streamer)).marathon?.addedSeconds).toBe(0)

      // A new one may start now.
      expect((await start(streamer, rules)).status).toBe(201)
    } finally {
      overlay.close()
    }
  })

  it('ends once when the streamer ends it twice at the same moment', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const id = (await start(streamer, rules)).body.marathon?.id ?? ''
    const answers = await Promise.all([
      act(streamer, id, 'end'),
      act(streamer, id, 'end'),
      act(streamer, id, 'end'),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect((await current(streamer)).marathon?.status).toBe('ended')
  })

  it('shows a reconnecting overlay the same time as the Live page', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const started = await start(streamer, rules)
    clock.set(5 * MINUTE)
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    try {
      await eventually(
        async () => overlay.marathons.length,
        (count) => count > 0,
      )
      const frame = overlay.marathons[0]
      expect(frame?.marathon?.endsAt).toBe(started.body.marathon?.endsAt)
      expect(frame?.addition).toBeUndefined()
      expect(Date.parse(frame?.now ?? '') - Date.parse(started.body.now)).toBeGreaterThanOrEqual(5 * MINUTE)
    } finally {
      overlay.close()
    }
  })
})
