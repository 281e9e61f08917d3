import { readFileSync } from 'node:fs'

/**
 * The money clock: holds and payout dates are read against it. In tests CLOCK_OFFSET_FILE names a file
 * holding milliseconds to add, re-read at each call, so a test moves time by writing the file rather
 * than by sleeping (the configuration refuses it in production).
 */
export function createClock(offsetFile: string | undefined) {
  const offset = () => {
    if (!offsetFile) return 0
    try {
      const value = Number(readFileSync(offsetFile, 'utf8').trim())
      return Number.isFinite(value) ? value : 0
    } catch {
      return 0 // no file yet: no offset
    }
  }
  return {
    now: (): Date => new Date(Date.now() + offset()),
  }
}

export type Clock = ReturnType<typeof createClock>
