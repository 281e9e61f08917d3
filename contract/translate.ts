// The server's answers and the forms' validation messages are written once, in English, in
// `contract/` (the specification's texts verbatim). A Hindi screen shows them through this one
// function: a message with no Hindi entry stays English, which the catalogue's completeness test
// (tests/unit/hindi-messages.test.ts) forbids for every message the contract writes.
import { hindiMessages, hindiPatterns } from './hindi-messages'
import type { Locale } from './locale'

export function translateMessage(message: string, locale: Locale): string {
  if (locale !== 'hi-IN') return message
  const exact = hindiMessages[message]
  if (exact !== undefined) return exact
  for (const [pattern, render] of hindiPatterns) {
    const match = pattern.exec(message)
    if (match) return render(match)
  }
  return message
}
