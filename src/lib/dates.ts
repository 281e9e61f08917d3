/** An ISO instant as a date and time in the reader's locale ('26 December 2026 at 9:04 pm'). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date)
}

/** An ISO instant as a long date in the reader's locale ('26 December 2026'); '' when unreadable. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date)
}
