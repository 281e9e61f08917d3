// The one normaliser every text filter uses (viewer text, usernames): what a filter compares is a
// skeleton of the text that the usual disguises do not change. Invisible characters (Unicode format
// characters and default-ignorables: soft hyphen, zero-width joiners, invisible operators, the
// combining grapheme joiner) and combining marks are dropped, and look-alike letters from other
// scripts (Cyrillic 'о', Greek 'ο', small capitals, mathematical letters) fold to the Latin letter
// they imitate, with the Unicode confusables data (UTS #39) as the `confusables` package ships it.
// A skeleton is for comparing only, never for display.
import { remove as foldConfusables } from 'confusables'

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
const MARKS = /\p{M}/gu

/** NFKC, invisible characters and combining marks removed, look-alikes folded to Latin, lower case. */
export function skeletonOf(text: string): string {
  const visible = text.normalize('NFKC').replace(INVISIBLE, '').normalize('NFD').replace(MARKS, '')
  return foldConfusables(visible).normalize('NFKC').toLowerCase()
}

// Separators that read as a dot in an address: the full stop, its ideographic, fullwidth and
// halfwidth forms, the one-dot leader, and the spelt-out '[.]', '(.)' and '(dot)'.
const DOT_LIKE = /\s*(?:\[\s*\.\s*\]|\(\s*\.\s*\)|\(\s*dot\s*\)|\[\s*dot\s*\])\s*|[。．｡․]/giu
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/
/** A name, a dot and two or more letters, with no space: evil.com, evil-coins.de, discord.gg. */
const DOTTED_NAME = /[\p{L}\p{N}-]\.\p{L}{2,}/u
/** With spaces around the dot, only before a common top-level domain ('scam . in', 'bit . ly'). */
const SPACED_DOMAIN =
  /\b[a-z0-9-]+\s+\.\s*(com|net|org|in|io|gg|tv|ly|me|co|xyz|app|link|live|info|biz|ru|shop|site|online|club|top|to|be|gl|de|uk|us)\b|\b[a-z0-9-]+\s*\.\s+(com|net|org|in|io|gg|tv|ly|me|co|xyz|app|link|live|info|biz|ru|shop|site|online|club|top|to|be|gl|de|uk|us)\b/i
const WWW = /\bwww\s*\./i

/**
 * Whether the text holds something that sends people somewhere: a scheme (`https://`), an IPv4
 * address, `www.`, or a name with a dot-like separator followed by letters. Read on the skeleton, so
 * that `evil.c\u00adom` and `discord\u3002gg` are links too.
 */
export function containsLink(text: string): boolean {
  const skeleton = skeletonOf(text).replace(DOT_LIKE, '.')
  return [SCHEME, IPV4, WWW, DOTTED_NAME, SPACED_DOMAIN].some((pattern) => pattern.test(skeleton))
}

// The scripts a name may mix under UTS #39's 'moderately restrictive' level: Latin with Han and the
// Japanese kana, or with Han and Hangul, or Latin with one other script that has no letters that
// pass for Latin ones (not Cyrillic, Greek or Cherokee).
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Cherokee',
  'Armenian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Arabic',
  'Hebrew',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
] as const
type Script = (typeof SCRIPTS)[number]
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const)
const LOOKS_LATIN: ReadonlySet<Script> = new Set(['Cyrillic', 'Greek', 'Cherokee'])
const EAST_ASIAN: ReadonlySet<Script> = new Set(['Han', 'Hiragana', 'Katakana', 'Hangul'])

/** The scripts of the letters in the text (digits, punctuation and marks belong to none). */
export function scriptsOf(text: string): Set<Script> {
  const found = new Set<Script>()
  for (const char of text.normalize('NFKC')) {
    if (!/\p{L}/u.test(char)) continue
    const match = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))
    if (match) found.add(match[0])
  }
  return found
}

/** Letters of scripts mixed the way impersonation mixes them ('DеmоStrеаmеr' with Cyrillic е and о). */
export function mixesScripts(text: string): boolean {
  const scripts = [...scriptsOf(text)]
  if (scripts.length <= 1) return false
  const others = scripts.filter((script) => script !== 'Latin')
  if (others.every((script) => EAST_ASIAN.has(script))) return false
  if (scripts.includes('Latin') && others.length === 1) return LOOKS_LATIN.has(others[0] as Script)
  return true
}
