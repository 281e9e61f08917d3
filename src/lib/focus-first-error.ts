// After a failed submit, the first field in error (in the page's order, not the errors' order) gets
// the focus and is scrolled to the middle of the screen: a form taller than a phone's screen otherwise
// fails out of sight. Mantine's `getInputProps` marks each input with `data-path`.
import { plural } from '@lingui/core/macro'

/** Focuses the first input of `form` whose field has an error; false when none could be found. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, unknown>): boolean {
  if (!form) return false
  const failing = new Set(Object.keys(errors).filter((field) => errors[field]))
  const inputs = form.querySelectorAll<HTMLElement>('[data-path]')
  for (const input of inputs) {
    if (!failing.has(input.dataset.path ?? '')) continue
    input.focus({ preventScroll: true })
    input.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    return true
  }
  return false
}

/** 'Check 2 fields: Rarity, Title.' for the line beside a form's submit button. */
export function errorSummary(errors: Record<string, unknown>, labels: Record<string, string>): string | null {
  const named = Object.keys(errors)
    .filter((field) => errors[field])
    .map((field) => labels[field] ?? field)
  if (named.length === 0) return null
  const fields = named.join(', ')
  const count = named.length
  // Said at the moment it shows (after a submit), in the app's language then.
  return plural(count, { one: `Check this field: ${fields}.`, other: `Check # fields: ${fields}.` })
}

/**
 * For Mantine's `form.onSubmit(handler, focusFirstInvalid)`: after a submit that failed validation,
 * the first field in error gets the focus (the form is the event's target).
 */
export function focusFirstInvalid(
  errors: Record<string, unknown>,
  _values: unknown,
  event: { currentTarget: EventTarget | null } | undefined,
): void {
  const form = event?.currentTarget
  if (form instanceof HTMLFormElement) focusFirstError(form, errors)
}
