import { pushMessages } from '../../contract/push'
import { genericPushNotification } from '../../contract/push-payload'
import { expect } from '../support/e2e'
import { test } from '../support/e2e-full-chromium'
import { signIn } from '../support/e2e-sessions'
import { createVerifiedAccount } from '../support/factories'
import { createClient } from '../support/http'
import { decryptPush, startPushServiceStandIn } from '../support/push-service-stand-in'
import { waitForServiceWorker } from './pwa-support'

// The service worker runs here (playwright.config.ts blocks it elsewhere), and may show notifications.
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] })

// A push the server made for the viewer ('on stream now', taken from a push-service stand-in and
// decrypted) is delivered to the app's real service worker through the DevTools protocol, as the
// browser's push service would: the worker shows it with its text, the card's picture and its tag;
// a tap opens My Cards at that use. A push it cannot read still shows a notification.
test('a push shows its notification, and a tap on it opens My Cards at that use', async ({
  page,
  context,
  server,
}) => {
  const viewer = await createVerifiedAccount(server)
  const pushService = await startPushServiceStandIn()
  try {
    // The server's own push, as the viewer's device would get it.
    const device = pushService.newDevice()
    const client = createClient(server.url)
    expect(
      (await client.post('/auth/user/push-subscriptions', device.subscription, { token: viewer.token }))
        .status,
    ).toBe(200)
    await server.app.push.notifyWithin(server.app.db, {
      userId: viewer.userId,
      eventKey: 'use-1',
      text: { kind: 'on-stream', cardTitle: 'Sing a song' },
      url: '/my-cards?use=use-1',
      image: async () => '/cards/sample.svg',
    })
    server.app.push.sendSoon()
    const [push] = await pushService.waitFor(device, 1)
    if (!push) throw new Error('no push')
    const data = decryptPush(device, push.body)

    await signIn(page, server, viewer)
    await page.goto('/dashboard')
    await waitForServiceWorker(page)
    // Nothing asked for permission at load: no offer is on the page.
    await expect(page.getByRole('button', { name: pushMessages.offer })).toHaveCount(0)

    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((registration) => registration.scopeURL === `${server.url}/`)
        if (mine) resolve(mine.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const deliver = async (payload: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId: await registrationId,
        data: payload,
      })
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          image: (notification as Notification & { image?: string }).image,
          tag: notification.tag,
          data: notification.data as unknown,
        }))
      })

    await deliver(data)
    await expect.poll(shown).toEqual([
      {
        title: 'On stream now',
        body: "Your card 'Sing a song' is on stream now",
        image: `${server.url}/cards/sample.svg`,
        tag: 'on-stream:use-1',
        data: { url: '/my-cards?use=use-1' },
      },
    ])

    // A payload the worker cannot read still shows something (Safari revokes silent pushes).
    await deliver('not a payload')
    await expect
      .poll(async () => (await shown()).map((notification) => notification.body))
      .toContain(genericPushNotification.body)

    // A tap on the card's notification: no protocol clicks a system notification, so the worker is
    // handed the click event for it, as the browser hands it over.
    const [worker] = context.serviceWorkers()
    if (!worker) throw new Error('no service worker')
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent(event: Event): boolean
      }
      const [notification] = await scope.registration.getNotifications({ tag: 'on-stream:use-1' })
      const NotificationClick = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification }))
    })
    await expect(page).toHaveURL(`${server.url}/my-cards?use=use-1`)
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()
  } finally {
    await pushService.close()
  }
})
