// A mail speaks its reader's language: the account's locale (users.locale), or, for an address with no
// account (a parent asked for consent, a complainant), the language of the request that caused it.
// Each mail keeps its words for every locale beside its English (`Record<Locale, …>`: the compiler
// refuses a mail without its Hindi); what the contract writes (subjects, reasons, dates) goes through
// the contract's own Hindi (contract/hindi-messages.ts). Mails to the administrators, the contact
// form's inbox, and invoices and statements (PDFs) stay English. docs/i18n-server.md.
import { hindiDates } from '../../../contract/hindi-messages'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locale'
import { translateMessage } from '../../../contract/translate'

/** Every mail's last line. */
export const MAIL_SIGN_OFF = '— Cardcast'

/** The first line: 'Hello Priya,' or 'नमस्ते Priya,'; without a name, 'Hello,'. */
export function mailGreeting(locale: Locale, name?: string): string {
  if (locale === 'hi-IN') return name ? `नमस्ते ${name},` : 'नमस्ते,'
  return name ? `Hello ${name},` : 'Hello,'
}

/** A date or time as contract/dates.ts writes it, in the reader's language (Hindi month names). */
export const mailDate = (text: string, locale: Locale): string =>
  locale === 'hi-IN' ? hindiDates(text) : text

/** A message of the contract's (a subject, a reason given by the server), in the reader's language. */
export const mailMessage = (message: string, locale: Locale): string => translateMessage(message, locale)

/** The reader's locale, for a reader who may have no account (then `fallback`, else English). */
export const readerLocale = (account: { locale: Locale } | undefined | null, fallback?: Locale): Locale =>
  account?.locale ?? fallback ?? DEFAULT_LOCALE
