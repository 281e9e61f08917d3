// How the admin tables show dates and money.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export const formatDateTime = (value: string | null | undefined) => {
  const date = parsed(value)
  return date ? dateTime.format(date) : '—'
}

export const formatDate = (value: string | null | undefined) => {
  const date = parsed(value)
  return date ? dateOnly.format(date) : '—'
}

/** The tables' search boxes ask the server once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300
