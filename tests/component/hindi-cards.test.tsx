// My Cards and Card Inventory in Hindi (docs/i18n.md): the headings, tabs, buttons, badges and dialogs
// a viewer and a creator see come from the Hindi catalogues (src/locales/hi-IN/my-cards.po and
// card-inventory.po), dates in Hindi, and none of a short list of their English texts is left on
// screen. Card titles and names stay as written; the contract's texts (a use's status, a sound's name)
// are contract/hindi-messages.ts's, checked by its own test. No server is here: the answers the pages
// read are put in the store as a fetch would have (a refetch on mount fails and keeps them).
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicUser } from '../../contract/auth'
import type { Card } from '../../contract/cards'
import type { OwnedCard } from '../../contract/purchases'
import { cardsApi } from '../../src/api/cards-api'
import CardInventoryPage from '../../src/features/card-inventory/card-inventory-page'
import { myCardsApi } from '../../src/features/my-cards/my-cards-api'
import MyCardsPage from '../../src/features/my-cards/my-cards-page'
import { activateLocale } from '../../src/lib/i18n'
import { storeSession } from '../../src/lib/session'
import { dispatchOn, expectNoEnglish, ShownLater } from './hindi-support'
import { renderWithProviders } from './render'

function signIn(role: 'viewer' | 'creator') {
  const user: PublicUser = {
    _id: (role === 'creator' ? 'c' : 'v').repeat(24),
    username: role === 'creator' ? 'ravilive' : 'asha',
    emailId: `${role}@example.com`,
    user_type: role,
    isVerified: true,
    dateOfBirth: '2000-01-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    youtubeLink: '',
    instagramLink: '',
    description: '',
    avatar: null,
    plan: role === 'creator' ? 'pro' : 'free',
    proUntil: null,
    consent: 'not-needed',
    locale: 'hi-IN',
  }
  storeSession({ token: 't', user_type: role, expiresIn: 3600, user })
  return user
}

const card = {
  _id: 'card-1',
  cardTitle: 'Sing a song',
  description: 'Any song you like',
  imageUrl: '/cards/1.webp',
  category: ['Challenge'],
  rarity: 'Common',
  price: 49,
  creatorName: 'ravilive',
  streamerEmailId: 'c'.repeat(24),
  duration: 10,
  cooldownSeconds: null,
  viewerCooldownSeconds: null,
  sound: null,
  subscribersOnly: false,
} satisfies Card

const owned = (overrides: Partial<OwnedCard>): OwnedCard => ({
  ...card,
  transactionId: 'purchase-1',
  pricePaid: 49,
  isUsed: false,
  purchaseDate: '2026-12-01T10:00:00.000Z',
  usedAt: null,
  refundedAt: null,
  useStatus: null,
  useId: null,
  streamLive: false,
  queuePlace: null,
  shownAt: null,
  usedTitle: null,
  usedDescription: null,
  startsAt: null,
  returnedReason: null,
  ...overrides,
})

afterEach(async () => {
  localStorage.clear()
  await activateLocale('en-IN')
})

describe('My Cards in Hindi', () => {
  it('shows the tabs, the cards, their badges and the use dialog in Hindi', async () => {
    signIn('viewer')
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <MyCardsPage />
      </ShownLater>,
      { route: '/my-cards', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      myCardsApi.util.upsertQueryData('getUserCards', undefined, {
        pages: [
          {
            status: 'success',
            nextCursor: null,
            cards: [
              owned({ transactionId: 'purchase-1' }),
              owned({
                transactionId: 'purchase-2',
                cardTitle: 'Dance',
                isUsed: true,
                usedAt: '2026-12-06T17:10:00.000Z',
                useStatus: 'queued',
                useId: 'use-2',
                queuePlace: 2,
                usedTitle: 'Dance',
              }),
              owned({
                transactionId: 'purchase-3',
                cardTitle: 'Shout out',
                isUsed: true,
                usedAt: '2026-12-05T09:00:00.000Z',
                useStatus: 'shown',
                useId: 'use-3',
                shownAt: '2026-12-05T09:01:00.000Z',
                usedTitle: 'Shout out',
                refundedAt: '2026-12-06T09:00:00.000Z',
              }),
            ],
          },
        ],
        pageParams: [null],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))

    expect(screen.getByRole('heading', { level: 1, name: 'मेरे कार्ड' })).toBeVisible()
    expect(screen.getByText('आपके कार्ड, किसी स्ट्रीम पर इस्तेमाल के लिए तैयार।')).toBeVisible()
    expect(screen.getByRole('tab', { name: /^तैयार/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /^चलाए गए/ })).toBeVisible()
    expect(screen.getByLabelText('2 कार्ड')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'उपलब्ध कार्ड' })).toBeVisible()
    const useButton = screen.getByRole('button', { name: 'कार्ड Sing a song इस्तेमाल करें' })
    expect(useButton).toHaveTextContent('कार्ड इस्तेमाल करें')

    await user.click(useButton)
    const dialog = await screen.findByRole('dialog', { name: 'कार्ड का ब्योरा बदलें' })
    expect(within(dialog).getByRole('textbox', { name: 'शीर्षक' })).toHaveValue('Sing a song')
    expect(within(dialog).getByRole('textbox', { name: 'विवरण' })).toHaveValue('Any song you like')
    expect(within(dialog).getByRole('button', { name: 'अभी इस्तेमाल करें' })).toBeVisible()
    expect(
      within(dialog).getByText('आपका बदला हुआ टेक्स्ट स्ट्रीम पर जाने से पहले स्ट्रीमर की मंज़ूरी का इंतज़ार कर सकता है।'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }))

    await user.click(screen.getByRole('tab', { name: /^चलाए गए/ }))
    const played = screen.getByRole('list', { name: 'इस्तेमाल किए गए कार्ड' })
    expect(screen.getByRole('heading', { level: 2, name: 'इस्तेमाल किए गए कार्ड' })).toBeVisible()
    const dance = within(played).getByRole('article', { name: 'Dance' })
    expect(dance).toHaveTextContent('कतार में')
    expect(dance).toHaveTextContent('इस्तेमाल किया: 6 दिस॰ 2026')
    expect(within(dance).getByRole('button', { name: 'Dance वापस लें' })).toHaveTextContent('वापस लें')
    const shout = within(played).getByRole('article', { name: 'Shout out' })
    expect(shout).toHaveTextContent('इस्तेमाल हुआ')
    expect(shout).toHaveTextContent('रिफ़ंड हो गया')
    expect(shout).toHaveTextContent('स्ट्रीम पर दिखाया गया: 5 दिस॰ 2026')

    expectNoEnglish([
      'My Cards',
      'Cards you own',
      'Ready',
      'Played',
      'Available Cards',
      'Used Cards',
      'Use Card',
      'QUEUED',
      'USED',
      'Refunded',
      'Withdraw',
      'Waiting for the stream',
      'Shown on stream',
      'Used ',
    ])
  })

  it('says that there are no cards yet in Hindi', async () => {
    signIn('viewer')
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <MyCardsPage />
      </ShownLater>,
      { route: '/my-cards', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      myCardsApi.util.upsertQueryData('getUserCards', undefined, {
        pages: [{ status: 'success', nextCursor: null, cards: [] }],
        pageParams: [null],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('अभी कोई कार्ड नहीं')).toBeVisible()
    expect(screen.getByText('आपके ख़रीदे या मुफ़्त में लिए कार्ड यहाँ दिखेंगे।')).toBeVisible()
    expect(screen.getByRole('link', { name: 'ट्रेंडिंग कार्ड देखें' })).toBeVisible()
    expectNoEnglish(['No cards yet', 'Browse Trending Cards'])
  })
})

describe('Card Inventory in Hindi', () => {
  it("lists the creator's cards with their stream settings and asks before deleting, in Hindi", async () => {
    const creator = signIn('creator')
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <CardInventoryPage />
      </ShownLater>,
      { route: '/card-inventory', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      cardsApi.util.upsertQueryData('getStreamerCards', creator._id, {
        status: 'success',
        cards: [card, { ...card, _id: 'card-2', cardTitle: 'Dance', cooldownSeconds: 120, sound: 'chime' }],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))

    expect(screen.getByRole('heading', { level: 1, name: 'कार्ड इन्वेंटरी' })).toBeVisible()
    expect(screen.getByText('आपके प्रकाशित किए हुए कार्ड।')).toBeVisible()
    expect(screen.getByText('2 कार्ड')).toBeVisible()
    expect(screen.getByRole('link', { name: 'नया कार्ड बनाएँ' })).toBeVisible()
    const summaries = screen.getAllByTestId('card-stream-summary').map((line) => line.textContent)
    expect(summaries).toEqual([
      'कूलडाउन डिफ़ॉल्ट · हर दर्शक डिफ़ॉल्ट · कोई आवाज़ नहीं',
      'कूलडाउन 2 मिनट · हर दर्शक डिफ़ॉल्ट · घंटी',
    ])

    await user.click(screen.getByRole('button', { name: 'Dance की स्ट्रीम सेटिंग्स' }))
    const settings = await screen.findByRole('dialog', { name: 'स्ट्रीम सेटिंग्स' })
    expect(settings).toHaveTextContent('अगले इस्तेमाल से Dance आपकी स्ट्रीम पर कैसे चलेगा।')
    expect(within(settings).getByRole('button', { name: 'सेव करें' })).toBeVisible()
    await user.click(within(settings).getByRole('button', { name: 'रद्द करें' }))

    await user.click(screen.getByRole('button', { name: 'कार्ड Sing a song मिटाएँ' }))
    const confirm = await screen.findByRole('dialog', { name: 'मिटाने की पुष्टि करें' })
    expect(confirm).toHaveTextContent('Sing a song मिटाएँ? दर्शक इसे अब ख़रीद नहीं पाएँगे।')
    expect(within(confirm).getByRole('button', { name: 'हाँ, मिटाएँ' })).toBeVisible()

    expectNoEnglish([
      'Card Inventory',
      'The cards you have published',
      'Create New Card',
      'Cooldown',
      'per viewer',
      'default',
      'no sound',
      'Stream settings',
      'Confirm Deletion',
      'Yes, Delete',
      'Viewers will no longer',
    ])
  })

  it('tells a viewer that the inventory is for creators, in Hindi', async () => {
    const viewer = signIn('viewer')
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <CardInventoryPage />
      </ShownLater>,
      { route: '/card-inventory', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      cardsApi.util.upsertQueryData('getStreamerCards', viewer._id, { status: 'success', cards: [] }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('क्रिएटर्स के लिए')).toBeVisible()
    expectNoEnglish(['For creators', 'Card inventory lists'])
  })
})
