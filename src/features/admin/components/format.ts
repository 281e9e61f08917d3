// How the admin tables show dates (contract/dates.ts: IST, as every screen) and money.
import { formatDate as date, formatDateTime as dateTime } from '../../../../contract/dates'

/** '6 Dec 2026, 10:40 pm IST'; a dash when there is none. */
export const formatDateTime = (value: string | null | undefined) => (value && dateTime(value)) || '—'

/** '6 Dec 2026'; a dash when there is none. */
export const formatDate = (value: string | null | undefined) => (value && date(value)) || '—'

/** The tables' search boxes ask the server once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300
