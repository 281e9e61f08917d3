// Which language the app speaks (docs/i18n.md): the signed-in account's choice (`user.locale`, from the
// server) wins; else the choice made on this device (localStorage); else the browser's preferences
// (`navigator.languages`, read by contract/locales.ts `pickLocale`). Choosing a language in the menu or
// on Profile stores it on the device and, signed in, on the account (`PUT /auth/user/editUser
// {locale}`), so mails and pushes follow it too.
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_KEY,
  LOCALES,
  type Locale,
  pickLocale,
} from '../../contract/locales'
import { activateLocale, currentLocale } from './i18n'
import { readSession, SESSION_KEYS, sessionHeaders, subscribeToSession } from './session'
import { sessionChanged } from './session-slice'

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_KEY)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** A year: the cookie outlives a log-out, as the device's choice of language should. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60

function storeLocale(locale: Locale): void {
  // The pages the server renders (the market, a streamer's page) read the choice from this cookie:
  // their requests carry no session (server/plugins/locale.ts).
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; samesite=lax`
  try {
    localStorage.setItem(LOCALE_KEY, locale)
  } catch {
    // Storage refused (private mode, full): the choice lasts this visit.
  }
}

/** The language a visit starts in: the account's, the device's, else the browser's. */
export function initialLocale(): Locale {
  const account = readSession().user?.locale
  if (isLocale(account)) return account
  return (
    storedLocale() ??
    (typeof navigator === 'undefined'
      ? DEFAULT_LOCALE
      : pickLocale(navigator.languages ?? [navigator.language]))
  )
}

/**
 * Keeps the app in the account's language: a sign-in (here or in another tab) whose user names a
 * language switches to it. A log-out clears all of localStorage, the device's choice too (the spec):
 * the visit keeps its language, the next one follows the browser again. Returns the unsubscribe.
 */
export function followAccountLocale(): () => void {
  return subscribeToSession(() => {
    const account = readSession().user?.locale
    if (isLocale(account) && account !== currentLocale()) {
      storeLocale(account)
      void activateLocale(account)
    }
  })
}

/** Saves the choice on the account; a refusal leaves it on this device (the server may not know it yet). */
async function saveOnAccount(locale: Locale): Promise<void> {
  try {
    await fetch('/auth/user/editUser', {
      method: 'PUT',
      headers: { ...sessionHeaders(), 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ locale }),
    })
  } catch {
    // Offline: the device keeps the choice; the account keeps its own until the next switch.
  }
}

/** The language shown now, and the switch's action: show `locale`, store it, and save it on the account. */
export function useLocaleChoice(): { locale: Locale; choose: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui()
  const dispatch = useDispatch()
  const choose = useCallback(
    async (locale: Locale) => {
      storeLocale(locale)
      const { token, user } = readSession()
      if (token && user) {
        // The stored user carries the new language at once, so that following the account keeps it.
        localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, locale }))
        dispatch(sessionChanged(readSession()))
        void saveOnAccount(locale)
      }
      await activateLocale(locale)
    },
    [dispatch],
  )
  return { locale: i18n.locale as Locale, choose }
}
