// Time on the Live page is the server's: slots (startsAt, endsAt) are counted from the server's clock,
// read as this device's clock plus the offset measured when the queue arrived.
import { useEffect, useState } from 'react'
import { formatDateTime, formatTime as formatTimeOfDay, sameIstDay } from '../../../contract/dates'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales'
import type { LiveQueue } from './live-api'

/** The server's time now, in milliseconds, as far as this device can tell. */
export const serverNow = (clockOffsetMs: number) => Date.now() + clockOffsetMs

/**
 * How long until the queue changes by itself (what shows ends, the next one begins), in milliseconds
 * from now; undefined when nothing is scheduled. The page refetches then, once, instead of polling.
 * Moments count from the answer's own time (`queue.now`), not from now: when the page gets to this only
 * after a moment has passed (a busy main thread between the answer's arrival and the effect that
 * schedules), that moment is due at once instead of being skipped for the one after it, which could be
 * a card's whole length away. (Network delay needs no such care: the clock offset is measured on arrival.)
 */
export function msUntilNextChange(queue: LiveQueue, deviceNow = Date.now()): number | undefined {
  const answeredAt = Date.parse(queue.now)
  const moments = [queue.showing, ...queue.queue]
    .flatMap((use) => (use ? [use.startsAt, use.endsAt] : []))
    .flatMap((iso) => (iso ? [Date.parse(iso)] : []))
    .filter((moment) => moment > answeredAt)
  if (moments.length === 0) return undefined
  return Math.max(0, Math.min(...moments) - (deviceNow + queue.clockOffsetMs))
}

/** The server's time, ticking every `everyMs` while `enabled` (a display clock: nothing is fetched). */
export function useServerClock(clockOffsetMs: number, enabled: boolean, everyMs = 500): number {
  const [now, setNow] = useState(() => serverNow(clockOffsetMs))
  useEffect(() => {
    setNow(serverNow(clockOffsetMs))
    if (!enabled) return
    const timer = setInterval(() => setNow(serverNow(clockOffsetMs)), everyMs)
    return () => clearInterval(timer)
  }, [clockOffsetMs, enabled, everyMs])
  return now
}

/**
 * An instant as the time of day ('2:05 pm IST'), with the date in front when it is not today (IST),
 * its month in `locale`.
 */
export function formatTime(iso: string | null, locale: Locale = DEFAULT_LOCALE): string {
  if (!iso) return ''
  return sameIstDay(iso, Date.now()) ? formatTimeOfDay(iso) : formatDateTime(iso, locale)
}
