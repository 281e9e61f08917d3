// The streamer's screens in Hindi: each renders its headings, buttons and labels from the Hindi
// catalogues (src/locales/hi-IN/), and none of a short list of its English texts is left on screen.
// Card titles, usernames and rupee amounts stay as written; the contract's texts (a mode's label, a
// server message) are contract/hindi-messages.ts's, checked by its own test. The same screens in a real browser, over a
// real server: tests/e2e/hindi-streamer.spec.ts.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_STREAM_SETTINGS, type StreamUse } from '../../contract/stream'
import CreateCardPage from '../../src/features/create-card/create-card-page'
import { AuctionStartForm } from '../../src/features/live/components/auction-start-form'
import { HeldUses } from '../../src/features/live/components/held-uses'
import { MarathonStartForm } from '../../src/features/live/components/marathon-start-form'
import { NowShowing } from '../../src/features/live/components/now-showing'
import { QueueControls } from '../../src/features/live/components/queue-controls'
import { StreamHistory } from '../../src/features/live/components/stream-history'
import { StreamSettingsForm } from '../../src/features/live/components/stream-settings-form'
import { UpNext } from '../../src/features/live/components/up-next'
import type { LiveQueue } from '../../src/features/live/live-api'
import { activateLocale } from '../../src/lib/i18n'
import { storeSession } from '../../src/lib/session'
import { renderWithProviders } from './render'

/** Fails naming every English text of `english` still on the page. */
function expectNoEnglish(english: readonly string[]) {
  const text = document.body.textContent ?? ''
  expect(english.filter((phrase) => text.includes(phrase))).toEqual([])
}

const NOW = new Date().toISOString()

/** A creator on Creator Pro, signed in on this device. */
function signInCreator() {
  storeSession({
    token: 't',
    user_type: 'creator',
    expiresIn: 3600,
    user: {
      _id: 'c'.repeat(24),
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
      plan: 'pro',
      proUntil: null,
      consent: 'not-needed',
    },
  })
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
    const { user } = await renderWithProviders(<CreateCardPage />, { route: '/create-card', locale: 'hi-IN' })
    expect(screen.getByRole('heading', { level: 1, name: 'कार्ड बनाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'चुनौती' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'कार्ड की तस्वीर' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'बनाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'झलक' })).toHaveTextContent('आपके कार्ड का शीर्षक')
    await user.click(screen.getByRole('combobox', { name: 'दुर्लभता' }))
    expect(await screen.findByRole('option', { name: 'लेजेंडरी', hidden: true })).toBeInTheDocument()
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
    ])
  })
})
