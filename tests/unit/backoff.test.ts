import { describe, expect, it } from 'vitest'
import { backoffDelay } from '../../contract/backoff'

describe('backoffDelay', () => {
  it('doubles from the first wait and stops at the longest', () => {
    const waits = [0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, { initialMs: 250, maxMs: 5000 }))
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 5000])
  })

  it('varies each wait by the jitter either way, never past the longest', () => {
    const backoff = { initialMs: 1000, maxMs: 30_000, jitter: 0.5 }
    expect(backoffDelay(2, backoff, () => 0)).toBe(2000)
    expect(backoffDelay(2, backoff, () => 0.5)).toBe(4000)
    expect(backoffDelay(2, backoff, () => 1)).toBe(6000)
    expect(backoffDelay(10, backoff, () => 1)).toBe(30_000)
  })

  it('counts a negative retry as the first', () => {
    expect(backoffDelay(-1, { initialMs: 500, maxMs: 8000 })).toBe(500)
  })
})
