import { describe, expect, it } from 'vitest'
import { battleForfeitCredit } from '../../contract/battle-bar'
import { streamMessages } from '../../contract/stream'
import { nameInLocale } from '../../contract/stream-names'

// The names the server puts on a stream, in the reader's language (the overlay's, a page's): the server's own words
// translated ('a viewer', the credit lines of the cards it queues itself), usernames never.

describe('nameInLocale', () => {
  it('keeps every name as it is for an English stream', () => {
    for (const name of [streamMessages.anonymousViewer, 'Community: ana, a viewer +2', 'priya', null])
      expect(nameInLocale(name, 'en-IN')).toBe(name)
  })

  it("words the server's own names in Hindi and leaves usernames alone", () => {
    expect(nameInLocale(streamMessages.anonymousViewer, 'hi-IN')).toBe('एक दर्शक')
    expect(nameInLocale('Community: ana, a viewer', 'hi-IN')).toBe('कम्युनिटी: ana, एक दर्शक')
    expect(nameInLocale('Community: a viewer, Ravi Kumar, a viewer +4', 'hi-IN')).toBe(
      'कम्युनिटी: एक दर्शक, Ravi Kumar, एक दर्शक +4',
    )
    expect(nameInLocale(battleForfeitCredit('Priya', 'Ravi'), 'hi-IN')).toBe('बैटल फ़ॉरफ़िट: Priya जीते')
    expect(nameInLocale(battleForfeitCredit(null, 'Ravi'), 'hi-IN')).toBe('बैटल फ़ॉरफ़िट: Ravi से बराबरी')
    for (const name of ['priya', 'Sold', 'Cancelled', 'a viewer fan', 'Ravi Kumar'])
      expect(nameInLocale(name, 'hi-IN')).toBe(name)
    expect(nameInLocale(null, 'hi-IN')).toBeNull()
  })
})
