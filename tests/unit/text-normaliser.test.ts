import { describe, expect, it } from 'vitest'
import { usernameField, usernameMessages } from '../../contract/fields'
import { containsLink, mixesScripts, skeletonOf } from '../../contract/text-normaliser'
import { findBlockedWord, findBlockedWordInName } from '../../contract/viewer-text'
import { DEFAULT_BLOCKED_WORDS } from '../../server/lib/default-blocked-words'
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
