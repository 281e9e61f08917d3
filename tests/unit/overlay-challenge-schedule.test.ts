import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { challengeForSlot, slotStart } from '../../server/modules/realtime/challenge-schedule'

const challengeIntervalMs = (env: Record<string, string>) => loadConfig(env).challengeIntervalMs

describe('challenge schedule', () => {
  it('reads CHALLENGE_INTERVAL_MINUTES, 30 by default, and refuses nonsense', () => {
    expect(challengeIntervalMs({})).toBe(30 * 60_000)
    expect(challengeIntervalMs({ CHALLENGE_INTERVAL_MINUTES: '' })).toBe(30 * 60_000)
    expect(challengeIntervalMs({ CHALLENGE_INTERVAL_MINUTES: '5' })).toBe(5 * 60_000)
    expect(challengeIntervalMs({ CHALLENGE_INTERVAL_MINUTES: '0.5' })).toBe(30_000)
    expect(() => challengeIntervalMs({ CHALLENGE_INTERVAL_MINUTES: '0' })).toThrow(
      /CHALLENGE_INTERVAL_MINUTES/,
    )
    expect(() => challengeIntervalMs({ CHALLENGE_INTERVAL_MINUTES: 'soon' })).toThrow(
      /CHALLENGE_INTERVAL_MINUTES/,
    )
  })

  it('aligns slots to the interval from the epoch, so every instance agrees', () => {
    const interval = 30 * 60_000
    const at = Date.parse('2025-03-01T10:44:59.999Z')
    expect(new Date(slotStart(at, interval)).toISOString()).toBe('2025-03-01T10:30:00.000Z')
    expect(slotStart(Date.parse('2025-03-01T10:30:00.000Z'), interval)).toBe(
      Date.parse('2025-03-01T10:30:00.000Z'),
    )
  })

  it('takes the challenges in turn, one per slot', () => {
    const interval = 60_000
    const list = ['a', 'b', 'c']
    const picks = [0, 1, 2, 3, 4].map((n) => challengeForSlot(list, (1000 + n) * interval, interval))
    expect(picks).toEqual(['b', 'c', 'a', 'b', 'c'])
    expect(challengeForSlot([], 0, interval)).toBeUndefined()
  })
})
