import { afterAll, beforeAll, expect, it } from 'vitest'
import { PUSH_DEFAULT_TTL_SECONDS, type PushKind } from '../../../contract/push'
import type { StreamQueue } from '../../../contract/stream'
import { runPayouts } from '../../../server/modules/money/payouts/run-payouts'
import { bid, startAuction } from '../../support/auctions'
import { createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { createClockFile, givePayoutAccount } from '../../support/money'
import { openOverlayStream } from '../../support/overlay'
import {
  openPush,
  type PushDevice,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../support/push-service-stand-in'
import { allowBackToBackUses, streamKeyOf, submitUse } from '../../support/stream'
import { createTier, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Every kind of push but 'on stream now' (push-on-stream.test.ts), end to end over the local
// push-service stand-in: the event happens as its people make it happen, the device receives one push,
// decrypted here with its keys (RFC 8291), that reads what happened, opens the right screen, waits a
// day at the push service (TTL) at normal urgency; a kind the user switched off sends nothing.

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describeOnEachDialect('the kinds of push on %s', (dialect) => {
  let pushService: PushServiceStandIn
  beforeAll(async () => {
    pushService = await startPushServiceStandIn()
  })
  afterAll(() => pushService.close())
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      DELIVERY_SWEEP_SECONDS: '0.1',
      SUBSCRIPTION_SWEEP_SECONDS: '0.1',
    }),
  })

  /** A device of the user's, subscribed to pushes as the app does after the user's tap. */
  async function deviceOf(user: TestAccount, off: PushKind[] = []): Promise<PushDevice> {
    const device = pushService.newDevice()
    const subscribed = await client.post('/auth/user/push-subscriptions', device.subscription, {
      token: user.token,
    })
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200)
    if (off.length > 0) {
      const saved = await client.put(
        '/auth/user/push-preferences',
        { language: 'en', off },
        { token: user.token },
      )
      expect(saved.status).toBe(200)
    }
    return device
  }

  /** The device's `count` pushes once they arrived, opened as the device opens them. */
  async function opened(device: PushDevice, count: number) {
    const publicKey = String((await client.get('/push/public-key')).body.publicKey)
    const pushes = await pushService.waitFor(device, count)
    return Promise.all(pushes.map((push) => openPush(device, push, publicKey)))
  }

  /** Pushes of `kind` written for the device: none for a kind switched off. */
  const written = (device: PushDevice, kind: PushKind) =>
    server.app.db
      .selectFrom('push_outbox')
      .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
      .select('push_outbox.id')
      .where('push_subscriptions.endpoint', '=', device.subscription.endpoint)
      .where('push_outbox.kind', '=', kind)
      .execute()

  const act = (creator: TestAccount, path: string, json?: unknown) =>
    client.post<StreamQueue & { message: string }>(`/auth/user/stream-queue${path}`, json ?? {}, {
      token: creator.token,
    })

  /** A creator whose card the viewer took; its uses with edited text wait for approval. */
  async function cardOfCreator(viewer: TestAccount, title: string) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: title, description: 'Do it', duration: 30 })
    const purchase = await getFreeCard(client, viewer, card)
    return { creator, card, purchaseId: purchase._id }
  }

  it('pushes a card approved, one rejected with the reason and the money, and one that came back', async () => {
    const viewer = await createVerifiedAccount(server)
    const device = await deviceOf(viewer)
    const { creator, card, purchaseId } = await cardOfCreator(viewer, 'Sing')

    const approvedUse = await submitUse(client, viewer, card, purchaseId, { cardTitle: 'Sing my song' })
    expect(approvedUse.status, JSON.stringify(approvedUse.body)).toBe(200)
    expect((await act(creator, `/${approvedUse.body.useId}/approve`)).status).toBe(200)
    const [approved] = await opened(device, 1)
    expect(approved?.payload.notification).toMatchObject({
      title: 'Card approved',
      body: "Your card 'Sing my song' was approved and is in line",
      navigate: `/my-cards?use=${approvedUse.body.useId}`,
      lang: 'en-IN',
    })
    expect(approved?.payload.notification.image).toMatch(/^\/(?:cards|uploads)\//)
    expect(approved?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(approved?.urgency).toBe('normal')

    // The approved use is rejected after all (it waits in line): a decision of its own, pushed too.
    expect((await act(creator, `/${approvedUse.body.useId}/reject`, { reason: 'Not tonight' })).status).toBe(
      200,
    )
    const [, rejected] = await opened(device, 2)
    expect(rejected?.payload.notification).toMatchObject({
      title: 'Card rejected',
      body: "Your card 'Sing my song' was rejected: Not tonight. The card is back in My Cards to use again.",
      navigate: `/my-cards?use=${approvedUse.body.useId}`,
    })
    expect(rejected?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(rejected?.urgency).toBe('normal')

    // Used again and the line cleared: it came back unused.
    const cleared = await submitUse(client, viewer, card, purchaseId, { cardTitle: 'Clear me' })
    expect(cleared.status).toBe(200)
    expect((await act(creator, '/clear')).status).toBe(200)
    const [, , returned] = await opened(device, 3)
    expect(returned?.payload.notification).toMatchObject({
      title: 'Card came back',
      body: "Your card 'Clear me' is back in My Cards to use again. Cleared by the streamer.",
      navigate: `/my-cards?use=${cleared.body.useId}`,
    })
    expect(returned?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)

    // A use the viewer withdrew is their own doing: nothing is pushed (as nothing is mailed).
    const withdrawn = await submitUse(client, viewer, card, purchaseId, { cardTitle: 'Mine' })
    expect(
      (await client.post(`/auth/user/uses/${withdrawn.body.useId}/withdraw`, {}, { token: viewer.token }))
        .status,
    ).toBe(200)
    expect(await written(device, 'use-returned')).toHaveLength(1)
    expect(pushService.pushesTo(device)).toHaveLength(3)
  })

  it('pushes a card skipped on screen and given back, after its on-stream push', async () => {
    const viewer = await createVerifiedAccount(server)
    const device = await deviceOf(viewer)
    const { creator, card, purchaseId } = await cardOfCreator(viewer, 'Dance')
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    try {
      const use = await submitUse(client, viewer, card, purchaseId)
      expect(use.status).toBe(200)
      // The overlay reports it on screen: 'on stream now' first.
      const [onStream] = await opened(device, 1)
      expect(onStream?.payload.notification.title).toBe('On stream now')
      expect((await act(creator, '/skip', { giveBack: true })).status).toBe(200)
      const [, back] = await opened(device, 2)
      expect(back?.payload.notification).toMatchObject({
        title: 'Card came back',
        body: `Your card 'Dance' is back in My Cards to use again. Skipped by ${creator.username}.`,
        navigate: `/my-cards?use=${use.body.useId}`,
        tag: `use-returned:${use.body.useId}`,
      })
      expect(back?.urgency).toBe('normal')
    } finally {
      overlay.close()
    }
  })

  it('pushes a bidder who was outbid, with the auction to bid again', async () => {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Sing a Bollywood song' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 150 })
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const phone = await deviceOf(ana)
    expect((await bid(client, ana, auction.id, 150)).status).toBe(201)
    expect((await bid(client, ben, auction.id, 160)).status).toBe(201)
    const [outbid] = await opened(phone, 1)
    expect(outbid?.payload.notification).toMatchObject({
      title: 'You were outbid',
      body: "Someone bid ₹160 on 'Sing a Bollywood song'",
      navigate: `/auctions/${auction.id}`,
      // One notification per auction on the device: the next outbid replaces it.
      tag: `outbid:${auction.id}`,
    })
    expect(outbid?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(outbid?.urgency).toBe('normal')
  })

  it('pushes a creator the payout sent, opening Earnings', async () => {
    const creator = await createCreatorAccount(server)
    await givePayoutAccount(client, server.app.db, creator, { upiId: 'creator.one@okicici' })
    const device = await deviceOf(creator)
    // Earnings past their hold, as a sale a week ago leaves them.
    const now = server.app.clock.now()
    await server.app.ledger.post({
      groupKey: `sale:${uniqueName('seed')}`,
      kind: 'sale',
      lines: [
        { account: 'provider', amountPaise: -3000 },
        {
          account: 'creator',
          creatorId: creator.userId,
          amountPaise: 3000,
          availableAt: new Date(now.getTime() - HOUR),
        },
      ],
      at: new Date(now.getTime() - 8 * 24 * HOUR),
    })
    await runPayouts(server.app, { runKey: `2031-02-01T${uniqueName('')}`, trigger: 'schedule' })
    const [sent] = await opened(device, 1)
    expect(sent?.payload.notification).toMatchObject({
      title: 'Payout sent',
      body: '₹30 was sent to your bank account',
      navigate: '/earnings',
    })
    expect(sent?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(sent?.urgency).toBe('normal')
  })

  it('pushes the winner to pay within 15 minutes, and the next bidder when it passes to them', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Dance' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 100 })
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const [anaPhone, benPhone] = [await deviceOf(ana, ['outbid']), await deviceOf(ben)]
    expect((await bid(client, ana, auction.id, 100)).status).toBe(201)
    expect((await bid(client, ben, auction.id, 110)).status).toBe(201)
    clock.set(20 * MINUTE)
    const [won] = await opened(benPhone, 1)
    expect(won?.payload.notification).toMatchObject({
      title: 'You won the auction',
      body: "'Dance' is yours for ₹110: pay within 15 minutes",
      navigate: `/auctions/${auction.id}`,
    })
    expect(won?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(won?.urgency).toBe('normal')

    // Ben lets it lapse: it passes to Ana, who is pushed too (her outbid was switched off).
    clock.set(40 * MINUTE)
    const [passed] = await opened(anaPhone, 1)
    expect(passed?.payload.notification.body).toBe("'Dance' is yours for ₹100: pay within 15 minutes")
    expect(await written(anaPhone, 'outbid')).toEqual([])
    expect(pushService.pushesTo(anaPhone)).toHaveLength(1)
    expect(pushService.pushesTo(benPhone)).toHaveLength(1)
    clock.set(0)
  })

  it('pushes a subscriber whose renewal failed, opening My Subscriptions', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, gold.id, 'decline')
    const device = await deviceOf(viewer)
    const end = Date.parse(subscription.currentPeriodEnd)
    clock.set(end - 47 * HOUR - Date.now())
    await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    clock.set(end + MINUTE - Date.now())
    await server.smtp.waitForMail(viewer.emailId, { subject: /payment failed/ })
    const [failed] = await opened(device, 1)
    expect(failed?.payload.notification).toMatchObject({
      title: 'Subscription payment failed',
      body: `Your subscription to ${streamer.username} could not be paid`,
      navigate: '/my-subscriptions',
    })
    expect(failed?.ttl).toBe(PUSH_DEFAULT_TTL_SECONDS)
    expect(failed?.urgency).toBe('normal')
    clock.set(0)
  })

  it('sends nothing of a kind switched off, and the kinds left on still arrive', async () => {
    const viewer = await createVerifiedAccount(server)
    const device = await deviceOf(viewer, ['use-decided'])
    const { creator, card, purchaseId } = await cardOfCreator(viewer, 'Quiet')
    const held = await submitUse(client, viewer, card, purchaseId, { cardTitle: 'Quiet please' })
    expect((await act(creator, `/${held.body.useId}/reject`, { reason: 'No' })).status).toBe(200)
    // Returned next: the one push the device gets.
    await submitUse(client, viewer, card, purchaseId, { cardTitle: 'Back again' })
    expect((await act(creator, '/clear')).status).toBe(200)
    const [only] = await opened(device, 1)
    expect(only?.payload.notification.title).toBe('Card came back')
    expect(await written(device, 'use-decided')).toEqual([])
    expect(pushService.pushesTo(device)).toHaveLength(1)
  })
})
