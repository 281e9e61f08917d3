// How every screen, mail, PDF and admin table writes a date: in India's time (IST, Asia/Kolkata),
// whatever the reader's or the server's own time zone, because prices, payouts and tax are Indian and
// a viewer and their streamer must read the same day. One date format ('6 Dec 2026') and one
// date-time format ('6 Dec 2026, 10:40 pm IST'); a time alone is the date-time's time ('10:40 pm IST').
// IST is UTC+5:30 all year (no daylight saving), so the arithmetic needs no time-zone data: the same
// string in Node and in every browser, which Intl's locale data does not promise.
// In Hindi the months are CLDR's short Hindi months ('6 दिस॰ 2026'); digits stay Latin and the time
// keeps CLDR Hindi's 'am'/'pm' and 'IST', as Intl's hi-IN writes them.
import { DEFAULT_LOCALE, type Locale } from './locales'

/** India Standard Time is UTC+5:30 all year; the financial year, invoice and analytics days are counted in it. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

const MONTHS: Record<Locale, readonly string[]> = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'hi-IN': ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
}

type Instant = string | number | Date

/** The instant moved by IST's offset, so that its UTC fields read as India's wall clock; null when unreadable. */
function inIst(value: Instant): Date | null {
  const at = value instanceof Date ? value : new Date(value)
  const time = at.getTime()
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS)
}

const dateOf = (ist: Date, locale: Locale) =>
  `${ist.getUTCDate()} ${MONTHS[locale][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`

function timeOf(ist: Date): string {
  const hours = ist.getUTCHours()
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`
}

/** An instant's IST date: '6 Dec 2026' ('6 दिस॰ 2026' in Hindi); '' when unreadable. */
export function formatDate(value: Instant, locale: Locale = DEFAULT_LOCALE): string {
  const ist = inIst(value)
  return ist ? dateOf(ist, locale) : ''
}

/** An instant's IST date and time: '6 Dec 2026, 10:40 pm IST'; '' when unreadable. */
export function formatDateTime(value: Instant, locale: Locale = DEFAULT_LOCALE): string {
  const ist = inIst(value)
  return ist ? `${dateOf(ist, locale)}, ${timeOf(ist)}` : ''
}

/** An instant's IST time, for a moment of today: '10:40 pm IST'; '' when unreadable. */
export function formatTime(value: Instant): string {
  const ist = inIst(value)
  return ist ? timeOf(ist) : ''
}

/** A deadline as briefly as it reads unmistakably: the time alone on its IST day, else the date too. */
export function formatDeadline(
  value: Instant,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  return sameIstDay(value, now) ? formatTime(value) : formatDateTime(value, locale)
}

/** The IST calendar day of an instant, YYYY-MM-DD: the day an invoice, a sale or a use counts on. */
export const istDay = (at: Instant): string => inIst(at)?.toISOString().slice(0, 10) ?? ''

/** Today in IST, YYYY-MM-DD. */
export const istToday = (now: Date = new Date()) => istDay(now)

/** True when two instants fall on the same IST day. */
export const sameIstDay = (a: Instant, b: Instant) => istDay(a) !== '' && istDay(a) === istDay(b)

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day written YYYY-MM-DD (a payout day, an invoice's date, an analytics day) in the date
 * format: '1 Dec 2026'. It is a day already, so no time zone moves it. Anything else is returned as is.
 */
export function formatDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = DAY_PATTERN.exec(day)
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day
}

/** The first instant of an IST day (YYYY-MM-DD), as stored timestamps are written: ISO-8601 UTC. */
export const istDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString()
