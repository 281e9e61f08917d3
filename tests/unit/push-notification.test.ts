import { describe, expect, it } from 'vitest'
import { genericPushNotification } from '../../contract/push-payload'
import { notificationForPush, urlForClick } from '../../src/pwa/push-notification'

// What the service worker shows for a push and where its tap goes (src/pwa/push-notification.ts).
describe('a push as the service worker shows it', () => {
  const payload = {
    web_push: 8030,
    notification: {
      title: 'On stream now',
      body: "Your card 'Sing' is on stream now",
      navigate: '/my-cards?use=abc',
      lang: 'en-IN',
      tag: 'on-stream:abc',
      image: '/cards/sing.svg',
    },
  }

  it('shows the declarative payload: title, body, image, tag, and the screen to open', () => {
    expect(notificationForPush(JSON.stringify(payload))).toEqual({
      title: 'On stream now',
      options: {
        body: "Your card 'Sing' is on stream now",
        icon: '/icon-192.png',
        lang: 'en-IN',
        tag: 'on-stream:abc',
        image: '/cards/sing.svg',
        data: { url: '/my-cards?use=abc' },
      },
    })
  })

  it.each([
    ['no data', null],
    ['text that is not JSON', 'hello'],
    ['JSON of another shape', JSON.stringify({ title: 'x' })],
    [
      'a payload without a title',
      JSON.stringify({ ...payload, notification: { ...payload.notification, title: '' } }),
    ],
  ])('still shows a generic notification for %s (Safari revokes silent pushes)', (_what, text) => {
    expect(notificationForPush(text)).toMatchObject({
      title: genericPushNotification.title,
      options: { body: genericPushNotification.body, data: { url: '/' } },
    })
  })

  it('opens only paths of this site', () => {
    const elsewhere = {
      ...payload,
      notification: { ...payload.notification, navigate: 'https://evil.example/' },
    }
    expect(notificationForPush(JSON.stringify(elsewhere)).options.data.url).toBe('/')
    expect(urlForClick({ url: '//evil.example/x' }, 'https://cardcast.in')).toBe('https://cardcast.in/')
    expect(urlForClick({ url: '/auctions/7' }, 'https://cardcast.in')).toBe('https://cardcast.in/auctions/7')
    expect(urlForClick(undefined, 'https://cardcast.in')).toBe('https://cardcast.in/')
  })
})
