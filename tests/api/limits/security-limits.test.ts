import argon2 from 'argon2'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import { passwordWork } from '../../../server/modules/accounts/passwords'
import { createCard, getFreeCard } from '../../support/cards'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../../support/factories'
import { createClient, type JsonResponse } from '../../support/http'
import { createTestStreamer, type OverlayStream, openOverlayStream } from '../../support/overlay'
import { allowBursts, submitUse } from '../../support/stream'
import { startTestApp } from '../../support/test-server'
import { describeOnEachDialect, describeOnPostgres, useTestServer } from '../../support/use-test-server'

// Security review, item 5 (unrestricted resource use): each test makes the attack and shows it fails.

const ADMIN = { email: 'limits-admin@cardcast.test', password: 'admin-secret-1' }

/** Retry-After of a refusal: whole seconds, within the hour the quotas count. */
const expectRetryAfter = (response: JsonResponse) => {
  const seconds = Number(response.headers.get('retry-after'))
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(3600)
}

describeOnEachDialect('resource limits on %s', (dialect) => {
  describe('password hashing', () => {
    const { server, client } = useTestServer(dialect)
    const login = (emailId: string, password: string) =>
      client.post<{ login?: boolean; verify?: boolean; token?: string }>('/auth/user/login-user', {
        emailId,
        password,
      })

    /**
     * Accounts made straight in the database with a cheap hash: what is tested is the queue, not how
     * long argon2 takes on a busy machine (the work below waits on a gate instead).
     */
    async function cheapAccount() {
      const username = uniqueName('cheap')
      const password = 'secret123'
      const user = await server.app.users.create({
        username,
        email: `${username}@example.test`,
        passwordHash: await argon2.hash(password, {
          type: argon2.argon2id,
          memoryCost: 1024,
          timeCost: 1,
          parallelism: 1,
        }),
        isVerified: true,
      })
      return { emailId: user.email, password }
    }

    /** Holds `slots` places of the password queue (running first, then waiting) until `open()`. */
    function holdQueue(slots: number) {
      let open: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        open = resolve
      })
      const held = Array.from({ length: slots }, () => passwordWork.run(() => gate))
      return {
        async release() {
          open()
          await Promise.all(held)
        },
      }
    }

    it('lets a real login through 40 parallel wrong ones: the queue holds them all, none is refused', async () => {
      const account = await cheapAccount()
      const victims = await Promise.all(Array.from({ length: 40 }, cheapAccount))
      // Every hashing slot busy: the 41 logins below all have to wait in the queue.
      const busy = holdQueue(passwordWork.concurrency)
      const wrong = victims.map((victim) => login(victim.emailId, 'wrong-password'))
      const real = login(account.emailId, account.password)
      await expect.poll(() => passwordWork.waiting, { timeout: 30_000 }).toBe(41)
      await busy.release()
      const [answers, answer] = await Promise.all([Promise.all(wrong), real])

      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ login: true, verify: true, token: expect.any(String) })
      expect(answers.map((response) => response.status)).toEqual(Array(40).fill(401))
    }, 120_000)

    it('answers a flood beyond the wait queue 503 with a message at once, and serves again after', async () => {
      const account = await cheapAccount()
      const victims = await Promise.all(Array.from({ length: 20 }, cheapAccount))
      // Every slot busy and the queue full but for 5 places, so the flood meets a full queue.
      const places = 5
      const busy = holdQueue(passwordWork.concurrency + passwordWork.maxWaiting - places)
      expect(passwordWork.waiting).toBe(passwordWork.maxWaiting - places)

      const answered: JsonResponse[] = []
      const flood = victims.map((victim) =>
        login(victim.emailId, 'wrong-password').then((response) => {
          answered.push(response)
          return response
        }),
      )
      // The 5 places fill up and wait; the other 15 are refused without waiting for any hash.
      await expect.poll(() => passwordWork.waiting, { timeout: 30_000 }).toBe(passwordWork.maxWaiting)
      await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(15)
      for (const refused of answered) {
        expect(refused.status).toBe(503)
        expect(refused.body).toMatchObject({
          success: false,
          error: limitMessages.serverBusy,
          message: limitMessages.serverBusy,
        })
        expectRetryAfter(refused)
      }

      await busy.release()
      const statuses = (await Promise.all(flood)).map((response) => response.status)
      expect(statuses.filter((status) => status === 503)).toHaveLength(15)
      expect(statuses.filter((status) => status === 401)).toHaveLength(places)
      expect((await login(account.emailId, account.password)).status).toBe(200)
    }, 120_000)
  })

  describe('per-user hourly quotas', () => {
    const { server, client } = useTestServer(dialect)

    it('stops a creator publishing cards past the hourly quota, even in a parallel burst', async () => {
      const creator = await createCreatorAccount(server)
      const burst = await Promise.all(
        Array.from({ length: HOURLY_QUOTAS.createCard + 10 }, (_, i) =>
          client.post('/auth/user/createCard', cardBody(`Burst ${i}`), { token: creator.token }),
        ),
      )
      const created = burst.filter((response) => response.status === 201)
      const refused = burst.filter((response) => response.status === 429)
      expect(created.length + refused.length).toBe(burst.length)
      expect(created.length).toBeLessThanOrEqual(HOURLY_QUOTAS.createCard)
      expect(refused.length).toBeGreaterThanOrEqual(10)
      expect(refused[0]?.body).toMatchObject({ success: false, error: limitMessages.createCardQuota })
      expectRetryAfter(refused[0] as JsonResponse)
      const stored = await server.app.db
        .selectFrom('cards')
        .select('id')
        .where('creator_id', '=', creator.userId)
        .execute()
      expect(stored).toHaveLength(created.length)

      // Counted in the database for the last hour: once the uses are older, creating works again.
      await backdateQuotaUses(creator.userId)
      expect(
        (await client.post('/auth/user/createCard', cardBody('Later'), { token: creator.token })).status,
      ).toBe(201)
    }, 120_000)

    it('stops taking free cards past the hourly quota, and no purchase is recorded for the refused one', async () => {
      const creator = await createCreatorAccount(server)
      await allowBursts(server.app.db, creator.userId)
      const card = await createCard(client, creator, { price: 0 })
      const viewer = await createVerifiedAccount(server)
      // One unused free copy at a time: each is used before the next is taken.
      for (let i = 0; i < HOURLY_QUOTAS.freePurchase; i++) {
        const taken = await getFreeCard(client, viewer, card)
        expect((await submitUse(client, viewer, card, taken._id)).status).toBe(200)
      }
      const refused = await client.post(
        '/auth/user/createTransaction',
        { cardId: card._id, paymentId: 'free', orderId: 'free' },
        { token: viewer.token },
      )
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ success: false, error: limitMessages.freePurchaseQuota })
      expectRetryAfter(refused)
      const purchases = await server.app.db
        .selectFrom('purchases')
        .select('id')
        .where('user_id', '=', viewer.userId)
        .execute()
      expect(purchases).toHaveLength(HOURLY_QUOTAS.freePurchase)

      // Another user is not held back by this one.
      const other = await createVerifiedAccount(server)
      await getFreeCard(client, other, card)
    }, 120_000)

    it('stops opening payment orders past the hourly quota', async () => {
      const creator = await createCreatorAccount(server)
      const card = await createCard(client, creator, { price: 49 })
      const viewer = await createVerifiedAccount(server)
      const order = () =>
        client.post(
          '/auth/user/payment-order',
          { cardId: card._id, amount: 49, currency: 'INR' },
          { token: viewer.token },
        )
      for (let i = 0; i < HOURLY_QUOTAS.paymentOrder; i++)
        expect((await order()).status, `order ${i + 1}`).toBe(200)
      const refused = await order()
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ success: false, error: limitMessages.paymentOrderQuota })
      expectRetryAfter(refused)
      const orders = await server.app.db
        .selectFrom('payment_orders')
        .select('id')
        .where('user_id', '=', viewer.userId)
        .execute()
      expect(orders).toHaveLength(HOURLY_QUOTAS.paymentOrder)
    }, 120_000)

    it('stops using cards past the hourly quota; a retried use costs nothing', async () => {
      const creator = await createCreatorAccount(server)
      await allowBursts(server.app.db, creator.userId)
      const card = await createCard(client, creator, { price: 0 })
      const viewer = await createVerifiedAccount(server)
      const { app } = server
      const cardRow = await app.cards.byId(card._id)
      if (!cardRow) throw new Error('card not stored')
      // Owned straight from the database: the free-card quota is not what this test is about.
      const owned = []
      for (let i = 0; i <= HOURLY_QUOTAS.useCard; i++) {
        owned.push(
          await app.purchases.create({
            card: cardRow,
            userId: viewer.userId,
            userEmail: viewer.emailId,
            amountPaise: 0,
            paymentId: 'free',
            orderId: 'free',
          }),
        )
      }
      const use = (transactionId: string, idempotencyKey: string) =>
        client.post(
          '/auth/user/useCard',
          { cardId: card._id, transactionId, idempotencyKey },
          { token: viewer.token },
        )
      const last = owned.pop()
      if (!last) throw new Error('no purchases')
      for (const [i, purchase] of owned.entries()) {
        expect((await use(purchase.id, `use-key-${i}-${purchase.id}`)).status, `use ${i + 1}`).toBe(200)
      }
      const refused = await use(last.id, `use-key-last-${last.id}`)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ success: false, error: limitMessages.useCardQuota })
      expectRetryAfter(refused)
      expect((await app.purchases.byId(last.id))?.is_used).toBe(0)

      // The offline queue's retry of a use that went through is answered as before, quota or not.
      const first = owned[0]
      if (!first) throw new Error('no purchases')
      expect((await use(first.id, `use-key-0-${first.id}`)).status).toBe(200)
    }, 120_000)

    function cardBody(title: string) {
      return {
        cardTitle: title,
        description: 'A card of a burst',
        imageUrl: '/cards/preset-1.svg',
        category: ['Challenge'],
        rarity: 'Rare',
        price: 0,
      }
    }

    async function backdateQuotaUses(userId: string) {
      await server.app.db
        .updateTable('quota_uses')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .where('user_id', '=', userId)
        .execute()
    }
  })

  describe('overlay streams', () => {
    const { server, client, admin } = useTestServer(dialect, { admin: ADMIN })
    const streams: OverlayStream[] = []
    const stream = async (key: string) => {
      const opened = await openOverlayStream(server.url, key)
      streams.push(opened)
      return opened
    }
    const openHere = (key: string) => server.app.overlayBus.streamsOpenHere(key, '127.0.0.1')
    afterEach(async () => {
      for (const opened of streams.splice(0)) opened.close()
      // Every place is free again before the next test counts.
      await expect.poll(() => server.app.overlayBus.streamsOpenHere('', '127.0.0.1').forAddress).toBe(0)
    })

    it('caps the open streams of one stream key, refusing the next with 429 before it opens', async () => {
      const creator = await createTestStreamer(server.app)
      const first = await Promise.all(Array.from({ length: 10 }, () => stream(creator.key)))
      expect(first.map((opened) => opened.status)).toEqual(Array(10).fill(200))

      const refused = await stream(creator.key)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ status: 'error', error: limitMessages.overlayTooManyForKey })
      expect(refused.text()).not.toContain('retry:')

      // Closing one frees its place.
      first[0]?.close()
      await expect.poll(() => openHere(creator.key).forKey).toBe(9)
      expect((await stream(creator.key)).status).toBe(200)
    })

    it('caps the open streams from one client address across keys', async () => {
      const keys = await Promise.all([1, 2, 3].map(() => createTestStreamer(server.app)))
      const [a, b, c] = keys.map((streamer) => streamer.key) as [string, string, string]
      const opened = await Promise.all([
        ...Array.from({ length: 10 }, () => stream(a)),
        ...Array.from({ length: 10 }, () => stream(b)),
      ])
      expect(opened.every((s) => s.status === 200)).toBe(true)
      const refused = await stream(c)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ status: 'error', error: limitMessages.overlayTooManyForAddress })
    })

    it("ends a creator's open overlays when an administrator makes them a viewer; they cannot reconnect", async () => {
      const creator = await createTestStreamer(server.app)
      const live = await stream(creator.key)
      expect(live.status).toBe(200)
      const demoted = await client.put(
        `/auth/admin/users/${creator.user.email}`,
        { user_type: 'viewer' },
        { token: admin.token },
      )
      expect(demoted.status).toBe(200)
      await live.ended
      expect((await stream(creator.key)).status).toBe(404)
      // Made a creator again, the same stream URL works again.
      await client.put(
        `/auth/admin/users/${creator.user.email}`,
        { user_type: 'creator' },
        { token: admin.token },
      )
      expect((await stream(creator.key)).status).toBe(200)
    })

    it("ends a creator's open overlays when an administrator deletes them", async () => {
      const creator = await createTestStreamer(server.app)
      const live = await stream(creator.key)
      expect(live.status).toBe(200)
      const deleted = await client.delete(`/auth/admin/users/${creator.user.id}`, { token: admin.token })
      expect(deleted.status).toBe(200)
      await live.ended
      expect((await stream(creator.key)).status).toBe(404)
    })
  })
})

describeOnPostgres('overlay streams closed across two instances on one PostgreSQL', () => {
  let database: TestDatabase
  let a: Awaited<ReturnType<typeof startTestApp>>
  let b: Awaited<ReturnType<typeof startTestApp>>
  const streams: OverlayStream[] = []

  beforeEach(async () => {
    database = await createTestDatabase('postgres')
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
    a = await startTestApp(database, env)
    b = await startTestApp(database, env)
    await Promise.all([a.app.overlayBus.listening(), b.app.overlayBus.listening()])
  })
  afterEach(async () => {
    for (const opened of streams.splice(0)) opened.close()
    await a?.app.close()
    await b?.app.close()
    await database?.drop()
  })

  it('demoting or deleting a creator on one instance ends their overlay on the other', async () => {
    const onA = createClient(a.url)
    const token = (await onA.post<{ token: string }>('/auth/admin/login', ADMIN)).body.token
    const demotedCreator = await createTestStreamer(a.app)
    const deletedCreator = await createTestStreamer(a.app)
    const demotedLive = await openOverlayStream(b.url, demotedCreator.key)
    const deletedLive = await openOverlayStream(b.url, deletedCreator.key)
    streams.push(demotedLive, deletedLive)
    expect([demotedLive.status, deletedLive.status]).toEqual([200, 200])

    const demoted = await onA.put(
      `/auth/admin/users/${demotedCreator.user.email}`,
      { user_type: 'viewer' },
      { token },
    )
    expect(demoted.status).toBe(200)
    await demotedLive.ended
    expect((await openOverlayStream(b.url, demotedCreator.key)).status).toBe(404)

    const deleted = await onA.delete(`/auth/admin/users/${deletedCreator.user.id}`, { token })
    expect(deleted.status).toBe(200)
    await deletedLive.ended
    expect((await openOverlayStream(b.url, deletedCreator.key)).status).toBe(404)
  })
})
