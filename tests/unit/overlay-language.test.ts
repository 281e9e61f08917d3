import { describe, expect, it } from 'vitest'
import { battleForfeitCredit } from '../../contract/battle-bar'
import { streamMessages } from '../../contract/stream'
import { nameOnOverlay } from '../../server/modules/realtime/overlay-language'

// The names the server puts on an overlay, in its streamer's language: the server's own words
// translated ('a viewer', the credit lines of the cards it queues itself), usernames never.

describe('nameOnOverlay', () => {
  it('keeps every name as it is for an English stream', () => {
    for (const name of [streamMessages.anonymousViewer, 'Community: ana, a viewer +2', 'priya', null])
      expect(nameOnOverlay(name, 'en-IN')).toBe(name)
  })

  it("words the server's own names in Hindi and leaves usernames alone", () => {
    expect(nameOnOverlay(streamMessages.anonymousViewer, 'hi-IN')).toBe('एक दर्शक')
    expect(nameOnOverlay('Community: ana, a viewer', 'hi-IN')).toBe('कम्युनिटी: ana, एक दर्शक')
    expect(nameOnOverlay('Community: a viewer, Ravi Kumar, a viewer +4', 'hi-IN')).toBe(
      'कम्युनिटी: एक दर्शक, Ravi Kumar, एक दर्शक +4',
    )
    expect(nameOnOverlay(battleForfeitCredit('Priya', 'Ravi'), 'hi-IN')).toBe('बैटल फ़ॉरफ़िट: Priya जीते')
    expect(nameOnOverlay(battleForfeitCredit(null, 'Ravi'), 'hi-IN')).toBe('बैटल फ़ॉरफ़िट: Ravi से बराबरी')
    for (const name of ['priya', 'Sold', 'Cancelled', 'a viewer fan', 'Ravi Kumar'])
      expect(nameOnOverlay(name, 'hi-IN')).toBe(name)
    expect(nameOnOverlay(null, 'hi-IN')).toBeNull()
  })
})
