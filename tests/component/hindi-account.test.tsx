// The account screens in Hindi (docs/i18n.md): Profile's panels, the legal pages, the parent's
// consent pages and the child's waiting screen, Grievances and Contact render their headings,
// labels and buttons from the Hindi catalogues, and none of a short list of their English texts is
// left on screen. The contract's messages are translated apart (contract/translate.ts) and are not
// asserted here. The same screens in a browser, with a real server: tests/e2e/hindi-account.spec.ts.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicUser } from '../../contract/auth'
import type { ParentView } from '../../contract/consent'
import { Footer } from '../../src/app/shell/footer'
import { ConsentGate } from '../../src/features/consent/consent-gate'
import { GiveConsent, Manage, Withdraw } from '../../src/features/consent/parent-page'
import ContactPage from '../../src/features/contact/contact-page'
import GrievancePage from '../../src/features/grievance/grievance-page'
import PrivacyPage from '../../src/features/legal/privacy-page'
import TermsPage from '../../src/features/legal/terms-page'
import { AvatarPanel } from '../../src/features/profile/avatar-panel'
import { GettingStarted } from '../../src/features/profile/getting-started'
import { PlanPanel } from '../../src/features/profile/plan-panel'
import { ProfileForm } from '../../src/features/profile/profile-form'
import { StreamUrlField } from '../../src/features/profile/stream-url-field'
import { StreamUrlPanel } from '../../src/features/profile/stream-url-panel'
import { YourDataPanel } from '../../src/features/profile/your-data-panel'
import { activateLocale, currentLocale } from '../../src/lib/i18n'
import { storeSession } from '../../src/lib/session'
import { renderWithProviders } from './render'

const creator: PublicUser = {
  _id: 'c'.repeat(24),
  username: 'asha_live',
  emailId: 'asha@example.com',
  user_type: 'creator',
  isVerified: true,
  dateOfBirth: '2000-01-01',
  createdAt: '2026-12-06T17:10:00.000Z',
  updatedAt: '2026-12-06T17:10:00.000Z',
  youtubeLink: '',
  instagramLink: '',
  description: '',
  avatar: null,
  plan: 'pro',
  proUntil: '2027-01-06T17:10:00.000Z',
  consent: 'not-needed',
  locale: 'hi-IN',
}

/** A name that starts with `text` (a required field's label ends in ' *'). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** English texts of the screen that must not show in Hindi. */
function expectNoEnglish(texts: string[]) {
  const shown = document.body.textContent ?? ''
  for (const text of texts) expect(shown, `"${text}" is still in English`).not.toContain(text)
}

afterEach(async () => {
  localStorage.clear()
  await activateLocale('en-IN')
})

describe('Profile in Hindi', () => {
  it('shows the account form, the plan, the stream overlay and the data panel in Hindi', async () => {
    await renderWithProviders(
      <>
        <ProfileForm user={creator} saving={false} onSave={() => {}} />
        <PlanPanel user={creator} />
        <YourDataPanel isCreator={false} />
        <AvatarPanel user={creator} />
        <GettingStarted />
        <StreamUrlPanel />
      </>,
      { route: '/profile', locale: 'hi-IN' },
    )
    for (const heading of ['खाता', 'सोशल लिंक और परिचय', 'आपका प्लान', 'आपका डेटा', 'प्रोफ़ाइल फ़ोटो']) {
      expect(screen.getByRole('heading', { name: heading })).toBeVisible()
    }
    expect(screen.getByRole('heading', { name: 'चार चरणों में लाइव जाएँ' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'स्ट्रीम ओवरले' })).toBeVisible()
    for (const button of [
      'बदलाव सेव करें',
      'मेरा डेटा डाउनलोड करें',
      'मेरा खाता मिटाएँ',
      'फ़ोटो अपलोड करें',
      'गाइड छिपाएँ',
      'स्ट्रीम URL बनाएँ',
    ]) {
      expect(screen.getByRole('button', { name: button })).toBeVisible()
    }
    expect(screen.getByRole('textbox', { name: 'यूज़रनेम' })).toHaveValue('asha_live')
    // The date in Hindi, in IST (17:10 UTC on 6 Dec is 10:40 pm IST the same day).
    expect(screen.getByRole('textbox', { name: 'खाता बना' })).toHaveValue('6 दिस॰ 2026')
    expect(screen.getByRole('textbox', { name: 'भूमिका' })).toHaveValue('क्रिएटर')
    expect(screen.getByText('Creator Pro 6 जन॰ 2027 तक चालू है।')).toBeVisible()
    expect(screen.getByRole('button', { name: /^एक महीना बढ़ाएँ \(₹349\)/ })).toBeVisible()
    expectNoEnglish([
      'Account created',
      'Username',
      'Social links and bio',
      'Save Changes',
      'Your plan',
      'Your data',
      'Download my data',
      'Delete my account',
      'Upload picture',
      'Go live in four steps',
      'Hide guide',
      'In OBS, add a source',
      'Generate Stream URL',
      'Stream overlay',
      'Extend by a month',
      'is active until',
    ])
  })

  it('names the stream key buttons in Hindi', async () => {
    await renderWithProviders(<StreamUrlField url="http://localhost/overlay/?key=sk_1" onCopy={() => {}} />, {
      locale: 'hi-IN',
    })
    expect(screen.getByRole('textbox', { name: 'स्ट्रीम URL' })).toHaveValue(
      'http://localhost/overlay/?key=••••••••••••',
    )
    expect(screen.getByRole('button', { name: 'स्ट्रीम कुंजी दिखाएँ' })).toHaveTextContent('कुंजी दिखाएँ')
    expect(screen.getByRole('button', { name: 'स्ट्रीम URL कॉपी करें' })).toHaveTextContent('कॉपी करें')
    expectNoEnglish(['Show key', 'Copy', 'The stream key is hidden'])
  })
})

describe('the consent pages in Hindi', () => {
  const view: ParentView = {
    child: { emailId: 'kid@example.com', dateOfBirth: '2011-03-04' },
    parentEmail: 'parent@example.com',
    consent: 'given',
    consentGivenAt: '2026-12-06T17:10:00.000Z',
    monthlyCapRupees: null,
  }

  it("shows the parent's consent step in Hindi", async () => {
    await renderWithProviders(<GiveConsent token="t" view={{ ...view, consent: 'awaiting' }} />, {
      locale: 'hi-IN',
    })
    expect(screen.getByRole('button', { name: 'मुझे कोड ईमेल करें' })).toBeVisible()
    // The child's day of birth in Hindi months (a calendar day: no time zone moves it).
    expect(screen.getByText(/जन्म 4 मार्च 2011/)).toBeVisible()
    expectNoEnglish(['Email me a code', 'Someone under 18', 'Your address', 'born'])
  })

  it("shows the parent's page (limit and withdrawal) in Hindi", async () => {
    await renderWithProviders(<Manage token="t" view={view} />, { locale: 'hi-IN' })
    expect(screen.getByText('आपने 6 दिस॰ 2026, 10:40 pm IST को सहमति दी।')).toBeVisible()
    expect(screen.getByText('अभी कोई मासिक ख़र्च सीमा नहीं है: सिर्फ़ मुफ़्त कार्ड।')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'हर महीने की ख़र्च सीमा (₹)' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'सीमा सेव करें' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'सहमति वापस लें' })).toBeVisible()
    expectNoEnglish([
      'You gave consent',
      'Monthly spending limit',
      'Save limit',
      'Withdraw',
      'free cards only',
    ])
  })

  it('asks before withdrawing, in Hindi', async () => {
    const { user } = await renderWithProviders(<Withdraw token="t" view={view} />, { locale: 'hi-IN' })
    await user.click(screen.getByRole('button', { name: 'सहमति वापस लें' }))
    const dialog = await screen.findByRole('dialog', { name: 'सहमति वापस लें?' })
    expect(dialog).toHaveTextContent('खाता kid@example.com अभी बंद हो जाएगा')
    expectNoEnglish(['Withdraw consent', 'closes now', 'cannot be undone'])
  })

  it("shows a child's waiting screen with Hindi buttons", async () => {
    storeSession({
      token: 't',
      user: { ...creator, user_type: 'viewer', consent: 'awaiting' },
      expiresIn: 3600,
    })
    await renderWithProviders(
      <ConsentGate>
        <p>app</p>
      </ConsentGate>,
      { locale: 'hi-IN' },
    )
    // The screen is a chunk of its own (consent-gate.tsx): it shows once loaded.
    expect(await screen.findByRole('button', { name: 'लिंक फिर से भेजें' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'फिर से जाँचें' })).toBeVisible()
    expectNoEnglish(['Send the link again', 'Check again'])
  })
})

describe('Grievances and Contact in Hindi', () => {
  it('shows the grievance page and its form in Hindi', async () => {
    // With the footer: the form's 'About' (a complaint's subject) and the footer's 'About' (us) are
    // two messages, though every loaded catalogue shares one table.
    await renderWithProviders(
      <>
        <GrievancePage />
        <Footer />
      </>,
      { route: '/grievance', locale: 'hi-IN' },
    )
    expect(screen.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'शिकायतें', level: 1 })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'हमारे जवाब से संतुष्ट नहीं हैं?' })).toBeVisible()
    const form = screen.getByRole('form', { name: 'शिकायत फ़ॉर्म' })
    for (const label of ['नाम', 'ईमेल', 'शिकायत', 'लिंक (वैकल्पिक)']) {
      expect(within(form).getByRole('textbox', { name: startingWith(label) })).toBeVisible()
    }
    expect(within(form).getByRole('combobox', { name: /^विषय/ })).toHaveDisplayValue('एक चुनें')
    expect(within(form).getByRole('button', { name: 'शिकायत दर्ज करें' })).toBeVisible()
    expect(document.title).toMatch(/^शिकायतें/)
    expectNoEnglish([
      'Grievances',
      'Complain about',
      'We answer within',
      'File complaint',
      'Not satisfied',
      'Choose one',
    ])
  })

  it('shows the contact page and its form in Hindi', async () => {
    await renderWithProviders(<ContactPage />, { route: '/contactus', locale: 'hi-IN' })
    expect(screen.getByRole('heading', { name: 'हमसे संपर्क करें', level: 1 })).toBeVisible()
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' })
    for (const label of ['नाम', 'ईमेल', 'विषय', 'संदेश']) {
      expect(within(form).getByRole('textbox', { name: label })).toBeVisible()
    }
    expect(within(form).getByRole('button', { name: 'संदेश भेजें' })).toBeVisible()
    expect(screen.getByText('पार्टनर')).toBeVisible()
    expect(document.title).toMatch(/^हमसे संपर्क करें/)
    expectNoEnglish(['Contact Us', 'Questions about', 'Send Message', 'Streamers', 'Viewers', 'Partners'])
  })
})

describe('the legal pages in Hindi', () => {
  it('shows the terms in Hindi, says the English text prevails, and switches to it', async () => {
    const { user } = await renderWithProviders(<TermsPage />, { route: '/tnc', locale: 'hi-IN' })
    expect(screen.getByRole('heading', { name: 'सेवा की शर्तें', level: 1 })).toBeVisible()
    expect(screen.getByText('पिछली बार अपडेट: 31 जन॰ 2025')).toBeVisible()
    expect(screen.getByRole('heading', { name: '8. सदस्यताएँ और Creator Pro' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'विषय-सूची' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByText(/अंग्रेज़ी पाठ ही मान्य होगा/)).toBeVisible()
    expectNoEnglish([
      'Terms of Service',
      'Last updated',
      'About these terms',
      'Prices and platform fees',
      'Chest payments',
      'Governing law',
      'The winning bidder',
      'contact page',
      'These terms are governed',
    ])

    await user.click(screen.getByRole('button', { name: 'अंग्रेज़ी में पढ़ें' }))
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
    expect(currentLocale()).toBe('en-IN')
    expect(screen.getByText('Last updated: Jan 31, 2025')).toBeVisible()
    expect(screen.queryByText(/English text prevails/)).toBeNull()
  })

  it('shows the privacy policy in Hindi', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/privacy', locale: 'hi-IN' })
    expect(screen.getByRole('heading', { name: 'गोपनीयता नीति', level: 1 })).toBeVisible()
    expect(screen.getByRole('heading', { name: '1. हम कौन-सा डेटा इकट्ठा करते हैं' })).toBeVisible()
    expect(screen.getByRole('heading', { name: '8. सहमति वापस लेना' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'अंग्रेज़ी में पढ़ें' })).toBeVisible()
    expectNoEnglish([
      'Privacy Policy',
      'The data we collect',
      'Data processors',
      'Cookies and local storage',
      'Your rights',
      'We do not sell your data',
      'contact page',
      'Withdrawing consent',
    ])
  })
})
