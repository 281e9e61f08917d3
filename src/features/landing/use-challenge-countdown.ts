// The demo card's countdown (spec section 9: HH:MM:SS) to the next timed challenge. The server says
// how many seconds are left; the target is taken from when the answer arrived, so a wrong device clock
// does not matter. Until the server answers, or if it cannot, it counts to the next half hour.
import { useEffect, useRef, useState } from 'react'
import { useGetNextChallengeQuery } from './landing-api'

const HALF_HOUR_MS = 30 * 60_000
const TICK_MS = 250
/** At most one refetch this often, should the server keep answering "now". */
const REFETCH_GAP_MS = 5_000

export const nextHalfHour = (now: number) => (Math.floor(now / HALF_HOUR_MS) + 1) * HALF_HOUR_MS

export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
}

export function useChallengeCountdown(): string {
  const { data, fulfilledTimeStamp, isError, refetch } = useGetNextChallengeQuery()
  const target =
    data && fulfilledTimeStamp && !isError ? fulfilledTimeStamp + data.secondsLeft * 1000 : undefined
  const [now, setNow] = useState(() => Date.now())
  const lastRefetch = useRef(0)

  useEffect(() => {
    // A quarter-second tick keeps the display on the second; React skips renders of an equal value.
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000) * 1000), TICK_MS)
    return () => clearInterval(id)
  }, [])

  const due = target !== undefined && now >= target
  useEffect(() => {
    if (!due || Date.now() - lastRefetch.current < REFETCH_GAP_MS) return
    lastRefetch.current = Date.now()
    void refetch()
  }, [due, refetch])

  const end = target === undefined ? nextHalfHour(now) : target
  return formatHms(Math.ceil((end - now) / 1000))
}
