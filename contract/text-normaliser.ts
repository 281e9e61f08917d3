// The one normaliser every text filter uses (viewer text, usernames): what a filter compares is a
// skeleton of the text that the usual disguises do not change. Invisible characters (Unicode format
// characters and default-ignorables: soft hyphen, zero-width joiners, invisible operators, the
// combining grapheme joiner) are dropped, so are combining marks where they decorate Latin, Greek or
// Cyrillic letters (or no letter), and look-alike letters from other scripts (Cyrillic 'о', Greek 'ο',
// small capitals, mathematical letters) fold to the Latin letter they imitate, with the Unicode
// confusables data (UTS #39) as the `confusables` package ships it. The signs of the Indic scripts
// (vowel signs, virama, nukta, anusvara) are letters' parts, not decoration: कमीना (an insult) and
// कमाना ('to earn') differ only in them, so words of those scripts keep them and are not folded.
// A skeleton is for comparing only, never for display.
import { remove as foldConfusables } from 'confusables'

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

/**
 * Characters that render as nothing but are neither format characters nor default-ignorables, so
 * INVISIBLE misses them: the Braille blank (U+2800) and the musical null notehead (U+1D159); with
 * the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), which are default-ignorable, named here too so
 * that this list says every blank a name may not hold (contract/fields.ts).
 */
export const GLYPHLESS = /[\u115f\u1160\u2800\u3164\uffa0\u{1D159}]/gu

/**
 * The dotless ı: the confusables data folds it to 'l' (its shape in some fonts), yet it reads as 'i'
 * (ıdıot); folded first, so the data never sees it.
 */
const DOTLESS_I = /\u0131/g

/** The scripts whose signs a skeleton keeps: the Indic scripts Cardcast's viewers write. */
export const INDIC_SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const
const INDIC_CLASS = INDIC_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')
/** Each Indic script: its letters, and the marks that belong to it (its own, and shared ones). */
const INDIC_MARKS = INDIC_SCRIPTS.map(
  (script) =>
    [new RegExp(`\\p{Script=${script}}`, 'u'), new RegExp(`\\p{Script_Extensions=${script}}`, 'u')] as const,
)
/** A letter and the combining marks on it (after NFD); a mark with no letter before it on its own. */
const MARKED = /(\p{L}?)(\p{M}+)/gu
/**
 * A run of Indic letters and their signs: kept out of the confusables data, which strips the signs
 * and folds some letters to Latin (ट to 'c', Telugu క to 's').
 */
const INDIC_RUN = new RegExp(`((?:(?=[\\p{L}\\p{M}])[${INDIC_CLASS}])+)`, 'u')
const LATIN_LETTER = /\p{Script=Latin}/u

/** The marks on `base` a skeleton keeps: those of the base's own Indic script, else none. */
function keptMarks(base: string, marks: string): string {
  if (base === '') return ''
  const script = INDIC_MARKS.find(([letter]) => letter.test(base))
  if (!script) return ''
  let kept = ''
  for (const mark of marks) if (script[1].test(mark)) kept += mark
  return kept
}

/**
 * Look-alikes folded to Latin, except in words of the Indic scripts. An Indic letter inside a Latin
 * word ('टheater', ट for 'c') is a look-alike and is folded like any other.
 */
function foldLookAlikes(text: string): string {
  if (!INDIC_RUN.test(text)) return foldConfusables(text)
  const parts = text.split(INDIC_RUN)
  return parts
    .map((part, index) => {
      if (index % 2 === 0) return foldConfusables(part)
      const before = parts[index - 1]?.slice(-1) ?? ''
      const after = parts[index + 1]?.slice(0, 1) ?? ''
      return LATIN_LETTER.test(before) || LATIN_LETTER.test(after) ? foldConfusables(part) : part
    })
    .join('')
}

/**
 * NFKC, invisible and glyphless characters and decorating combining marks removed, the dotless ı read
 * as i, look-alikes folded to Latin, lower case; Indic words keep their signs.
 */
export function skeletonOf(text: string): string {
  const visible = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(GLYPHLESS, '')
    .replace(DOTLESS_I, 'i')
    .normalize('NFD')
    .replace(MARKED, (_, base: string, marks: string) => base + keptMarks(base, marks))
  return foldLookAlikes(visible).normalize('NFKC').toLowerCase()
}

/**
 * Marks that stand between the parts of a word or an address as a dot would: the middle dot, bullets,
 * the bullet and dot operators, the hyphenation point, the katakana middle dot (full and half width),
 * the Devanagari danda, the Urdu full stop, the word-separator middle dot and their kin.
 */
export const DOT_SEPARATORS =
  '\u00b7\u0387\u0964\u0965\u06d4\u16eb\u2022\u2027\u2219\u22c5\u2981\u2e31\u30fb\uff65\u{10101}'
/**
 * Before a Latin letter or digit (an address's parts are Latin): 'ジョン・スミス' keeps its dot, and
 * so does the Catalan 'l·l' ('Gal·la').
 */
const SEPARATOR_BEFORE_LATIN = new RegExp(`(?<!l(?=\u00b7l))[${DOT_SEPARATORS}](?=\\s*[a-z0-9])`, 'gu')

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
// The dot spelt out between the parts of an address ('evil dot com', 'evil_d0t_in'): only before a
// top-level domain, and before one that is also an everyday word ('in', 'to', 'me') only where the
// text ends or a path or another dot follows, so that 'a polka dot in red' stays a sentence.
const TLD_ALWAYS = 'com|net|org|io|gg|tv|ly|xyz|ru|de|uk|biz|info|gl'
const TLD_ALSO_A_WORD = 'in|me|co|to|be|us|app|link|live|shop|site|online|club|top'
const DOT_WORD = new RegExp(
  `(?<=[a-z0-9])[\\s_*-]+d[o0]t[\\s_*-]+(?=(?:${TLD_ALWAYS})\\b|(?:${TLD_ALSO_A_WORD})(?:$|[\\s_*-]*(?:[/.]|d[o0]t\\b)))`,
  'giu',
)

/**
 * Whether the text holds something that sends people somewhere: a scheme (`https://`), an IPv4
 * address, `www.`, or a name with a dot-like separator followed by letters. Read on the skeleton, so
 * that `evil.c\u00adom` and `discord\u3002gg` are links too; a separator mark before a Latin letter
 * (`evil\u00b7com`) and the spelt-out dot (`evil d0t com`) are dots.
 */
export function containsLink(text: string): boolean {
  const skeleton = skeletonOf(text)
    .replace(DOT_LIKE, '.')
    .replace(SEPARATOR_BEFORE_LATIN, '.')
    .replace(DOT_WORD, '.')
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
