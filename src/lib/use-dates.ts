// The date formatters of contract/dates.ts in the language the app shows: IST always, months in
// Hindi on a Hindi screen. Rupees do not change with the language (contract/money.ts, fixed en-IN).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { formatDate, formatDateTime, formatDay, formatDeadline, formatTime } from '../../contract/dates'
import type { Locale } from '../../contract/locales'

type Instant = string | number | Date

export function useDates() {
  const locale = useLingui().i18n.locale as Locale
  return useMemo(
    () => ({
      date: (value: Instant) => formatDate(value, locale),
      dateTime: (value: Instant) => formatDateTime(value, locale),
      time: (value: Instant) => formatTime(value),
      deadline: (value: Instant, now?: Date) => formatDeadline(value, now, locale),
      day: (day: string) => formatDay(day, locale),
    }),
    [locale],
  )
}
