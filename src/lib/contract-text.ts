// The contract's English texts (contract/*Messages, and the server's answers, which quote them) in the
// language the app shows, for code that is not a component (a callback, a toast): through
// contract/translate.ts, as `useLabel` (use-label.ts) does in a component. A text with no Hindi, or
// already in Hindi (the server words its answers in the app's language), passes as it is.
import { translateMessage } from '../../contract/translate'
import { currentLocale } from './i18n'

/** `message` in the app's language now. */
export function contractText(message: string): string {
  return translateMessage(message, currentLocale())
}

/**
 * Whether the server's text is this contract message: the server answers in the app's language, so a
 * Hindi screen receives the message's Hindi, an English one its English.
 */
export function sameMessage(received: string | null | undefined, english: string): boolean {
  return received === english || received === contractText(english)
}
