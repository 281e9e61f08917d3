// The languages Cardcast speaks (no zod here: the app's shell imports this file on every page; the
// schema is contract/locale.ts). English (India) is the source of every text; Hindi is written in
// Devanagari. A first visit follows the browser (`navigator.languages` in the app, `Accept-Language`
// on the server); an account's choice, once made, wins everywhere (mails, pushes, the overlay).
export const LOCALES = ['en-IN', 'hi-IN'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-IN'

/** The name of each language in itself, for the switch. */
export const localeNames: Record<Locale, string> = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
}

/**
 * The first supported language among a browser's preferences, in their order: `hi`, `hi-IN` and
 * `hi-Latn` read Hindi, every English reads English (India), and anything else falls through to the
 * next preference, then to English.
 */
export function pickLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const language = preference.trim().toLowerCase().split(/[-_]/)[0]
    if (language === 'hi') return 'hi-IN'
    if (language === 'en') return 'en-IN'
  }
  return DEFAULT_LOCALE
}

/** An `Accept-Language` header's tags, best first (`q` weights honoured, `*` ignored). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag)
}

/**
 * The cookie the app sets when the user picks a language: the server reads it for the pages it
 * serves (a page's request carries no session, and the browser's own `Accept-Language` may disagree
 * with the choice), before `Accept-Language` (docs/i18n-server.md).
 */
export const LOCALE_COOKIE = 'locale'

/**
 * The app's localStorage key for the language chosen on a device (src/lib/locale-choice.ts; a log-out
 * clears it with the rest of localStorage, as the spec says).
 */
export const LOCALE_KEY = 'cardcast-locale'
