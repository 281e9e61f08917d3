// How the admin tables show dates: IST, as every screen (contract/dates.ts), with the months in the
// language the app shows (src/lib/use-dates.ts). Money keeps the fixed en-IN formatter (contract/money.ts).
import { useMemo } from 'react'
import { useDates } from '../../../lib/use-dates'

type Instant = string | null | undefined

/** The admin screens' date formatters; a dash when there is no date. */
export function useAdminDates() {
  const { date, dateTime, day } = useDates()
  return useMemo(
    () => ({
      /** '6 Dec 2026, 10:40 pm IST' ('6 दिस॰ 2026, 10:40 pm IST' in Hindi). */
      dateTime: (value: Instant) => (value && dateTime(value)) || '—',
      /** '6 Dec 2026'. */
      date: (value: Instant) => (value && date(value)) || '—',
      /** A calendar day written YYYY-MM-DD (a payout day, an invoice's date): '1 Dec 2026'. */
      day,
    }),
    [date, dateTime, day],
  )
}

/** The tables' search boxes ask the server once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300
