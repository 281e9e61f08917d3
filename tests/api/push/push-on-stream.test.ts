import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { PUSH_ON_STREAM_TTL_SECONDS, pushMessages } from '../../../contract/push'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import {
  openPush,
  type PushDevice,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../support/push-service-stand-in'
import { allowBackToBackUses, eventually, streamKeyOf, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Web Push, end to end over a local push-service stand-in: a viewer's device subscribes; the overlay
// reports the viewer's card on screen; the device receives one push, encrypted to its keys, signed
// with the server's VAPID key, that reads "Your card 'X' is on stream now" and opens My Cards at that
// use, with a TTL of 10 minutes and Urgency: high. Switched off, or in Hindi, it follows the account's
// choices; an endpoint the service says is gone is forgotten; logging out forgets the device.
describeOnEachDialect('web push on %s', (dialect) => {
  let pushService: PushServiceStandIn
  beforeAll(async () => {
    pushService = await startPushServiceStandIn()
  })
  afterAll(() => pushService.close())
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close()
  })

  const publicKey = async () => String((await client.get('/push/public-key')).body.publicKey)
  const subscribe = (viewer: TestAccount, device: PushDevice, extra: Record<string, unknown> = {}) =>
    client.post(
      '/auth/user/push-subscriptions',
      { ...device.subscription, ...extra },
      { token: viewer.token },
    )
  const devicesOf = async (viewer: TestAccount) =>
    Number((await client.get('/auth/user/push-preferences', { token: viewer.token })).body.devices)

  /** A creator with a card titled `title`, the viewer's use of it sent to a connected overlay. */
  async function cardOnStream(viewer: TestAccount, title: string) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: title, description: 'On air', duration: 5 })
    const key = await streamKeyOf(client, creator)
    const purchase = await getFreeCard(client, viewer, card)
    const used = await submitUse(client, viewer, card, purchase._id)
    expect(used.status, JSON.stringify(used.body)).toBe(200)
    const overlay = await openOverlayStream(server.url, key, { reportShown: false })
    streams.push(overlay)
    await overlay.waitFor((events) => events.some((event) => event.kind === 'card'))
    const eventId = overlay.events.find((event) => event.kind === 'card')?.id ?? 0
    return { useId: String(used.body.useId), report: () => reportShown(server.url, key, eventId) }
  }
  /** Lets a moment pass for a push the server would (wrongly) send. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

  it("pushes 'on stream now' once on the overlay's report, encrypted to the device, high urgency, 10 minutes", async () => {
    const viewer = await createVerifiedAccount(server)
    const device = pushService.newDevice()
    const subscribed = await subscribe(viewer, device)
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200)
    expect(subscribed.body.message).toBe(pushMessages.subscribed)
    const { useId, report } = await cardOnStream(viewer, 'Sing a song')
    expect(pushService.pushesTo(device)).toHaveLength(0) // sent is not shown: nothing yet

    expect((await report()).status).toBe(200)
    const [push] = await pushService.waitFor(device, 1)
    if (!push) throw new Error('no push')
    const opened = await openPush(device, push, await publicKey())
    expect(opened.payload).toEqual({
      web_push: 8030,
      notification: expect.objectContaining({
        title: 'On stream now',
        body: "Your card 'Sing a song' is on stream now",
        navigate: `/my-cards?use=${useId}`,
        lang: 'en-IN',
        tag: `on-stream:${useId}`,
      }),
    })
    expect(opened.payload.notification.image).toMatch(/^\/(?:cards|uploads)\//)
    expect(opened.ttl).toBe(PUSH_ON_STREAM_TTL_SECONDS)
    expect(opened.urgency).toBe('high')
    expect(opened.contentEncoding).toBe('aes128gcm')
    expect(opened.topic).toMatch(/^[A-Za-z0-9_-]{32}$/)

    // The overlay repeats its report (a retry): the card was shown once, and is pushed once.
    expect((await report()).status).toBe(200)
    await settle()
    expect(pushService.pushesTo(device)).toHaveLength(1)
  })

  it("writes in the account's language, and sends nothing of a kind switched off", async () => {
    const viewer = await createVerifiedAccount(server, { locale: 'hi-IN' })
    const device = pushService.newDevice()
    // A device's own language (older apps send it) does not fork the account's: the push is Hindi.
    expect((await subscribe(viewer, device, { language: 'en' })).status).toBe(200)
    const preferences = await client.get('/auth/user/push-preferences', { token: viewer.token })
    expect(preferences.body).toMatchObject({ preferences: { language: 'hi' } })
    const hindi = await cardOnStream(viewer, 'Gaana')
    await hindi.report()
    const [push] = await pushService.waitFor(device, 1)
    if (!push) throw new Error('no push')
    const { payload } = await openPush(device, push, await publicKey())
    expect(payload.notification.title).toBe('अभी स्ट्रीम पर')
    expect(payload.notification.body).toBe("आपका कार्ड 'Gaana' अभी स्ट्रीम पर है")
    expect(payload.notification.lang).toBe('hi-IN')

    const saved = await client.put(
      '/auth/user/push-preferences',
      { language: 'hi', off: ['on-stream'] },
      { token: viewer.token },
    )
    expect(saved.body).toMatchObject({ preferences: { language: 'hi', off: ['on-stream'] }, devices: 1 })
    const quiet = await cardOnStream(viewer, 'Chup')
    expect((await quiet.report()).status).toBe(200)
    await settle()
    expect(pushService.pushesTo(device)).toHaveLength(1)

    // The notifications' language is the account's: choosing English there makes the account English.
    const english = await client.put(
      '/auth/user/push-preferences',
      { language: 'en', off: [] },
      { token: viewer.token },
    )
    expect(english.body).toMatchObject({ preferences: { language: 'en', off: [] } })
    const me = await client.get('/auth/user/getUser', { token: viewer.token })
    expect(me.body).toMatchObject({ user: { locale: 'en-IN' } })
  })

  it('forgets an endpoint its push service says is gone, and a device that logged out', async () => {
    const viewer = await createVerifiedAccount(server)
    const revoked = pushService.newDevice()
    pushService.answer(revoked, 410)
    expect((await subscribe(viewer, revoked)).status).toBe(200)
    expect(await devicesOf(viewer)).toBe(1)
    const { report } = await cardOnStream(viewer, 'Gone')
    await report()
    await pushService.waitFor(revoked, 1)
    await eventually(
      () => devicesOf(viewer),
      (devices) => devices === 0,
    )

    // Logging out on the device that subscribed forgets it; another session's device stays.
    const phone = pushService.newDevice()
    expect((await subscribe(viewer, phone)).status).toBe(200)
    const login = await client.post('/auth/user/login-user', {
      emailId: viewer.emailId,
      password: viewer.password,
    })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const other = { ...viewer, token: String(login.body.token) }
    expect((await subscribe(other, pushService.newDevice())).status).toBe(200)
    expect(await devicesOf(other)).toBe(2)
    expect((await client.post('/auth/user/logout', {}, { token: viewer.token })).status).toBe(200)
    expect(await devicesOf(other)).toBe(1)
  })

  it('takes only https endpoints (loopback outside production), and a device the user has', async () => {
    const viewer = await createVerifiedAccount(server)
    const device = pushService.newDevice()
    const keys = device.subscription.keys
    const plain = await subscribe(viewer, device, { endpoint: 'http://push.example.com/send/1' })
    expect(plain.status).toBe(400)
    expect(plain.body.error).toBe(pushMessages.notHttps)
    expect(
      (await client.post('/auth/user/push-subscriptions', { endpoint: 'https://x.example/1', keys })).status,
    ).toBe(401)
    expect((await subscribe(viewer, device, { keys: { p256dh: 'short', auth: keys.auth } })).status).toBe(400)
    expect(
      (
        await client.delete('/auth/user/push-subscriptions', {
          token: viewer.token,
          body: { endpoint: device.subscription.endpoint },
        })
      ).status,
    ).toBe(404)
    expect((await subscribe(viewer, device)).status).toBe(200)
    const removed = await client.delete('/auth/user/push-subscriptions', {
      token: viewer.token,
      body: { endpoint: device.subscription.endpoint },
    })
    expect(removed.body.message).toBe(pushMessages.unsubscribed)
    expect(await devicesOf(viewer)).toBe(0)
  })
})
