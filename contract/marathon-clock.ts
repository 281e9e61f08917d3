// The clocks pages and the overlay show (the marathon's timer, an auction's countdown): no zod here,
// so the overlay stays small.

export type MarathonStatus = 'running' | 'paused' | 'ended'

/** An ended marathon or auction stays on the overlay this long, then its widget goes. */
export const ENDED_SHOWN_MS = 60_000

/** The overlay's `marathon` event: the timer's state, and the addition that changed it, if one did. */
export interface OverlayMarathonData {
  /** null: no marathon (none, or the streamer's last one ended long ago). */
  marathon: {
    status: MarathonStatus
    endsAt: string | null
    remainingMs: number
  } | null
  now: string
  addition?: { seconds: number; name: string | null }
}

/** Seconds a purchase of `amountPaise` earns (whole seconds, rounded down). */
export const secondsForPaise = (amountPaise: number, secondsPerRupee: number) =>
  Math.floor((amountPaise * secondsPerRupee) / 100)

/** `HH:MM:SS` of a duration in milliseconds, rounded up so that 0:00:00 means over. */
export function formatMarathonClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** '+5:00' (or '+1:02:00' past an hour) for an addition of `seconds`. */
export function formatAddedTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return hours > 0 ? `+${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `+${minutes}:${rest}`
}

/** An auction's countdown: 'M:SS' (or 'H:MM:SS'), rounded up so that 0:00 means over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** What a viewer is told when their purchase or use extended a marathon. */
export const marathonAddedMessage = (seconds: number) =>
  `Your card added ${formatAddedTime(seconds).slice(1)} to the marathon.`
