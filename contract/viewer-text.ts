// Text a viewer types before a use: cleaned and checked the same way by the Use dialog (to say what is
// wrong before sending) and by the server (which decides). Blocked words are the server's alone.
import { MAX_VIEWER_DESCRIPTION_LENGTH, MAX_VIEWER_TITLE_LENGTH, streamMessages } from './stream'
import { containsLink, skeletonOf } from './text-normaliser'

// C0 and C1 controls (newlines and tabs become spaces first), and the bidirectional overrides,
// embeddings and isolates that can make text read differently from how it is stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g

/** NFKC, no control, bidi or zero-width characters, whitespace runs as one space, trimmed. */
export function cleanViewerText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\t\n\r\v\f]+/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '')
    .replace(ZERO_WIDTH, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export { containsLink } from './text-normaliser'

/** A title the viewer sent but emptied is refused (it never falls back to the card's own silently). */
export const emptiedTitleProblem = (typed: string | undefined) =>
  typed !== undefined && cleanViewerText(typed) === '' ? streamMessages.titleRequired : undefined

/** What is wrong with edited text, field by field (cleaned text in, spec-style messages out). */
export function viewerTextProblems(text: { title: string; description: string }): {
  title?: string
  description?: string
} {
  const problems: { title?: string; description?: string } = {}
  if (text.title.length > MAX_VIEWER_TITLE_LENGTH) problems.title = streamMessages.titleTooLong
  else if (containsLink(text.title)) problems.title = streamMessages.linksRefused
  if (text.description.length > MAX_VIEWER_DESCRIPTION_LENGTH)
    problems.description = streamMessages.descriptionTooLong
  else if (containsLink(text.description)) problems.description = streamMessages.linksRefused
  return problems
}

/**
 * The words a blocked-word filter compares: of the text's skeleton (text-normaliser.ts: no invisible
 * characters, look-alikes folded), with common letter stand-ins folded too (sc@mmer, 5camm3r).
 */
export function wordsOf(text: string): string[] {
  return skeletonOf(text)
    .replace(/[@4]/g, 'a')
    .replace(/[$5]/g, 's')
    .replace(/3/g, 'e')
    .replace(/[1!|]/g, 'i')
    .replace(/0/g, 'o')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Runs of three or more one-letter words, joined: 'i d i o t' and 'i.d.i.o.t' spell 'idiot'. */
function spelledOut(words: readonly string[]): string[] {
  const spelled: string[] = []
  let run = ''
  for (const word of [...words, '']) {
    if (word.length === 1) run += word
    else {
      if (run.length >= 3) spelled.push(run)
      run = ''
    }
  }
  return spelled
}

/** The first blocked word or phrase the text contains (whole words only), or undefined. */
export function findBlockedWord(text: string, blocked: readonly string[]): string | undefined {
  const words = wordsOf(text)
  const joined = ` ${words.join(' ')} `
  const single = new Set([...words, ...spelledOut(words)])
  for (const entry of blocked) {
    const entryWords = wordsOf(entry)
    if (entryWords.length === 0) continue
    if (
      entryWords.length === 1
        ? single.has(entryWords[0] as string)
        : joined.includes(` ${entryWords.join(' ')} `)
    )
      return entry
  }
  return undefined
}
