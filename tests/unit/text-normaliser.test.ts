import { describe, expect, it } from 'vitest'
import { usernameField, usernameMessages } from '../../contract/fields'
import { containsLink, mixesScripts, skeletonOf } from '../../contract/text-normaliser'
import { findAmbiguousWord, findBlockedWord, findBlockedWordInName } from '../../contract/viewer-text'
import { AMBIGUOUS_SHORT_FORMS, DEFAULT_BLOCKED_WORDS } from '../../server/lib/default-blocked-words'
import { HINDI_BLOCKED_SOURCE } from '../../server/lib/hindi-blocked-words'
import { BYPASS_ATTEMPTS, OWN_BYPASSES } from '../support/bypass-attempts'

// The one normaliser of the text filters: what a review slipped past them, and a table of our own,
// is caught; ordinary text is not.
describe('the text filters', () => {
  it('have at least 50 bypass attempts of our own to hold', () => {
    expect(OWN_BYPASSES.length).toBeGreaterThanOrEqual(50)
  })

  it.each(BYPASS_ATTEMPTS.map((attempt) => [attempt.how, attempt] as const))('catch %s', (_how, attempt) => {
    if (attempt.kind === 'link') expect(containsLink(attempt.text), attempt.text).toBe(true)
    else expect(findBlockedWord(attempt.text, DEFAULT_BLOCKED_WORDS), attempt.text).toBeDefined()
  })

  it('let ordinary text through', () => {
    const ordinary = [
      'Sing my song, please!',
      'Great stream. See you at 5.30 tomorrow',
      'wait...what',
      'Happy birthday Asha 🎉',
      'Rahul राहुल ke liye',
      'GG well played',
      'Scampi for dinner',
      'classic',
    ]
    for (const text of ordinary) {
      expect(containsLink(text), text).toBe(false)
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeUndefined()
    }
  })

  it('fold look-alikes to one skeleton', () => {
    expect(skeletonOf('D\u0435m\u043eStr\u0435\u0430m\u0435r')).toBe('demostreamer')
    expect(skeletonOf('Demo\u0405treamer')).toBe('demostreamer')
    expect(skeletonOf('DemoStreame\u0155')).toBe('demostreamer')
  })

  it('tell names that mix look-alike scripts from names in one script or an allowed pair', () => {
    expect(mixesScripts('Demo\u0405treamer')).toBe(true)
    expect(mixesScripts('D\u0435m\u043eStr\u0435\u0430m\u0435r')).toBe(true)
    expect(mixesScripts('\u0391lpha')).toBe(true)
    for (const name of ['DemoStreamer', 'Asha_99', 'राहुल', 'Rahul राहुल', 'Yuki 雪', 'Мария', 'Ελένη'])
      expect(mixesScripts(name), name).toBe(false)
  })
})

// The gaps a third review found: dotless i, separators inside a word, fragments of a blocked word,
// stretched letters, blank characters, and a streamer's own word hidden inside a name.
describe('the text filters close their gaps', () => {
  it('read the dotless ı as i', () => {
    expect(skeletonOf('\u0131diot')).toBe('idiot')
    expect(findBlockedWord('\u0131d\u0131ot', DEFAULT_BLOCKED_WORDS)).toBe('idiot')
  })

  it('drop blank-rendering characters from skeletons', () => {
    for (const blank of [
      '\u2800',
      '\u3164',
      '\u{1D159}',
      '\u115f',
      '\u1160',
      '\uffa0',
      '\u{1D173}',
      '\u{E0041}',
    ])
      expect(skeletonOf(`Demo${blank}Streamer`), blank.codePointAt(0)?.toString(16)).toBe('demostreamer')
  })

  it('join fragments of a blocked word split by * - _ apostrophes and spaces, and stretched letters', () => {
    for (const text of [
      'fu ck you',
      'fu-ck',
      'fu_ck',
      "fu'ck",
      'fu*ck',
      'sc am',
      'idi-ot',
      'fuuuuck',
      'idiooooot',
      'sc__aaaam',
      'b u l l shit',
      'kill your self',
    ])
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeDefined()
  })

  it('match a streamer’s own word run together with digits', () => {
    expect(findBlockedWord('pineapple123 rules', ['pineapple'])).toBe('pineapple')
    expect(findBlockedWord('123pineapple', ['pineapple'])).toBe('pineapple')
    expect(findBlockedWord('1d10t', DEFAULT_BLOCKED_WORDS)).toBe('idiot')
  })

  it('match a streamer’s own word inside a name, however it is run together', () => {
    for (const name of [
      'pineapple123',
      'xpineapple',
      'My_P1neapple_Fan',
      'piiineapple',
      'pine-apple99',
      'PINE\u0131APPLE'.replace('\u0131', ''),
      'xp\u0131neapplex',
    ])
      expect(findBlockedWordInName(name, ['pineapple']), name).toBe('pineapple')
    expect(findBlockedWordInName('Cassandra', ['pineapple'])).toBeUndefined()
  })

  it('read separators between letters and the spelt-out dot as the dot of an address', () => {
    for (const text of [
      'evil\u00b7com',
      'evil\u2022com',
      'evil\u2219com',
      'evil\u22c5com',
      'evil\u2027com',
      'evil\u30fbcom',
      'evil\u0964com',
      'evil\u06d4com',
      'evil dot com',
      'evil d0t com',
      'evil DOT in',
      'evil_dot_gg/abc',
      'evil-d0t-net',
    ])
      expect(containsLink(text), text).toBe(true)
  })

  it('still let ordinary words and names through', () => {
    const ordinary = [
      'Cassandra',
      'class',
      'Scampi for dinner',
      'The knot is looser now',
      "Who're you cheering for?",
      'Polka dot dress',
      'Put a dot in the middle of it',
      'Big sale today',
      'The bulls hit back',
      'Who re-elected him?',
      'Sala',
      'bcc me',
      'A B C D',
      'ジョン・スミス',
      'Dickens fan',
      'Anchor Chorus',
      'Lundqvist',
      'Kaminari',
      'Aaron Naresh Priyanka Sharma Mohammed Ananya Vikram Lakshmi Oluwaseun Siobhan',
    ]
    for (const text of ordinary) {
      expect(containsLink(text), text).toBe(false)
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeUndefined()
    }
  })
})

// Indian scripts: the signs of their letters are letters' parts, not decoration (कमीना is not कमाना),
// the default list reads Hindi and Hinglish, and 'bc' and 'mc' are held, never refused.
describe('the text filters read Indian scripts', () => {
  it('keep the vowel signs, virama and nukta of the Indic scripts in skeletons', () => {
    expect(skeletonOf('कमीना')).not.toBe(skeletonOf('कमाना'))
    expect(skeletonOf('साला')).not.toBe(skeletonOf('सिला'))
    expect(skeletonOf('क़मीना')).not.toBe(skeletonOf('कमीना'))
    expect(skeletonOf('राहुल')).toBe('राहुल')
    // A word and the same letters without its signs, in each script.
    for (const [word, bare] of [
      ['कमाना', 'कमन'], // Devanagari
      ['কামনা', 'কমন'], // Bengali
      ['ਕਮਾਨਾ', 'ਕਮਨ'], // Gurmukhi
      ['કમાણી', 'કમણ'], // Gujarati
      ['காலம்', 'கலம'], // Tamil
      ['కాలం', 'కల'], // Telugu
      ['ಕಾಲ', 'ಕಲ'], // Kannada
      ['കാലം', 'കല'], // Malayalam
    ])
      expect(skeletonOf(word as string), word).not.toBe(skeletonOf(bare as string))
    // Their letters are not folded to Latin look-alikes (ट is not 'c', Telugu క is not 's').
    expect(skeletonOf('टट्टी')).toBe('टट्टी')
    expect(skeletonOf('కాలం')).toBe('కాలం')
  })

  it('strip marks only where they decorate Latin, Greek or Cyrillic letters, or nothing', () => {
    expect(skeletonOf('id\u0301iot')).toBe('idiot')
    expect(skeletonOf('\u03bf\u0301')).toBe('o')
    expect(skeletonOf('idi\u093fot')).toBe('idiot') // a Devanagari vowel sign on a Latin letter
    expect(skeletonOf('कमी\u0301ना')).toBe(skeletonOf('कमीना')) // a Latin accent on a Devanagari letter
    expect(skeletonOf('क\u09c0मीना')).toBe(skeletonOf('कमीना')) // a Bengali sign on a Devanagari letter
    expect(skeletonOf('\u0301\u093fidiot')).toBe('idiot')
    // An Indic letter standing for a Latin one inside a Latin word is a look-alike.
    expect(skeletonOf('टheater')).toBe('cheater')
  })

  it('tell कमीना from कमाना and साला from सिला, whatever the spelling', () => {
    for (const text of [
      'कमीना',
      'तू कमीना है',
      'कमिना',
      'क़मीना',
      'कमी\u200dना',
      'क मी ना',
      'साला',
      'सा\u200dला',
    ])
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeDefined()
    for (const text of [
      'कमाना शुरू करो',
      'सिला हुआ कुर्ता',
      'कोई कमी ना रहे',
      'koi kami na ho',
      'सालाना',
      'थोड़ा सा ले लो',
    ])
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeUndefined()
    // Long and short vowels, chandrabindu and anusvara, nukta: one word.
    expect(findBlockedWord('चुतिया', DEFAULT_BLOCKED_WORDS)).toBe('चूतिया')
    expect(findBlockedWord('झांट', DEFAULT_BLOCKED_WORDS)).toBe('झांट')
    expect(findBlockedWord('झाँट', DEFAULT_BLOCKED_WORDS)).toBeDefined()
    expect(findBlockedWord('भोसडीके', DEFAULT_BLOCKED_WORDS)).toBeDefined()
  })

  it('hold Hindi and Hinglish words from the curated package list, and none of the everyday words it lists', () => {
    expect(HINDI_BLOCKED_SOURCE).toMatch(/^allprofanity@\d+\.\d+\.\d+$/)
    for (const word of ['मादरचोद', 'भोसड़ीके', 'हरामखोर', 'madarchod', 'bhosdiwale', 'kutte ki aulad'])
      expect(findBlockedWord(word, DEFAULT_BLOCKED_WORDS), word).toBeDefined()
    for (const text of [
      'bc',
      'mc',
      'chhod do',
      'sale',
      'मेरा कुत्ता',
      'पागल',
      'माल गाड़ी',
      'छक्का',
      'paaji',
      'Laura',
      'cum laude',
      'Kamini',
      'Marja',
      'Tamil kutti story',
    ])
      expect(findBlockedWord(text, DEFAULT_BLOCKED_WORDS), text).toBeUndefined()
  })

  it("hold 'bc' and 'mc' unless a word beside them shows the everyday sense", () => {
    for (const text of ['bc', 'tu bc hai', 'BC chup kar', 'abe mc', 'mc bc', 'teri mc', 'b\u200bc'])
      expect(findAmbiguousWord(text, AMBIGUOUS_SHORT_FORMS), text).toBeDefined()
    for (const text of [
      'bc of the rain',
      "bc it's raining",
      'late bc my wifi died',
      'mc server tonight',
      'join our mc server',
      'MC Stan fan',
      'the mc was great',
      'bcc me',
      'A B C',
      'mcdonalds',
    ])
      expect(findAmbiguousWord(text, AMBIGUOUS_SHORT_FORMS), text).toBeUndefined()
  })
})

describe('a username', () => {
  const problem = (name: string) => usernameField().safeParse(name).error?.issues[0]?.message

  it('refuses blank-rendering characters, however NFKC would read them', () => {
    const blanks = [
      '\u2800',
      '\u3164',
      '\u{1D159}',
      '\u115f',
      '\u1160',
      '\uffa0',
      '\u2003',
      '\u200a',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '\u{1D173}',
      '\u{1D17A}',
      '\u{E0020}',
      '\u{E007F}',
    ]
    for (const blank of blanks)
      expect(problem(`Demo${blank}Streamer`), blank.codePointAt(0)?.toString(16)).toBe(
        usernameMessages.invisible,
      )
  })

  it('refuses separator marks between letters, and the spelt-out dot of an address', () => {
    for (const name of [
      'f\u2022u\u2022c\u2022k',
      'ana\u00b7maria',
      'x\u2219y',
      'x\u22c5y',
      'x\u2027y',
      'x\u0964y',
      'x\u06d4y',
      'Ana\u30fbMaria',
    ])
      expect(problem(name), name).toBeDefined()
    expect(problem('f\u2022u\u2022c\u2022k')).toBe(usernameMessages.separator)
    for (const name of ['evil dot com', 'evil_d0t_in', 'evil\u00b7com'])
      expect(problem(name), name).toBe(usernameMessages.link)
  })

  it('keeps ordinary names', () => {
    for (const name of [
      'Cassandra',
      'ジョン・スミス',
      'Gal\u00b7la',
      'Ana · Maria',
      'Rahul राहुल',
      'Polka Dot',
      'Kıvanç',
      'Asha_99',
    ])
      expect(problem(name), name).toBeUndefined()
  })
})
