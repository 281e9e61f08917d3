// Text a viewer types before a use: cleaned and checked the same way by the Use dialog (to say what is
// wrong before sending) and by the server (which decides). Blocked words are the server's alone.
import { MAX_VIEWER_DESCRIPTION_LENGTH, MAX_VIEWER_TITLE_LENGTH, streamMessages } from './stream'
import { containsLink, GLYPHLESS, skeletonOf } from './text-normaliser'

// C0 and C1 controls (newlines and tabs become spaces first), and the bidirectional overrides,
// embeddings and isolates that can make text read differently from how it is stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g
// Format characters (invisible operators, tags, musical formatting) render as nothing on stream.
const FORMAT = /\p{Cf}/gu

/**
 * NFKC, no control, bidi, zero-width, format or glyphless characters (text-normaliser.ts
 * `GLYPHLESS`: a title of Braille blanks is an empty title), whitespace runs as one space, trimmed.
 */
export function cleanViewerText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\t\n\r\v\f]+/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '')
    .replace(ZERO_WIDTH, '')
    .replace(FORMAT, '')
    .replace(GLYPHLESS, '')
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
 * Common letter stand-ins (sc@mmer, 5camm3r), and spellings of one Devanagari word that chat mixes
 * freely, read as one: long and short i and u (चूतिया, चुतिया), the chandrabindu and the anusvara
 * (झाँट, झांट), and the nukta (भोसड़ी, भोसडी; with the letters that hold it precomposed). Vowels of
 * another quality stay apart: कमीना is not कमाना, साला is not सिला. '1' is 'i' or, in a second
 * reading, 'l'.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '3': 'e',
  '!': 'i',
  '|': 'i',
  '1': 'i',
  '0': 'o',
  '\u0940': '\u093f',
  '\u0942': '\u0941',
  '\u0908': '\u0907',
  '\u090a': '\u0909',
  '\u0901': '\u0902',
  '\u093c': '',
  '\u0929': '\u0928',
  '\u0931': '\u0930',
  '\u0934': '\u0933',
}
const STAND_IN = /[@4$53!|10\u0940\u0942\u0908\u090a\u0901\u093c\u0929\u0931\u0934]/g

// Folded before the text is cut into words, in one pass: a message's every word is folded thrice.
const foldStandIns = (skeleton: string, one: 'i' | 'l' = 'i') =>
  skeleton.replace(STAND_IN, (char) => (char === '1' ? one : (STAND_INS[char] as string)))

/** Between words: neither a letter, nor a sign of one (the Indic vowel signs a skeleton keeps), nor a digit. */
const NOT_A_LETTER = /[^\p{L}\p{M}\p{N}]+/u

/**
 * The words a blocked-word filter compares: of the text's skeleton (text-normaliser.ts: no invisible
 * characters, look-alikes folded), with common letter stand-ins folded too (sc@mmer, 5camm3r).
 */
export function wordsOf(text: string): string[] {
  return foldStandIns(skeletonOf(text)).split(NOT_A_LETTER).filter(Boolean)
}

/** Fragments of a blocked word are joined, and its letters stretched, only for words this long. */
const MIN_JOINED = 4

/** A word as runs of one letter: 'fuuuck' is f×1 u×3 c×1 k×1. */
type Runs = Array<[letter: string, count: number]>
function runsOf(word: string): Runs {
  const runs: Runs = []
  for (const letter of word) {
    const last = runs.at(-1)
    if (last && last[0] === letter) last[1] += 1
    else runs.push([letter, 1])
  }
  return runs
}
const lettersOf = (runs: Runs) => runs.map(([letter]) => letter).join('')

/**
 * Whether typed runs spell the blocked word with letters stretched ('fuuuck', 'idiooot'): the same
 * letters in the same order, each repeated at least as often as in the word. A run shorter than the
 * word's is no match ('sale' is not 'saale', 'sala' not 'saala'), and a word shorter than four
 * letters is not stretched ('bcc' is not 'bc').
 */
function stretches(typed: Runs, word: Runs): boolean {
  if (typed.length !== word.length) return false
  const short = word.reduce((letters, [, times]) => letters + times, 0) < MIN_JOINED
  return typed.every(([letter, count], index) => {
    const [wanted, times] = word[index] as [string, number]
    return letter === wanted && (short ? count === times : count >= times)
  })
}

/**
 * Everyday words that are a blocked word with a letter doubled ('looser' is 'loser' stretched): read
 * as themselves. Found by running the default list against an English word list.
 */
const ORDINARY_STRETCHES: ReadonlySet<string> = new Set(['looser'])

/**
 * Everyday words in a row that spell a blocked word when joined ('the bulls hit back'): read as
 * themselves. Found by splitting the default list into words of an English word list.
 */
const ORDINARY_JOINS: ReadonlySet<string> = new Set(
  [
    'bulls hit',
    'who re',
    'dips hit',
    'mad arch',
    'rand i',
    // 'Let nothing be lacking', 'the lack of … stopped': कमी (shortage) and ना, ने spell कमीना, कमीने.
    'कमी ना',
    'कमी ने',
    'kami na',
    'kami ne',
    // 'Take a little', 'bring a little' (थोड़ा सा ले लो, थोड़ा सा ला दो) spell साले, साला.
    'सा ले',
    'सा ला',
  ].map((words) => foldStandIns(words)),
)

/** An apostrophe before a contraction ("who're", "it's"): the two sides are two words. */
const CONTRACTION = /^['\u2019](?:s|t|re|ve|ll|d|m)$/

interface Entry {
  entry: string
  runs: Runs
  /** Its letters, each run once: where typed words are looked up. */
  key: string
}

/** A token of the text: its folded forms (also with digits at its edges cut: 'pineapple123'). */
interface Token {
  forms: string[]
  /** Whether it may join the token before it into one word (not across a contraction). */
  joins: boolean
}

/** The last text cut into tokens: a use's message is read by each filter in turn (moderation.ts). */
let lastTokens: { text: string; tokens: Token[] } | undefined

function tokensOf(text: string): Token[] {
  if (lastTokens?.text === text) return lastTokens.tokens
  const tokens = cutIntoTokens(text)
  lastTokens = { text, tokens }
  return tokens
}

function cutIntoTokens(text: string): Token[] {
  const skeleton = skeletonOf(text)
  const folded = foldStandIns(skeleton)
  // Cut into words and the separators between them; a digit a stand-in folds is a letter here.
  const parts = folded.split(/([^\p{L}\p{M}\p{N}]+)/u)
  const raw = skeleton.split(/([^\p{L}\p{M}\p{N}@$!|]+)/u)
  const tokens: Token[] = []
  let separator = ''
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      separator = part
      continue
    }
    if (part === '') continue
    const original = raw[index] ?? part
    const forms = new Set([
      part,
      foldStandIns(original, 'l'),
      foldStandIns(original.replace(/^\d+|\d+$/g, '')),
    ])
    forms.delete('')
    tokens.push({
      forms: [...forms],
      joins: tokens.length > 0 && !CONTRACTION.test(`${separator.trim()}${part}`),
    })
  }
  return tokens
}

/**
 * Each list entry's letters, worked out once: a use's message is checked against some hundreds of
 * entries on the flash path (docs/stream-control.md, 'Blocked words'). Bounded, as streamers' own
 * words come and go.
 */
const ENTRY_CACHE = new Map<string, Entry | null>()
const ENTRY_CACHE_SIZE = 20_000

function entryOf(entry: string): Entry | null {
  let known = ENTRY_CACHE.get(entry)
  if (known === undefined) {
    const letters = wordsOf(entry).join('')
    const runs = runsOf(letters)
    known = letters === '' ? null : { entry, runs, key: lettersOf(runs) }
    if (ENTRY_CACHE.size >= ENTRY_CACHE_SIZE) ENTRY_CACHE.clear()
    ENTRY_CACHE.set(entry, known)
  }
  return known
}

const entriesOf = (blocked: readonly string[]): Entry[] =>
  blocked.flatMap((entry) => {
    const known = entryOf(entry)
    return known ? [known] : []
  })

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

/** A list's entries by their letters, its longest entry's runs, and each entry's place in the list. */
interface ListIndex {
  byKey: Map<string, Entry[]>
  /** Every beginning of the letters of an entry that fragments may spell: joining stops off them. */
  joinable: Set<string>
  longest: number
  place: Map<Entry, number>
}

/** Each list's index, built once per list (the default list lives as long as the server). */
const LIST_INDEXES = new WeakMap<readonly string[], ListIndex>()

function indexOf(blocked: readonly string[]): ListIndex {
  const known = LIST_INDEXES.get(blocked)
  if (known) return known
  const index: ListIndex = { byKey: new Map(), joinable: new Set(), longest: 0, place: new Map() }
  for (const entry of entriesOf(blocked)) {
    if (index.place.has(entry)) continue
    index.place.set(entry, index.place.size)
    index.byKey.set(entry.key, [...(index.byKey.get(entry.key) ?? []), entry])
    index.longest = Math.max(index.longest, entry.runs.length)
    if (entry.key.length >= MIN_JOINED)
      for (let end = 1; end <= entry.key.length; end++) index.joinable.add(entry.key.slice(0, end))
  }
  LIST_INDEXES.set(blocked, index)
  return index
}

/**
 * The first blocked word or phrase the text contains, or undefined. Whole words: a word of the text
 * (or its letters with digits cut from its edges: 'pineapple123'), a run of one-letter words ('k y s'),
 * or, for a word of four letters or more, fragments of it in a row whatever separates them ('fu ck',
 * 'fu-ck', "fu'ck", 'kill your self'); letters may be stretched ('fuuuck'). The text's words are
 * looked up among the list's entries by their letters, so a message costs the same whatever the
 * list's length: it is checked on the flash path.
 */
export function findBlockedWord(text: string, blocked: readonly string[]): string | undefined {
  const { byKey, joinable, longest, place } = indexOf(blocked)
  if (place.size === 0) return undefined
  const tokens = tokensOf(text)
  let found: Entry | undefined
  const consider = (typed: Runs, joinedWord: boolean) => {
    for (const entry of byKey.get(lettersOf(typed)) ?? []) {
      if (joinedWord && entry.key.length < MIN_JOINED) continue
      if (!stretches(typed, entry.runs)) continue
      if (found === undefined || (place.get(entry) as number) < (place.get(found) as number)) found = entry
    }
  }
  for (const token of tokens)
    for (const form of token.forms) {
      const runs = runsOf(form)
      if (runs.length <= longest && !ORDINARY_STRETCHES.has(form)) consider(runs, false)
    }
  for (const spelled of spelledOut(tokens.map((token) => token.forms[0] as string))) {
    const runs = runsOf(spelled)
    if (runs.length <= longest) consider(runs, false)
  }
  // Fragments in a row, joined only while their letters begin some entry's: a message of 140
  // one-letter words costs no more than one of words.
  for (let start = 0; start < tokens.length; start++) {
    const first = tokens[start]?.forms[0] as string
    if (!joinable.has(lettersOf(runsOf(first)))) continue
    let letters = first
    for (let end = start + 1; end < tokens.length; end++) {
      const next = tokens[end] as Token
      if (!next.joins) break
      letters += next.forms[0] as string
      const runs = runsOf(letters)
      if (!joinable.has(lettersOf(runs))) break
      if (end === start + 1 && ORDINARY_JOINS.has(`${first} ${next.forms[0]}`)) continue
      consider(runs, true)
    }
  }
  return found?.entry
}

/**
 * The first of a streamer's own blocked words a name holds anywhere, run together with other letters
 * or digits ('pineapple123', 'xpineapple', 'My_P1neapple_Fan'), stretched ('piiineapple'). For the
 * streamer's own words only: the default list is matched as whole words, so that 'Scampi' and
 * 'Dickens' stay names.
 */
export function findBlockedWordInName(name: string, blocked: readonly string[]): string | undefined {
  const skeleton = skeletonOf(name)
  const letters = (folded: string) => runsOf(folded.replace(/[^\p{L}\p{M}]+/gu, ''))
  const forms = [letters(foldStandIns(skeleton)), letters(foldStandIns(skeleton, 'l')), letters(skeleton)]
  for (const { entry, runs } of entriesOf(blocked)) {
    if (forms.some((typed) => holdsRuns(typed, runs))) return entry
  }
  return undefined
}

/** Whether the word's runs appear in a row among the typed runs, each at least as long. */
function holdsRuns(typed: Runs, word: Runs): boolean {
  for (let start = 0; start + word.length <= typed.length; start++) {
    if (stretches(typed.slice(start, start + word.length), word)) return true
  }
  return false
}

/** A short form that is abuse in one chat and an everyday word in another ('bc', 'mc'). */
export interface AmbiguousWord {
  word: string
  /** Words that, right after it, show the everyday sense ('bc of the rain'). */
  before: readonly string[]
  /** Words that, on either side, show the everyday sense ('mc server'). */
  beside: readonly string[]
}

/**
 * The first ambiguous short form the text holds as a whole word with no everyday word beside it, or
 * undefined: 'tu bc hai' holds 'bc', 'late bc of the rain' and 'mc server tonight' hold nothing. The
 * word itself is matched as typed, folded like a blocked word but never stretched or joined ('bcc',
 * 'b c' are not 'bc').
 */
export function findAmbiguousWord(text: string, ambiguous: readonly AmbiguousWord[]): string | undefined {
  const tokens = tokensOf(text)
  const wordAt = (index: number) => tokens[index]?.forms[0]
  for (const { word, before, beside } of ambiguous) {
    for (const [index, token] of tokens.entries()) {
      if (!token.forms.includes(word)) continue
      const next = wordAt(index + 1)
      const previous = wordAt(index - 1)
      const everyday =
        (next !== undefined && (before.includes(next) || beside.includes(next))) ||
        (previous !== undefined && beside.includes(previous))
      if (!everyday) return word
    }
  }
  return undefined
}
