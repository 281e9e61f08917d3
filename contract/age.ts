// The age rule of children's accounts (contract/consent.ts), apart and without zod, so that the
// sign-up page asks the parent's email as the date is typed without loading the form's rules.
import { istToday } from './dates'

/** The age from which a user is an adult (DPDP Act 2023, s. 2(f)). */
export const ADULT_AGE = 18
/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today` (YYYY-MM-DD): birthdays count on the day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Under 18 today, in India (IST): a child's account needs a parent's consent. */
export const isMinor = (dateOfBirth: string, now: Date = new Date()) =>
  ageOn(dateOfBirth, istToday(now)) < ADULT_AGE
