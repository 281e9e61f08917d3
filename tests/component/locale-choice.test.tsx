// The app's language: a first visit follows the browser, a choice made here is kept, and a signed-in
// account's language wins (src/lib/locale-choice.ts); the switch changes the screen, `<html lang>` and
// the stored choice.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicUser } from '../../contract/auth'
import { LOCALE_KEY } from '../../contract/locales'
import { LocaleToggle } from '../../src/components/locale-toggle'
import { activateLocale, currentLocale } from '../../src/lib/i18n'
import { followAccountLocale, initialLocale } from '../../src/lib/locale-choice'
import { SESSION_KEYS, storeSession } from '../../src/lib/session'
import { renderWithProviders } from './render'

const realLanguages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')

function browserPrefers(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages })
}

const user = {
  _id: 'a'.repeat(24),
  username: 'asha',
  emailId: 'asha@example.com',
  user_type: 'viewer' as const,
  isVerified: true,
  dateOfBirth: '2000-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  youtubeLink: '',
  instagramLink: '',
  description: '',
  avatar: null,
  plan: 'free' as const,
  proUntil: null,
  consent: 'not-needed' as const,
}

afterEach(async () => {
  localStorage.clear()
  // biome-ignore lint/suspicious/noExplicitAny: restoring jsdom's own getter
  delete (navigator as any).languages
  if (realLanguages) Object.defineProperty(Navigator.prototype, 'languages', realLanguages)
  await activateLocale('en-IN')
})

describe('the language of a visit', () => {
  it('follows the browser on a first visit: Hindi first reads Hindi, an unknown language falls through', () => {
    browserPrefers('hi-IN', 'en-US')
    expect(initialLocale()).toBe('hi-IN')
    browserPrefers('mr-IN', 'en-GB', 'hi')
    expect(initialLocale()).toBe('en-IN')
    browserPrefers('ta-IN')
    expect(initialLocale()).toBe('en-IN')
  })

  it("keeps the device's choice over the browser's, and the account's over both", () => {
    browserPrefers('en-US')
    localStorage.setItem(LOCALE_KEY, 'hi-IN')
    expect(initialLocale()).toBe('hi-IN')
    storeSession({ token: 't', user: { ...user, locale: 'en-IN' }, expiresIn: 3600 })
    expect(initialLocale()).toBe('en-IN')
    // An account that names no language yet (a server before the field): the device's choice stands.
    storeSession({ token: 't', user: user as PublicUser, expiresIn: 3600 })
    expect(initialLocale()).toBe('hi-IN')
  })

  it("switches to the account's language at a sign-in", async () => {
    const stop = followAccountLocale()
    storeSession({ token: 't', user: { ...user, locale: 'hi-IN' }, expiresIn: 3600 })
    await expect.poll(() => currentLocale()).toBe('hi-IN')
    expect(localStorage.getItem(LOCALE_KEY)).toBe('hi-IN')
    expect(document.documentElement.lang).toBe('hi-IN')
    stop()
  })
})

describe('the switch', () => {
  it('shows the other language in itself, switches to it, and stores the choice on the device and the user', async () => {
    storeSession({ token: 't', user: { ...user, locale: 'en-IN' }, expiresIn: 3600 })
    const { user: person } = await renderWithProviders(<LocaleToggle />)
    await person.click(screen.getByRole('button', { name: 'हिन्दी' }))
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-IN')
    expect(currentLocale()).toBe('hi-IN')
    expect(document.documentElement.lang).toBe('hi-IN')
    expect(localStorage.getItem(LOCALE_KEY)).toBe('hi-IN')
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}').locale).toBe('hi-IN')

    await person.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'हिन्दी' })).toBeVisible()
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en-IN')
  })
})
