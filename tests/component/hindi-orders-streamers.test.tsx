// The Orders page and the streamers' pages in Hindi: each renders its headings, labels, buttons and
// notes from the Hindi catalogues (src/locales/hi-IN/orders.po, streamers.po) and the contract's
// texts through contract/translate.ts, with dates in Hindi and rupees as written; none of a short list
// of their English texts is left on screen. Usernames and card titles stay as written.
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { Card } from '../../contract/cards'
import type { Order, OrdersResponse } from '../../contract/orders'
import type { Streamer } from '../../contract/streamers'
import { cardsApi } from '../../src/api/cards-api'
import { ordersApi } from '../../src/features/orders/orders-api'
import OrdersPage from '../../src/features/orders/orders-page'
import { ShareStreamerLink } from '../../src/features/streamers/share-streamer-link'
import StreamerPage from '../../src/features/streamers/streamer-page'
import { streamersApi } from '../../src/features/streamers/streamers-api'
import StreamersPage from '../../src/features/streamers/streamers-page'
import { UseWaitNote } from '../../src/features/streamers/use-wait-note'
import { activateLocale } from '../../src/lib/i18n'
import { subscriptionsApi } from '../../src/subscriptions/subscriptions-api'
import { dispatchOn, expectNoEnglish, ShownLater } from './hindi-support'
import { renderWithProviders } from './render'

afterEach(async () => {
  localStorage.clear()
  await activateLocale('en-IN')
})

const CREATOR_ID = 'c'.repeat(24)

const refundedOrder: Order = {
  id: 'order-1',
  date: '2026-12-04T06:00:00.000Z',
  streamer: 'ravilive',
  card: 'Sing a song',
  amount: 49,
  paymentId: 'pay_R2x9Lm',
  status: 'refunded',
  refund: { amount: 49, status: 'processed', date: '2026-12-05T10:00:00.000Z' },
}

const freeOrder: Order = {
  id: 'order-2',
  date: '2026-12-03T06:00:00.000Z',
  streamer: 'ravilive',
  card: 'Shout-out',
  amount: 0,
  paymentId: null,
  status: 'free',
  refund: null,
}

const ordersPage: OrdersResponse = { status: 'success', orders: [refundedOrder, freeOrder], nextCursor: null }

async function renderOrders(locale: 'hi-IN' | 'en-IN') {
  const { store, user } = await renderWithProviders(
    <ShownLater>
      <OrdersPage />
    </ShownLater>,
    { route: '/orders', locale },
  )
  await dispatchOn(store)(
    ordersApi.util.upsertQueryData('getOrders', undefined, { pages: [ordersPage], pageParams: [null] }),
  )
  await user.click(screen.getByRole('button', { name: 'Show' }))
}

describe('the Orders page in Hindi', () => {
  it('lists each order with its amount, status, payment id and refund in Hindi', async () => {
    await renderOrders('hi-IN')
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeInTheDocument()
    expect(screen.getByText('आपके ख़रीदे या लिए गए हर कार्ड, आपके भुगतान और हर रिफ़ंड का ब्योरा।')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'ऑर्डर' })
    const bought = within(list).getByRole('listitem', { name: 'Sing a song' })
    expect(bought).toHaveTextContent('ravilive · 4 दिस॰ 2026, 11:30 am IST')
    expect(bought).toHaveTextContent('₹49.00')
    expect(within(bought).getByText('रिफ़ंड हो गया')).toBeInTheDocument()
    expect(bought).toHaveTextContent('भुगतान ID: pay_R2x9Lm')
    expect(within(bought).getByText('रिफ़ंड हो गया: 5 दिस॰ 2026, 3:30 pm IST को ₹49.00')).toBeInTheDocument()
    const taken = within(list).getByRole('listitem', { name: 'Shout-out' })
    expect(within(taken).getByText('मुफ़्त')).toBeInTheDocument()
    expectNoEnglish(['Orders', 'Every card', 'Payment ID', 'Refunded', 'Free', ' on ', 'Dec'])
  })

  it('keeps the English of the refund line and the payment id', async () => {
    await renderOrders('en-IN')
    const bought = screen.getByRole('listitem', { name: 'Sing a song' })
    expect(bought).toHaveTextContent('Payment ID: pay_R2x9Lm')
    expect(within(bought).getByText('Refunded: ₹49.00 on 5 Dec 2026, 3:30 pm IST')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Shout-out' })).getByText('Free')).toBeInTheDocument()
  })
})

const ravi: Streamer = {
  _id: CREATOR_ID,
  username: 'ravilive',
  emailId: '',
  description: '',
  avatar: null,
  youtubeLink: 'https://youtube.com/@ravilive',
  instagramLink: '',
  plan: 'pro',
  live: true,
}

const meera: Streamer = { ...ravi, _id: 'd'.repeat(24), username: 'meeraplays', plan: 'free', live: false }

const streamersAnswer = (streamers: Streamer[], total: number) => ({
  status: 'success' as const,
  streamers,
  nextCursor: null,
  total,
})

const card = (overrides: Partial<Card>): Card => ({
  _id: 'card-1',
  cardTitle: 'Sing a song',
  description: 'Any song you like',
  imageUrl: '/cards/1.webp',
  category: ['Challenge'],
  rarity: 'Common',
  price: 49,
  creatorName: 'ravilive',
  streamerEmailId: CREATOR_ID,
  duration: 10,
  cooldownSeconds: null,
  viewerCooldownSeconds: null,
  sound: null,
  subscribersOnly: false,
  ...overrides,
})

describe('the streamers in Hindi', () => {
  it('lists the streamers, counts them and searches them in Hindi', async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <StreamersPage />
      </ShownLater>,
      { route: '/streamers', locale: 'hi-IN' },
    )
    const dispatch = dispatchOn(store)
    await dispatch(
      streamersApi.util.upsertQueryData('getStreamers', '', {
        pages: [streamersAnswer([ravi, meera], 2)],
        pageParams: [null],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { level: 1, name: 'स्ट्रीमर' })).toBeInTheDocument()
    expect(screen.getByText('कोई स्ट्रीमर ढूँढें और उनके कार्ड देखें।')).toBeInTheDocument()
    expect(screen.getByText('2 स्ट्रीमर')).toBeInTheDocument()
    const tile = within(screen.getByRole('list', { name: 'स्ट्रीमर' })).getByRole('article', {
      name: 'ravilive',
    })
    expect(within(tile).getByText('अभी लाइव')).toBeInTheDocument()
    expect(within(tile).getByText('इस स्ट्रीमर ने अभी तक अपना परिचय नहीं लिखा है।')).toBeInTheDocument()
    expect(within(tile).getByRole('button', { name: 'ravilive के कार्ड देखें' })).toHaveTextContent('कार्ड देखें')

    const search = screen.getByRole('searchbox', { name: 'स्ट्रीमर खोजें' })
    expect(search).toHaveAttribute('placeholder', 'यूज़रनेम या ईमेल')
    await user.type(search, 'meera')
    await dispatch(
      streamersApi.util.upsertQueryData('getStreamers', 'meera', {
        pages: [streamersAnswer([meera], 1)],
        pageParams: [null],
      }),
    )
    expect(await screen.findByText('2 में से 1 स्ट्रीमर')).toBeInTheDocument()
    expectNoEnglish(['Streamers', 'Find a streamer', 'Live now', 'has not written', 'Show Cards', 'of 2'])
  })

  it("shows a streamer's public page with their cards in Hindi", async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <Routes>
          <Route path="/s/:username" element={<StreamerPage />} />
        </Routes>
      </ShownLater>,
      { route: '/s/ravilive', locale: 'hi-IN' },
    )
    const dispatch = dispatchOn(store)
    await dispatch(
      streamersApi.util.upsertQueryData('getStreamerByName', 'ravilive', streamersAnswer([ravi], 1)),
    )
    await dispatch(streamersApi.util.upsertQueryData('getStreamer', CREATOR_ID, streamersAnswer([ravi], 1)))
    await dispatch(
      cardsApi.util.upsertQueryData('getStreamerCards', CREATOR_ID, {
        status: 'success',
        cards: [card({}), card({ _id: 'card-2', cardTitle: 'Shout-out', price: 0 })],
      }),
    )
    await dispatch(
      subscriptionsApi.util.upsertQueryData('getStreamerTiers', CREATOR_ID, {
        status: 'success',
        open: true,
        tiers: [],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { level: 1, name: 'ravilive के कार्ड' })).toBeInTheDocument()
    expect(screen.getByText('ravilive के प्रकाशित किए हुए कार्ड।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← सभी स्ट्रीमर' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ravilive के पेज का लिंक कॉपी करें' })).toHaveTextContent(
      'लिंक कॉपी करें',
    )
    expect(screen.getByText('अभी लाइव')).toBeInTheDocument()
    const cards = screen.getByRole('list', { name: 'कार्ड' })
    expect(within(cards).getByRole('button', { name: 'अभी खरीदें: Sing a song' })).toHaveTextContent('अभी खरीदें')
    expect(within(cards).getByRole('button', { name: 'मुफ़्त लें: Shout-out' })).toHaveTextContent('मुफ़्त लें')
    expectNoEnglish([
      "'s Cards",
      'Cards published',
      'All streamers',
      'Copy link',
      'Live now',
      'Buy Now',
      'Get free',
    ])
  })

  it('says in Hindi that no streamer goes by a name', async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <Routes>
          <Route path="/s/:username" element={<StreamerPage />} />
        </Routes>
      </ShownLater>,
      { route: '/s/nobody', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      streamersApi.util.upsertQueryData('getStreamerByName', 'nobody', streamersAnswer([], 0)),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { level: 1, name: 'स्ट्रीमर नहीं मिला।' })).toBeInTheDocument()
    expect(screen.getByText('इस नाम का कोई स्ट्रीमर नहीं है। हो सकता है उनका लिंक बदल गया हो।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← सभी स्ट्रीमर' })).toBeInTheDocument()
  })

  it('tells the streamer what their link is for, and a viewer how long a card waits, in Hindi', async () => {
    await renderWithProviders(
      <>
        <ShareStreamerLink username="ravilive" own />
        <UseWaitNote id="wait" usableAt={Date.now() + 30_000} onOver={() => {}} />
      </>,
      { locale: 'hi-IN' },
    )
    expect(
      screen.getByText(/आपका सार्वजनिक पेज: इसे शेयर करें, फिर कोई भी आपके कार्ड देख और खरीद सकता है।/),
    ).toBeInTheDocument()
    expect(screen.getByText(/^आप यह कार्ड यहाँ \d+ सेकंड में इस्तेमाल कर सकते हैं।$/)).toBeInTheDocument()
    expectNoEnglish(['Your public page', 'You can use this card'])
  })
})
