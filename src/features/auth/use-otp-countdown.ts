import { useEffect, useState } from 'react'
import { OTP_COUNTDOWN_SECONDS } from '../../../contract/constants'
import { formatTime } from '../../../contract/dates'

/** Seconds left of the OTP screen's countdown: from 2040, one less each second, never below 0. */
export function useOtpCountdown(start = OTP_COUNTDOWN_SECONDS): number {
  const [seconds, setSeconds] = useState(start)
  const done = seconds <= 0

  useEffect(() => {
    if (done) return
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000)
    return () => window.clearInterval(timer)
  }, [done])

  return seconds
}

/** Whole seconds from now until `iso`, never below 0; undefined without a readable instant. */
export function secondsUntil(iso: string | null | undefined, now: number): number | undefined {
  const at = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/** 2040 → '34:00'. */
export function formatMinutesSeconds(total: number): string {
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/** An ISO instant as a time of day, as every screen writes one ('10:42 pm IST'). */
export const formatClockTime = (iso: string) => formatTime(iso)
