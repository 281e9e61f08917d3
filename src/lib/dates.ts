/** An ISO instant as a long date in the reader's locale ('26 December 2026'); '' when unreadable. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date)
}
