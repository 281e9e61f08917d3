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

/** A deadline as briefly as it reads unmistakably: the time alone today ('10:02 pm'), else formatDateTime. */
export function formatDeadline(iso: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toDateString() === now.toDateString()
    ? new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(date)
    : formatDateTime(iso)
}
