// The admin area in Hindi: its main screens as the app renders them, in jsdom, with the admin API
// slice in the store as the admin routes add it (src/app/router.tsx). No server is there: the
// screens show their headings, fields, buttons and table headers (and, for lists, their load
// failure), which is what is checked: Hindi where the English was, and none of that English left.
// The contract's messages are translated by contract/translate.ts, not here.
import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AdminProfile } from '../../contract/admin-auth'
import { DEFAULT_BUSINESS_SETTINGS } from '../../contract/settings'
import { useLazyApiSlice } from '../../src/app/store'
import { adminApi } from '../../src/features/admin/admin-api'
import AdminLoginPage from '../../src/features/admin/auth/login-page'
import AdminDashboardPage from '../../src/features/admin/dashboard/dashboard-page'
import AdminInvoicesPage from '../../src/features/admin/invoices/invoices-page'
import AdminPaymentsPage from '../../src/features/admin/payments/payments-page'
import AdminPayoutsPage from '../../src/features/admin/payouts/payouts-page'
import { ProfileInfoTab } from '../../src/features/admin/profile/profile-info-tab'
import { SecurityTab } from '../../src/features/admin/profile/security-tab'
import { BusinessTab } from '../../src/features/admin/settings/business-tab'
import { SmtpTab } from '../../src/features/admin/settings/smtp-tab'
import { AdminShell } from '../../src/features/admin/shell/admin-shell'
import { TwoFactorPanel } from '../../src/features/admin/two-factor/two-factor-panel'
import AdminUsersPage from '../../src/features/admin/users/users-page'
import { activateLocale } from '../../src/lib/i18n'
import { renderWithProviders } from './render'

/** The admin screens need the admin API slice, which the admin routes add to the store. */
function WithAdminApi({ children }: { children: ReactNode }) {
  return useLazyApiSlice(adminApi) ? children : null
}

async function renderInHindi(ui: ReactNode, route = '/admin/dashboard') {
  const rendered = await renderWithProviders(<WithAdminApi>{ui}</WithAdminApi>, { route, locale: 'hi-IN' })
  expect(document.documentElement.lang).toBe('hi-IN')
  return rendered
}

/** None of these English texts is left on the screen (its text and its labels). */
function expectNoEnglish(...texts: string[]) {
  const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].map((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
  )
  const shown = `${document.body.textContent ?? ''} ${labels.join(' ')}`
  for (const text of texts) expect(shown, `"${text}" is still in English`).not.toContain(text)
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 })

afterEach(async () => {
  await activateLocale('en-IN')
})

describe('the admin area in Hindi', () => {
  it('signs in in Hindi', async () => {
    await renderInHindi(<AdminLoginPage />, '/admin/login')
    expect(await screen.findByRole('heading', { name: 'एडमिन लॉगिन' })).toBeVisible()
    expect(screen.getByText('साइट का प्रबंधन करने के लिए साइन इन करें')).toBeVisible()
    expect(screen.getByLabelText('ईमेल', { exact: false, selector: 'input' })).toBeVisible()
    expect(screen.getByLabelText('पासवर्ड', { exact: false, selector: 'input' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible()
    expect(document.title).toMatch(/^एडमिन लॉगिन · एडमिन( ·|$)/)
    expectNoEnglish('Admin Login', 'Sign in to manage the site', 'Email', 'Password', 'Sign In', 'Forgot')
  })

  it('names the shell, its menu and every screen of the sidebar in Hindi', async () => {
    await renderInHindi(<AdminShell />)
    const nav = await screen.findByRole('navigation', { name: 'एडमिन' })
    for (const name of [
      'डैशबोर्ड',
      'उपयोगकर्ता प्रबंधन',
      'भुगतान प्रबंधन',
      'पेआउट',
      'इनवॉइस',
      'विवाद',
      'शिकायतें',
      'कार्ड प्रबंधन',
      'सेटिंग्स',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeVisible()
    }
    expect(within(nav).getByRole('button', { name: 'लॉग आउट' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'खाता मेन्यू' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Cardcast एडमिन, डैशबोर्ड' })).toBeVisible()
    expectNoEnglish('Dashboard', 'User Management', 'Payment Management', 'Payouts', 'Card Management')
    expectNoEnglish('Settings', 'Logout', 'Administrator', 'Account menu', 'Toggle navigation')
  })

  it('shows the dashboard in Hindi', async () => {
    await renderInHindi(<AdminDashboardPage />)
    expect(await heading('डैशबोर्ड')).toBeVisible()
    for (const tile of ['कुल उपयोगकर्ता', 'कुल स्ट्रीमर', 'कुल कार्ड', 'कुल एडमिन']) {
      expect(screen.getByText(tile)).toBeVisible()
    }
    expect(screen.getByRole('heading', { name: 'हाल की गतिविधि', level: 2 })).toBeVisible()
    const table = screen.getByRole('table', { name: 'हाल की गतिविधि' })
    for (const column of ['तारीख', 'उपयोगकर्ता', 'कार्रवाई', 'विवरण']) {
      expect(table.querySelector('thead')).toHaveTextContent(column)
    }
    expect(screen.getByText('प्रति पेज पंक्तियाँ')).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'हाल की गतिविधि के पेज' })).toBeVisible()
    expect(document.title).toMatch(/^डैशबोर्ड ·/)
    expectNoEnglish('Total Users', 'Recent Activity', 'Rows per page', 'Showing', 'entries', 'Details')
  })

  it('shows User Management in Hindi', async () => {
    await renderInHindi(<AdminUsersPage />, '/admin/users')
    expect(await heading('उपयोगकर्ता प्रबंधन')).toBeVisible()
    expect(screen.getByRole('button', { name: 'नया उपयोगकर्ता जोड़ें' })).toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'ईमेल या यूज़रनेम से खोजें' })).toBeVisible()
    const type = screen.getByRole('combobox', { name: 'उपयोगकर्ता का प्रकार' })
    expect([...type.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'सभी',
      'क्रिएटर',
      'दर्शक',
    ])
    const table = screen.getByRole('table', { name: 'उपयोगकर्ता' })
    for (const column of ['यूज़रनेम', 'ईमेल', 'सत्यापित', 'प्लान', 'बनाया गया', 'कार्रवाइयाँ']) {
      expect(table.querySelector('thead')).toHaveTextContent(column)
    }
    expectNoEnglish('User Management', 'Add New User', 'Search by email', 'Verification', 'Username')
    expectNoEnglish('Created At', 'Creator', 'Viewer', 'Actions', 'Rows per page')
  })

  it('shows Payment Management and its refund words in Hindi', async () => {
    await renderInHindi(<AdminPaymentsPage />, '/admin/payments')
    expect(await heading('भुगतान प्रबंधन')).toBeVisible()
    const status = screen.getByRole('combobox', { name: 'स्थिति' })
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'सभी',
      'प्रयुक्त',
      'अप्रयुक्त',
    ])
    const table = screen.getByRole('table', { name: 'लेन-देन' })
    for (const column of ['कार्ड ID', 'राशि', 'खरीद की तारीख', 'भुगतान ID', 'ऑर्डर ID']) {
      expect(table.querySelector('thead')).toHaveTextContent(column)
    }
    expectNoEnglish('Payment Management', 'Card purchases', 'Search by user email', 'Purchase Date')
  })

  it('shows Payouts in Hindi', async () => {
    await renderInHindi(<AdminPayoutsPage />, '/admin/payouts')
    expect(await heading('पेआउट')).toBeVisible()
    expect(screen.getByRole('button', { name: 'अभी पेआउट चलाएँ' })).toBeDisabled()
    expectNoEnglish('Run payouts now', "Creators' earnings", 'Loading payouts')
  })

  it('shows Invoices and the TDS report in Hindi', async () => {
    await renderInHindi(<AdminInvoicesPage />, '/admin/invoices')
    expect(await heading('इनवॉइस')).toBeVisible()
    expect(screen.getByRole('button', { name: 'CSV निर्यात करें' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'TDS रिपोर्ट', level: 2 })).toBeVisible()
    const quarter = screen.getByRole('combobox', { name: 'तिमाही' })
    expect(quarter.querySelector('option')).toHaveTextContent('Q1 (अप्रैल–जून)')
    expect(screen.getByRole('button', { name: 'TDS रिपोर्ट डाउनलोड करें' })).toBeVisible()
    expectNoEnglish('Export CSV', 'All documents', 'Everything', 'Financial year', 'Quarter', 'Download')
  })

  it("shows an administrator's profile, dates and permissions in Hindi", async () => {
    const profile: AdminProfile = {
      _id: 'a1',
      name: 'Ada',
      email: 'ada@cardcast.test',
      role: 'admin',
      phone: '',
      bio: '',
      avatar: null,
      joinDate: '2026-12-06T17:10:00.000Z',
      lastLogin: null,
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      permissions: ['View dashboard', 'Manage users'],
      activityLog: [],
    }
    await renderInHindi(<ProfileInfoTab profile={profile} />, '/admin/profile')
    // 17:10 UTC is 10:40 pm in IST; the month in Hindi.
    expect(await screen.findByText('6 दिस॰ 2026, 10:40 pm IST')).toBeVisible()
    expect(screen.getByText('जुड़ने की तारीख')).toBeVisible()
    expect(screen.getByText('एडमिन')).toBeVisible()
    const permissions = screen.getByRole('list', { name: 'अनुमतियाँ' })
    expect(permissions).toHaveTextContent('डैशबोर्ड देखना')
    expect(permissions).toHaveTextContent('उपयोगकर्ताओं का प्रबंधन')
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल संपादित करें' })).toBeVisible()
    expectNoEnglish('Dec', 'Joined', 'Last Login', 'View dashboard', 'Manage users', 'Edit Profile')
  })

  it('asks for a new password and sets up two-factor in Hindi', async () => {
    await renderInHindi(
      <>
        <SecurityTab />
        <TwoFactorPanel enabled={false} recoveryCodesLeft={0} />
      </>,
      '/admin/profile',
    )
    expect(await screen.findByRole('heading', { name: 'पासवर्ड बदलें' })).toBeVisible()
    expect(screen.getByText(/कम से कम 12 अक्षर/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'दो-चरणीय प्रमाणीकरण' })).toBeVisible()
    expect(screen.getByText('बंद')).toBeVisible()
    expect(screen.getByRole('button', { name: 'दो-चरणीय प्रमाणीकरण सेट करें' })).toBeVisible()
    expectNoEnglish('Change Password', 'Current Password', 'Two-factor', 'Set up', 'Off')
  })

  it('shows the mail and business settings in Hindi', async () => {
    await renderInHindi(
      <>
        <SmtpTab
          settings={{
            host: '',
            port: 587,
            username: '',
            password: '',
            encryption: 'none',
            fromName: '',
            fromEmail: '',
            replyToEmail: '',
          }}
        />
        <BusinessTab settings={{ ...DEFAULT_BUSINESS_SETTINGS, state: '07' }} />
      </>,
      '/admin/settings',
    )
    expect(await screen.findByRole('heading', { name: 'मेल सर्वर' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'एन्क्रिप्शन' })).toHaveDisplayValue('कोई नहीं')
    expect(screen.getByRole('button', { name: 'टेस्ट ईमेल भेजें' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'व्यवसाय का विवरण' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: /पंजीकरण का राज्य/ })).toHaveDisplayValue('दिल्ली (07)')
    expect(screen.getByRole('button', { name: 'व्यवसाय का विवरण सहेजें' })).toBeVisible()
    expectNoEnglish('Mail Server', 'Encryption', 'Send Test Email', 'Save Settings', 'Business details')
    expectNoEnglish('Legal name', 'State of registration', 'Delhi', 'Tax rates', 'Grievance officer')
  })
})
