// The server's clock on this device: each answer that carries the server's `now` is stamped with the
// offset between it and this device's clock (network time is ignored), and a countdown to an end the
// server owns ticks with that offset, so pages and overlays show the same time.
import { useEffect, useState } from 'react'

const TICK_MS = 250

export type WithClockOffset<Body> = Body & { clockOffsetMs: number }

/** Stamped on arrival: the server's `now` against this device's clock. */
export const withClockOffset = <Body extends { now: string }>(body: Body): WithClockOffset<Body> => ({
  ...body,
  clockOffsetMs: Date.parse(body.now) - Date.now(),
})

/**
 * Milliseconds left until `endsAt` on the server's clock, ticking; with no end (paused, over), the
 * time that stands still: `frozenMs`.
 */
export function useCountdown(endsAt: string | null, clockOffsetMs: number, frozenMs = 0): number {
  const left = () => (endsAt ? Math.max(0, Date.parse(endsAt) - (Date.now() + clockOffsetMs)) : frozenMs)
  const [ms, setMs] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads exactly these three
  useEffect(() => {
    setMs(left())
    if (!endsAt) return
    const timer = setInterval(() => setMs(left()), TICK_MS)
    return () => clearInterval(timer)
  }, [endsAt, clockOffsetMs, frozenMs])
  return ms
}
