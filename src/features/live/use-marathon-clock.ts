// The marathon's time left, ticking: counted from the end the server owns with the server's clock
// (the answer's `now` against this device's), as the overlay counts it, so both show the same time.
import { useEffect, useState } from 'react'
import type { LiveMarathon } from './live-api'

const TICK_MS = 250

function remainingMs(data: LiveMarathon): number {
  const marathon = data.marathon
  if (!marathon) return 0
  if (marathon.status === 'running' && marathon.endsAt)
    return Math.max(0, Date.parse(marathon.endsAt) - (Date.now() + data.clockOffsetMs))
  return marathon.status === 'paused' ? marathon.remainingMs : 0
}

export function useMarathonClock(data: LiveMarathon): number {
  const [left, setLeft] = useState(() => remainingMs(data))
  useEffect(() => {
    setLeft(remainingMs(data))
    if (data.marathon?.status !== 'running') return
    const timer = setInterval(() => setLeft(remainingMs(data)), TICK_MS)
    return () => clearInterval(timer)
  }, [data])
  return left
}
