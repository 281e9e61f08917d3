import { describe, expect, it } from 'vitest'
import type { StreamUse } from '../../contract/stream'
import type { LiveQueue } from '../../src/features/live/live-api'
import { msUntilNextChange } from '../../src/features/live/live-time'

// The Live page refetches its queue once when the next card begins or ends. When the page schedules
// that only after the moment has passed (its main thread was busy), it must refetch at once, not wait
// for the moment after, which is that card's whole length away.

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds)).toISOString()

function use(startsAt: string | null, endsAt: string | null): StreamUse {
  return {
    id: 'u',
    cardId: 'c',
    transactionId: 't',
    cardTitle: 'Sing',
    title: 'Sing',
    description: '',
    imageUrl: '',
    rarity: 'Common',
    duration: 60,
    sound: null,
    viewer: 'asha',
    subscriber: null,
    viewerText: false,
    flag: null,
    status: 'queued',
    place: 1,
    sent: true,
    reason: null,
    paid: false,
    createdAt: at(0),
    shownAt: null,
    startsAt,
    endsAt,
  }
}

/** A queue answered at `now` (server time), read on a device whose clock is `offsetMs` behind. */
function queue(now: string, parts: Partial<LiveQueue>, offsetMs = 0): LiveQueue {
  return {
    status: 'success',
    now,
    paused: false,
    live: true,
    showing: null,
    queue: [],
    held: [],
    history: [],
    clockOffsetMs: offsetMs,
    ...parts,
  }
}

/** This device's clock when the server's reads `iso`. */
const deviceAt = (iso: string, offsetMs = 0) => Date.parse(iso) - offsetMs

describe('when the Live page refetches its queue', () => {
  it('waits until the card showing ends, then until the next one begins', () => {
    const showing = use(at(0), at(3))
    const next = use(at(4), at(64))
    expect(msUntilNextChange(queue(at(1), { showing, queue: [next] }), deviceAt(at(1)))).toBe(2000)
    expect(msUntilNextChange(queue(at(3), { queue: [next] }), deviceAt(at(3)))).toBe(1000)
    expect(msUntilNextChange(queue(at(5), { showing: next }), deviceAt(at(5)))).toBe(59_000)
  })

  it('counts on the server’s clock, not the device’s', () => {
    const offset = 90_000
    const answer = queue(at(1), { showing: use(at(0), at(3)) }, offset)
    expect(msUntilNextChange(answer, deviceAt(at(1), offset))).toBe(2000)
  })

  it('refetches at once when the next card began before the page got to schedule it', () => {
    // Answered at 3.5 s (the next card not yet begun), scheduled by the page at 4.2 s: the card began
    // at 4 s, so the page asks again now, not when it ends a minute later.
    const answer = queue(new Date(Date.parse(at(3)) + 500).toISOString(), { queue: [use(at(4), at(64))] })
    expect(msUntilNextChange(answer, deviceAt(at(4)) + 200)).toBe(0)
  })

  it('schedules nothing when nothing is scheduled (no card, a use without a slot, a card already over)', () => {
    expect(msUntilNextChange(queue(at(1), {}), deviceAt(at(1)))).toBeUndefined()
    expect(msUntilNextChange(queue(at(1), { queue: [use(null, null)] }), deviceAt(at(1)))).toBeUndefined()
    expect(msUntilNextChange(queue(at(10), { showing: use(at(0), at(3)) }), deviceAt(at(10)))).toBeUndefined()
  })
})
