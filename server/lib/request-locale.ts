// The language a request names itself, before any session is read: the `locale` cookie the app sets,
// else the first supported language of `Accept-Language`. The locale plugin (server/plugins/locale.ts)
// adds the account's; the pages a browser asks for without a session (the prerendered pages, the
// server-rendered market) go by this alone.
import type { FastifyRequest } from 'fastify'
import { acceptLanguageTags, LOCALE_COOKIE, LOCALES, type Locale, pickLocale } from '../../contract/locale'

/**
 * The first supported language of an `Accept-Language` header; undefined when it names none (then
 * the account's language decides, not English). `pickLocale` falls back to English for a list with
 * no supported language, so a list that reads the same with either language added names one itself.
 */
export function headerLocale(header: string | undefined): Locale | undefined {
  const tags = acceptLanguageTags(header)
  if (tags.length === 0) return undefined
  const withHindi = pickLocale([...tags, 'hi'])
  return withHindi === pickLocale([...tags, 'en']) ? withHindi : undefined
}

/** The `locale` cookie's value, when it is one of LOCALES. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece?.trim())
    if (name !== LOCALE_COOKIE) continue
    return LOCALES.find((locale) => locale === value)
  }
  return undefined
}

/**
 * The headers a page's language depends on (`namedLocale`): a cache keeps one copy per language. Add
 * Accept-Encoding where the page is compressed.
 */
export const LANGUAGE_VARY = 'Cookie, Accept-Language'

/** The language the request itself names: the `locale` cookie, else `Accept-Language`. */
export const namedLocale = (request: Pick<FastifyRequest, 'headers'>): Locale | undefined =>
  cookieLocale(request.headers.cookie) ?? headerLocale(request.headers['accept-language'])
