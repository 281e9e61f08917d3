// The streamer's screens in Hindi: each renders its headings, buttons and labels from the Hindi
// catalogues (src/locales/hi-IN/), and none of a short list of its English texts is left on screen.
// Card titles, usernames and rupee amounts stay as written; the contract's texts (a mode's label, a
// server message) are contract/hindi-messages.ts's, checked by its own test. The same screens in a real browser, over a
// real server: tests/e2e/hindi-streamer.spec.ts.
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { Auction } from '../../contract/auctions'
import type { Card } from '../../contract/cards'
import type { CommunityCard } from '../../contract/community'
import type { EarningsResponse } from '../../contract/earnings'
import type { Invoice } from '../../contract/invoices'
import { paths } from '../../contract/paths'
import { DEFAULT_STREAM_SETTINGS, type StreamUse } from '../../contract/stream'
import type { MySubscription, Tier } from '../../contract/subscriptions'
import { cardsApi } from '../../src/api/cards-api'
import { auctionsApi } from '../../src/auctions/auctions-api'
import { AuctionsToPayBanner } from '../../src/auctions/auctions-to-pay-banner'
import { LiveAuctionBanner } from '../../src/auctions/live-auction-banner'
import { communityApi } from '../../src/community/community-api'
import { LiveCommunityCard } from '../../src/community/live-community-card'
import { revenueSummary, salesUsesSummary } from '../../src/features/analytics/analytics-format'
import { CardsTable } from '../../src/features/analytics/components/cards-table'
import { DaysTable } from '../../src/features/analytics/components/days-table'
import { ProPitch } from '../../src/features/analytics/components/pro-pitch'
import { RangePicker } from '../../src/features/analytics/components/range-picker'
import { StatTiles } from '../../src/features/analytics/components/stat-tiles'
import { SubscriberFigures } from '../../src/features/analytics/components/subscriber-figures'
import AuctionPage from '../../src/features/auctions/auction-page'
import CreateCardPage from '../../src/features/create-card/create-card-page'
import { BalanceTiles } from '../../src/features/earnings/components/balance-tiles'
import { LedgerTable } from '../../src/features/earnings/components/ledger-table'
import { PayoutHistory } from '../../src/features/earnings/components/payout-history'
import { kycApi } from '../../src/features/earnings/kyc-api'
import { KycPanel } from '../../src/features/earnings/kyc-panel'
import { payoutAccountApi } from '../../src/features/earnings/payout-account-api'
import { PayoutAccountPanel } from '../../src/features/earnings/payout-account-panel'
import { StatementPanel } from '../../src/features/earnings/statement-panel'
import { AuctionStartForm } from '../../src/features/live/components/auction-start-form'
import { HeldUses } from '../../src/features/live/components/held-uses'
import { MarathonStartForm } from '../../src/features/live/components/marathon-start-form'
import { NowShowing } from '../../src/features/live/components/now-showing'
import { QueueControls } from '../../src/features/live/components/queue-controls'
import { StreamHistory } from '../../src/features/live/components/stream-history'
import { StreamSettingsForm } from '../../src/features/live/components/stream-settings-form'
import { UpNext } from '../../src/features/live/components/up-next'
import type { LiveQueue } from '../../src/features/live/live-api'
import MySubscriptionsPage from '../../src/features/my-subscriptions/my-subscriptions-page'
import { invoicesApi } from '../../src/invoices/invoices-api'
import { InvoicesPanel } from '../../src/invoices/invoices-panel'
import { activateLocale, i18n } from '../../src/lib/i18n'
import { storeSession } from '../../src/lib/session'
import { plansApi } from '../../src/plans/plans-api'
import { PricedCardsPausedNotice } from '../../src/plans/priced-cards-paused-notice'
import { ProRenewal } from '../../src/plans/pro-renewal'
import StartStreamingButton from '../../src/plans/start-streaming-button'
import { StreamerTiers } from '../../src/subscriptions/streamer-tiers'
import { subscriptionsApi } from '../../src/subscriptions/subscriptions-api'
import { TierFormDialog } from '../../src/subscriptions/tier-form-dialog'
import { tiersApi } from '../../src/subscriptions/tiers-api'
import { TiersPanel } from '../../src/subscriptions/tiers-panel'
import { dispatchOn, expectNoEnglish, ShownLater } from './hindi-support'
import { renderWithProviders } from './render'

const NOW = new Date().toISOString()

const CREATOR_ID = 'c'.repeat(24)

/** A creator (on Creator Pro unless told), signed in on this device. */
function signInCreator(plan: 'free' | 'pro' = 'pro') {
  storeSession({
    token: 't',
    user_type: 'creator',
    expiresIn: 3600,
    user: {
      _id: CREATOR_ID,
      username: 'ravilive',
      emailId: 'ravi@example.com',
      user_type: 'creator',
      isVerified: true,
      dateOfBirth: '1990-01-01',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      youtubeLink: '',
      instagramLink: '',
      description: '',
      avatar: null,
      plan,
      proUntil: null,
      consent: 'not-needed',
      locale: 'hi-IN',
    },
  })
}

/** One of the creator's cards, priced. */
const pricedCard = {
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
} satisfies Card

const gold: Tier = {
  id: 'tier-1',
  name: 'Gold',
  price: 149,
  perks: 'A shout-out every stream',
  monthlyAllowance: 2,
  badgeColour: 'yellow',
  retiredAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
}

afterEach(async () => {
  localStorage.clear()
  await activateLocale('en-IN')
})

const use = (overrides: Partial<StreamUse>): StreamUse => ({
  id: 'use-1',
  cardId: 'card-1',
  transactionId: 'purchase-1',
  cardTitle: 'Sing a song',
  title: 'Sing a song',
  description: 'Any song you like',
  imageUrl: '',
  rarity: 'Common',
  duration: 10,
  sound: null,
  viewer: 'asha',
  subscriber: null,
  viewerText: false,
  flag: null,
  status: 'queued',
  place: 1,
  sent: false,
  reason: null,
  paid: true,
  createdAt: NOW,
  shownAt: null,
  startsAt: null,
  endsAt: null,
  ...overrides,
})

const queue: LiveQueue = {
  status: 'success',
  now: NOW,
  clockOffsetMs: 0,
  paused: true,
  live: false,
  showing: null,
  queue: [use({ id: 'use-2', title: 'Dance', cardTitle: 'Dance' })],
  held: [use({ id: 'use-3', status: 'held', viewerText: true, title: 'Sing louder' })],
  history: [
    use({ id: 'use-4', status: 'shown', shownAt: NOW }),
    use({ id: 'use-5', status: 'skipped', shownAt: NOW }),
  ],
}

describe('the Live page in Hindi', () => {
  it('shows the queue, its buttons and the forms in Hindi', async () => {
    await renderWithProviders(
      <>
        <NowShowing queue={queue} />
        <QueueControls queue={queue} />
        <HeldUses held={queue.held} />
        <UpNext queue={queue.queue} paused={queue.paused} live={queue.live} />
        <StreamHistory history={queue.history} />
        <StreamSettingsForm settings={DEFAULT_STREAM_SETTINGS} />
        <MarathonStartForm />
        <AuctionStartForm />
      </>,
      { route: '/live', locale: 'hi-IN' },
    )
    expect(screen.getByText('ओवरले रुका है')).toBeInTheDocument()
    for (const name of ['मौजूदा छोड़ें', 'ओवरले फिर शुरू करें', 'कतार खाली करें', 'टेस्ट कार्ड भेजें']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'मंज़ूर करें' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'मंज़ूरी के इंतज़ार में' })).toBeInTheDocument()
    expect(screen.getByText('कार्ड का अपना शीर्षक: Sing a song')).toBeInTheDocument()
    expect(screen.getByText('फिर शुरू होने का इंतज़ार', { exact: false })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'फिर चलाएँ' })).toHaveLength(2)
    expect(screen.getByRole('radiogroup', { name: 'दर्शक का टेक्स्ट' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'मैराथन शुरू करें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'नीलामी शुरू करें' })).toBeInTheDocument()
    expect(screen.getByLabelText('रिज़र्व कीमत (₹)')).toBeInTheDocument()
    // The viewer's name and the card's title are theirs: as written.
    expect(screen.getAllByText('asha ने इस्तेमाल किया', { exact: false }).length).toBeGreaterThan(0)
    expectNoEnglish([
      'Overlay paused',
      'Skip current',
      'Replay last',
      'Clear queue',
      'Send test card',
      'Approve',
      'Reject',
      'Used by',
      'waits for',
      'Skipped',
      'Blocked words',
      'Alert volume',
      'Save settings',
      'Starting length',
      'Start marathon',
      'Start auction',
      'Reserve price',
    ])
  })

  it('keeps the English as it was', async () => {
    await renderWithProviders(<QueueControls queue={queue} />, { route: '/live' })
    expect(screen.getByRole('button', { name: 'Skip current' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resume overlay' })).toBeInTheDocument()
  })
})

describe('Create Card in Hindi', () => {
  it('labels the form, the options and the preview in Hindi', async () => {
    signInCreator()
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <CreateCardPage />
      </ShownLater>,
      { route: '/create-card', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      tiersApi.util.upsertQueryData('getMyTiers', undefined, { status: 'success', tiers: [gold] }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { level: 1, name: 'कार्ड बनाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'चुनौती' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'कार्ड की तस्वीर' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'बनाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'झलक' })).toHaveTextContent('आपके कार्ड का शीर्षक')
    await user.click(screen.getByRole('combobox', { name: 'दुर्लभता' }))
    expect(await screen.findByRole('option', { name: 'लेजेंडरी', hidden: true })).toBeInTheDocument()
    // The subscribers' fields (src/subscriptions) below the stream fields.
    // The switch's label holds its description too.
    await user.click(screen.getByRole('switch', { name: /^सिर्फ़ सब्सक्राइबरों के लिए/ }))
    expect(screen.getByRole('combobox', { name: 'इसे खोलने वाला सबसे निचला टियर' })).toHaveAttribute(
      'placeholder',
      'Gold (सबसे सस्ता)',
    )
    expectNoEnglish([
      'Create Card',
      'Publish a new',
      'Rarity',
      'Categories',
      'Challenge',
      'Punishment',
      'Card image',
      'On stream',
      'Your card title',
      'Legendary',
      'For subscribers only',
      'Lowest tier',
      'the cheapest',
    ])
  })
})

const earnings: EarningsResponse = {
  status: 'success',
  asOf: '2026-12-06T10:00:00.000Z',
  available: 120,
  onHold: 80,
  lifetime: 400,
  inDispute: 40,
  holdDays: 7,
  minimumPayout: 100,
  nextPayout: { date: '2026-12-15', amount: 120 },
  payouts: [
    {
      id: 'p1',
      createdAt: '2026-12-01T05:00:00.000Z',
      amount: 200,
      status: 'processed',
      failureReason: null,
    },
  ],
}

describe('Earnings in Hindi', () => {
  it('names the tiles, the tables and the panels in Hindi, with Hindi dates', async () => {
    const { store, user } = await renderWithProviders(
      <>
        <BalanceTiles earnings={earnings} />
        <LedgerTable
          asOf={earnings.asOf}
          entries={[
            {
              id: 'e1',
              createdAt: '2026-12-05T10:00:00.000Z',
              kind: 'sale',
              amount: 80,
              availableAt: '2026-12-12T10:00:00.000Z',
              cardTitle: 'Sing a song',
            },
          ]}
        />
        <PayoutHistory payouts={earnings.payouts} />
        <StatementPanel />
        <ShownLater>
          <PayoutAccountPanel />
          <KycPanel />
        </ShownLater>
      </>,
      { route: '/earnings', locale: 'hi-IN' },
    )
    const dispatch = dispatchOn(store)
    await dispatch(
      payoutAccountApi.util.upsertQueryData('getPayoutAccount', undefined, {
        status: 'success',
        payoutAccount: null,
      }),
    )
    await dispatch(
      kycApi.util.upsertQueryData('getKyc', undefined, {
        status: 'success',
        kyc: null,
        payoutsReady: false,
        missing: [],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))

    for (const [tile, value] of [
      ['उपलब्ध', '₹120'],
      ['रोका गया', '₹80'],
      ['अब तक कुल', '₹400'],
      ['अगला पेआउट', '15 दिस॰ 2026'],
    ]) {
      expect(screen.getByRole('group', { name: tile })).toHaveTextContent(value as string)
    }
    expect(screen.getByText('हर बिक्री के बाद 7 दिन रोका जाता है')).toBeInTheDocument()
    expect(screen.getByText(/आपके हिस्से के ₹40 तब तक रोके गए हैं/)).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'खाता-बही' })).toHaveTextContent('बिक्री')
    expect(screen.getByRole('table', { name: 'खाता-बही' })).toHaveTextContent('12 दिस॰ 2026 तक रोका गया')
    expect(screen.getByRole('table', { name: 'पेआउट का इतिहास' })).toHaveTextContent('1 दिस॰ 2026')
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'UPI ID' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'बैंक खाता' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'कानूनी नाम' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'KYC सेव करें' })).toBeInTheDocument()
    expect(screen.getAllByLabelText(/आपका पासवर्ड/)).toHaveLength(2)
    expectNoEnglish([
      'Available',
      'On hold',
      'Lifetime',
      'Next payout',
      'Held for disputes',
      'after each sale',
      'Dec',
      'Sale',
      'Payable',
      'Statement',
      'Financial year',
      'Download',
      'Payout account',
      'Bank account',
      'Legal name',
      'Your password',
      'Save',
    ])
  })
})

const days = [
  { date: '2026-12-04', sales: 0, revenue: 0, uses: 0 },
  { date: '2026-12-05', sales: 2, revenue: 98, uses: 1 },
]

describe('Analytics in Hindi', () => {
  it('names the tiles, the tables, the range and the Pro pitch in Hindi', async () => {
    await renderWithProviders(
      <>
        <RangePicker
          choice="custom"
          onChoice={() => {}}
          custom={{ from: '2026-12-04', to: '2026-12-05' }}
          onCustom={() => {}}
        />
        <StatTiles
          totals={{ sales: 2, revenue: 98, creatorShare: 78.4, uses: 1, buyers: 1 }}
          cardsSold={1}
          nextPayoutDate="2026-12-15"
        />
        <CardsTable cards={[{ cardId: 'c1', cardTitle: 'Sing a song', sales: 2, revenue: 98, uses: 1 }]} />
        <DaysTable daily={days} />
        <SubscriberFigures
          figures={{
            active: 1,
            new: 1,
            cancelled: 0,
            churn: 0,
            monthlyRevenue: 149,
            tiers: [{ tierId: 't1', name: 'Gold', active: 1, new: 1, cancelled: 0, monthlyRevenue: 149 }],
          }}
        />
        <ProPitch />
      </>,
      { route: '/analytics', locale: 'hi-IN' },
    )
    expect(screen.getByRole('radio', { name: '30 दिन' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'अपनी पसंद' })).toBeInTheDocument()
    expect(screen.getByLabelText('से')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'बिक्री' })).toHaveTextContent('2')
    expect(screen.getByRole('group', { name: 'आपका 80% हिस्सा' })).toHaveTextContent('₹78.40')
    expect(screen.getByRole('group', { name: 'अगला पेआउट' })).toHaveTextContent('15 दिस॰ 2026')
    expect(screen.getByRole('table', { name: 'बिक्री के हिसाब से आपके कार्ड' })).toHaveTextContent('Sing a song')
    expect(screen.getByRole('table', { name: 'हर दिन की बिक्री, आमदनी और इस्तेमाल' })).toHaveTextContent(
      '5 दिस॰ 2026',
    )
    expect(screen.getByRole('table', { name: 'टियर के हिसाब से सब्सक्राइबर' })).toHaveTextContent('Gold')
    expect(screen.getByRole('link', { name: 'Creator Pro लें' })).toBeInTheDocument()
    expectNoEnglish([
      'days',
      'Custom',
      'Sales',
      'Revenue',
      'share',
      'Unique buyers',
      'Next payout',
      'Dec',
      'Use rate',
      'Subscribers',
      'Monthly recurring revenue',
      'Churn',
      'Go Creator Pro',
      'per month',
      'With Creator Pro you get',
    ])
  })

  it('says what the charts show in Hindi, with a plural of its own', async () => {
    await activateLocale('hi-IN')
    expect(salesUsesSummary(i18n, days)).toBe(
      '4 दिस॰ 2026 से 5 दिस॰ 2026 तक हर दिन की बिक्री और इस्तेमाल: कुल 2 बिक्री और 1 इस्तेमाल; सबसे ज़्यादा बिक्री 5 दिस॰ 2026 को (2)।',
    )
    expect(revenueSummary(i18n, days)).toBe('हर दिन की आमदनी: कुल ₹98; सबसे ज़्यादा 5 दिस॰ 2026 को (₹98)।')
    await activateLocale('en-IN')
    expect(salesUsesSummary(i18n, days)).toBe(
      'Sales and uses per day from 4 Dec 2026 to 5 Dec 2026: 2 sales and 1 use in all; most sales on 5 Dec 2026 (2).',
    )
  })
})

describe('the plans in Hindi', () => {
  it('says how Creator Pro renews, and that priced cards wait for it, in Hindi', async () => {
    signInCreator('free')
    const { store, user } = await renderWithProviders(
      <>
        <StartStreamingButton />
        <ShownLater>
          <PricedCardsPausedNotice />
          <ProRenewal proUntil="2027-01-06T10:00:00.000Z" />
        </ShownLater>
      </>,
      { route: '/profile', locale: 'hi-IN' },
    )
    const dispatch = dispatchOn(store)
    await dispatch(
      cardsApi.util.upsertQueryData('getStreamerCards', CREATOR_ID, {
        status: 'success',
        cards: [pricedCard],
      }),
    )
    await dispatch(
      plansApi.util.upsertQueryData('getPlan', undefined, {
        status: 'success',
        plan: 'pro',
        proUntil: '2027-01-06T10:00:00.000Z',
        renewal: { renews: true, amount: 349, noticeSent: true },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('button', { name: 'स्ट्रीमिंग शुरू करें' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('तब तक आपका पेड कार्ड')
    expect(screen.getByRole('link', { name: 'Creator Pro रिन्यू करें' })).toBeInTheDocument()
    expect(screen.getByText('6 जन॰ 2027 को ₹349 में रिन्यू होगा (सूचना भेजी गई)।')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'रिन्यूअल रद्द करें' })).toBeInTheDocument()
    expectNoEnglish(['Start streaming', 'Unavailable', 'Renew', 'Renews on', 'notice sent', 'Cancel renewal'])
  })
})

describe('the subscription tiers in Hindi', () => {
  it('shows the creator their tiers and the tier form in Hindi', async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <TiersPanel isPro />
        <TierFormDialog tier={null} opened onClose={() => {}} />
      </ShownLater>,
      { route: '/profile', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      tiersApi.util.upsertQueryData('getMyTiers', undefined, { status: 'success', tiers: [gold] }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { name: 'सदस्यता टियर' })).toBeInTheDocument()
    const row = screen.getByRole('listitem', { name: 'Gold' })
    expect(row).toHaveTextContent('₹149 / माह')
    expect(screen.getByRole('button', { name: 'Gold बदलें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gold रिटायर करें' })).toBeInTheDocument()
    expect(screen.getByText('3 में से 1 टियर।')).toBeInTheDocument()
    const dialog = screen.getByRole('dialog', { name: 'नया सदस्यता टियर' })
    expect(dialog).toHaveTextContent('पूरे रुपये, ₹')
    await user.click(screen.getByRole('combobox', { name: 'बैज का रंग' }))
    expect(await screen.findByRole('option', { name: 'जामुनी', hidden: true })).toBeInTheDocument()
    expectNoEnglish([
      'Subscription tiers',
      '/ month',
      'Retire',
      'Change',
      'tiers.',
      'New subscription tier',
      'Monthly price',
      'Badge colour',
      'Theme colour',
      'Grape',
      'Add tier',
    ])
  })

  it("offers a streamer's tiers to a visitor in Hindi", async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <StreamerTiers streamerId={CREATOR_ID} streamerName="ravilive" />
      </ShownLater>,
      { route: '/streamer/ravilive', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      subscriptionsApi.util.upsertQueryData('getStreamerTiers', CREATOR_ID, {
        status: 'success',
        open: true,
        tiers: [gold],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { name: 'ravilive की सदस्यता लें' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'सदस्यता लें: Gold, ₹149 प्रति माह' })).toHaveTextContent(
      'सदस्यता लें',
    )
    expectNoEnglish(['Subscribe', 'Monthly, cancel any time', '/ month'])
  })
})

const SOON = new Date(Date.now() + 10 * 60_000).toISOString()

const community: CommunityCard = {
  id: 'community-1',
  status: 'open',
  streamer: { id: CREATOR_ID, username: 'ravilive' },
  card: { id: 'card-1', title: 'Sing a song', description: 'Any song', imageUrl: '', rarity: 'Common' },
  goal: 500,
  pledged: 120,
  contributors: 2,
  top: [
    { name: 'asha', amount: 100 },
    { name: 'a viewer', amount: 20 },
  ],
  startedAt: NOW,
  endsAt: SOON,
  endedAt: null,
  you: { pledged: 20 },
}

describe('community cards in Hindi', () => {
  it("shows a streamer's open community card and its chip-in form in Hindi", async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <LiveCommunityCard streamerId={CREATOR_ID} own={false} />
      </ShownLater>,
      { route: '/streamer/ravilive', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      communityApi.util.upsertQueryData('getLiveCommunity', CREATOR_ID, {
        status: 'success',
        now: NOW,
        clockOffsetMs: 0,
        community,
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { name: 'कम्युनिटी कार्ड' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: '₹500 के लक्ष्य में से ₹120' })).toBeInTheDocument()
    expect(screen.getByText('2 योगदानकर्ता')).toBeInTheDocument()
    expect(screen.getByText('आपने ₹20 का योगदान दिया।')).toBeInTheDocument()
    expect(screen.getByText('ravilive द्वारा')).toBeInTheDocument()
    // A hidden contributor is named in the page's language, as the overlay names them.
    expect(screen.getByLabelText('सबसे बड़े योगदानकर्ता')).toHaveTextContent('asha ₹100 · एक दर्शक ₹20')
    expect(screen.getByRole('textbox', { name: 'रकम (₹)' })).toBeInTheDocument()
    expectNoEnglish(['Chip in together', ' of ₹', 'contributors', 'You chipped in', 'by ravilive', 'Amount'])
  })
})

const auction: Auction = {
  id: 'auction-1',
  status: 'live',
  streamer: { id: CREATOR_ID, username: 'ravilive' },
  card: { id: 'card-1', title: 'Sing a song', description: 'Any song', imageUrl: '', rarity: 'Common' },
  reserve: 50,
  increment: 10,
  startedAt: NOW,
  endsAt: SOON,
  topBid: 60,
  topBidder: 'asha',
  nextMinimum: 70,
  bidCount: 2,
  bids: [
    { id: 'b2', amount: 60, bidder: 'asha', automatic: true, at: NOW },
    { id: 'b1', amount: 50, bidder: 'viewer2', automatic: false, at: NOW },
  ],
  you: { topBidder: false, highestBid: 50, maxAmount: null, offer: null, won: false },
  outcome: null,
}

describe('auctions in Hindi', () => {
  it('shows the auction, where the viewer stands and the bid form in Hindi', async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <Routes>
          <Route path={paths.auction} element={<AuctionPage />} />
        </Routes>
        <LiveAuctionBanner streamerId={CREATOR_ID} />
        <AuctionsToPayBanner />
      </ShownLater>,
      { route: '/auctions/auction-1', locale: 'hi-IN' },
    )
    const dispatch = dispatchOn(store)
    await dispatch(
      auctionsApi.util.upsertQueryData('getAuction', 'auction-1', {
        status: 'success',
        now: NOW,
        clockOffsetMs: 0,
        auction,
      }),
    )
    await dispatch(
      auctionsApi.util.upsertQueryData('getLiveAuction', CREATOR_ID, {
        status: 'success',
        auctionId: 'auction-1',
      }),
    )
    await dispatch(
      auctionsApi.util.upsertQueryData('getAuctionsToPay', undefined, {
        status: 'success',
        auctions: [{ id: 'auction-2', title: 'Dance', amount: 90, expiresAt: SOON }],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('खत्म होने में')).toBeInTheDocument()
    expect(screen.getByText('सबसे ऊँची बोली', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('आपकी सबसे ऊँची बोली ₹50 थी। आगे निकलने के लिए फिर बोली लगाएँ।')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'आपकी बोली (₹)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'बोली लगाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'बोलियाँ' })).toHaveTextContent('(अधिकतम बोली)')
    expect(screen.getByRole('link', { name: 'अभी बोली लगाएँ' })).toBeInTheDocument()
    expect(screen.getByText('आपने Dance जीता')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '₹90 चुकाएँ' })).toBeInTheDocument()
    expectNoEnglish([
      'Ends in',
      'Top bid',
      'You were outbid',
      'Your highest bid',
      'Your bid',
      'Maximum bid',
      'Place bid',
      'maximum bid',
      'Live auction',
      'Bid now',
      'You won',
      'Pay ₹',
      'next bidder',
    ])
  })
})

const subscription: MySubscription = {
  id: 'sub-1',
  streamer: { id: CREATOR_ID, username: 'ravilive' },
  tier: { ...gold, retired: false },
  state: 'active',
  price: 149,
  startedAt: '2026-12-01T10:00:00.000Z',
  currentPeriodEnd: '2027-01-01T10:00:00.000Z',
  renewal: { amount: 149, noticeSent: true },
  allowanceLeft: 1,
  payBy: null,
}

describe('My Subscriptions and invoices in Hindi', () => {
  it('lists the subscriptions with their state, period and buttons in Hindi', async () => {
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <MySubscriptionsPage />
      </ShownLater>,
      { route: '/my-subscriptions', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      subscriptionsApi.util.upsertQueryData('getMySubscriptions', undefined, {
        status: 'success',
        subscriptions: [subscription, { ...subscription, id: 'sub-2', state: 'ended', renewal: null }],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी सदस्यताएँ' })).toBeInTheDocument()
    expect(screen.getByText('चालू')).toBeInTheDocument()
    expect(screen.getByText('1 जन॰ 2027 को ₹149 में रिन्यू होगी।')).toBeInTheDocument()
    expect(screen.getByText('1 जन॰ 2027 को ₹149 लिए जाएँगे। इसे रोकने के लिए उससे पहले रद्द करें।')).toBeInTheDocument()
    expect(screen.getByText('1 जन॰ 2027 को खत्म हुई।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'फिर से सदस्यता लें' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'सदस्यता रद्द करें' }))
    expect(await screen.findByRole('dialog', { name: 'ravilive: Gold रद्द करें?' })).toHaveTextContent(
      'आपके फ़ायदे 1 जन॰ 2027 तक रहेंगे',
    )
    expectNoEnglish([
      'My Subscriptions',
      'Active',
      'Renews on',
      'will be charged',
      'Ended on',
      'Cancel subscription',
      'Subscribe again',
      'Nothing more is charged',
      'Keep it',
    ])
  })

  it('lists the invoices in Hindi, their serials as written', async () => {
    const invoice = {
      id: 'inv-1',
      document: 'invoice',
      purpose: 'pro',
      serial: 'CC/26-27/0001',
      date: '2026-12-05',
      total: 349,
    } as Invoice
    const { store, user } = await renderWithProviders(
      <ShownLater>
        <InvoicesPanel />
      </ShownLater>,
      { route: '/earnings', locale: 'hi-IN' },
    )
    await dispatchOn(store)(
      invoicesApi.util.upsertQueryData('getInvoices', undefined, { status: 'success', invoices: [invoice] }),
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('heading', { name: 'इनवॉइस' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'टैक्स इनवॉइस CC/26-27/0001 डाउनलोड करें' })).toHaveLength(2)
    expect(screen.getByRole('table', { name: 'इनवॉइस' })).toHaveTextContent('5 दिस॰ 2026')
    expectNoEnglish(['Invoices', 'Serial', 'Total', 'Dec'])
  })
})
