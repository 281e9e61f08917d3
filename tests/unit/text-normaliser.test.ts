import { describe, expect, it } from 'vitest'
import { containsLink, mixesScripts, skeletonOf } from '../../contract/text-normaliser'
import { findBlockedWord } from '../../contract/viewer-text'
import { DEFAULT_BLOCKED_WORDS } from '../../server/modules/stream/default-blocked-words'
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
