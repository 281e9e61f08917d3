// The demo card's countdown to the next timed challenge. The server says
// how many seconds are left; the target is taken from when the answer arrived, so a wrong device clock
// does not matter. Until the server answers, or if it cannot, it counts to the next half hour.
// It renders once a second, when the shown value changes, and not at all while the card is out of
// sight (`active` false): it reads the clock afresh when it comes back. The prerendered page and the
// first render in the browser show a placeholder, so that hydration meets the markup it expects.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { NextChallenge } from '../../../contract/overlay'
import { apiPaths } from '../../api/api-paths'

const HALF_HOUR_MS = 30 * 60_000
/** How long after each whole second the tick lands, so a timer firing a little early is harmless. */
const TICK_SLACK_MS = 20
/** At most one refetch this often, should the server keep answering "now". */
const REFETCH_GAP_MS = 5_000

export const nextHalfHour = (now: number) => (Math.floor(now / HALF_HOUR_MS) + 1) * HALF_HOUR_MS

export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
}

/** Shown until the clock is read in the browser. */
export const COUNTDOWN_PLACEHOLDER = '--:--:--'

/** When the next challenge is due by this device's clock (undefined until known, or on a failure). */
function useNextChallengeTarget(): { target: number | undefined; refetch: () => void } {
  const [target, setTarget] = useState<number>()
  const [asked, setAsked] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refetch bumps `asked` to ask again.
  useEffect(() => {
    const request = new AbortController()
    // A plain fetch: the landing page loads no API client.
    fetch(apiPaths.nextChallenge, { signal: request.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Next challenge answered ${response.status}`)
        const next = (await response.json()) as NextChallenge
        setTarget(Date.now() + next.secondsLeft * 1000)
      })
      .catch(() => {
        if (!request.signal.aborted) setTarget(undefined)
      })
    return () => request.abort()
  }, [asked])
  const refetch = useCallback(() => setAsked((count) => count + 1), [])
  return { target, refetch }
}

export function useChallengeCountdown(active = true): string {
  const { target, refetch } = useNextChallengeTarget()
  const [now, setNow] = useState<number | null>(null)
  const lastRefetch = useRef(0)

  useEffect(() => {
    if (!active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // One timer per second, just after the second turns; React skips a render of an equal value.
    const tick = () => {
      const at = Date.now()
      setNow(Math.floor(at / 1000) * 1000)
      timer = setTimeout(tick, 1000 - (at % 1000) + TICK_SLACK_MS)
    }
    tick()
    return () => clearTimeout(timer)
  }, [active])

  const due = target !== undefined && now !== null && now >= target
  useEffect(() => {
    if (!due || Date.now() - lastRefetch.current < REFETCH_GAP_MS) return
    lastRefetch.current = Date.now()
    refetch()
  }, [due, refetch])

  if (now === null) return COUNTDOWN_PLACEHOLDER
  const end = target === undefined ? nextHalfHour(now) : target
  return formatHms(Math.ceil((end - now) / 1000))
}
