import type { Kysely } from 'kysely'
import { consentMessages } from '../../../../contract/consent'
import { istDayStart, istToday } from '../../../../contract/dates'
import { paiseToRupees } from '../../../../contract/money'
import type { Database, UserRow } from '../../../db/schema'
import { RefusalError } from '../../../errors'
import { createSpendingRepository } from './spending-repository'

/** The first instant of the IST calendar month of `now`: a child's cap is per month, in India. */
export const istMonthStart = (now: Date) => istDayStart(`${istToday(now).slice(0, 7)}-01`)

/**
 * A child's payment of `amountPaise` (a card, a winning bid, a subscription's month) is refused with
 * a 403 unless the parent set a monthly cap and this month's payments with it stay within it
 * (contract/consent.ts); an adult's is never. Checked before any order opens, so no money moves.
 */
export async function refuseOverMinorCap(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'consent' | 'monthly_cap_paise'>,
  amountPaise: number,
  now: Date,
): Promise<void> {
  if (user.consent === 'not-needed' || amountPaise <= 0) return
  const cap = user.monthly_cap_paise
  if (cap === null) throw new RefusalError(403, consentMessages.freeOnly)
  const spent = await createSpendingRepository(db).paidSince(user.id, istMonthStart(now))
  if (spent + amountPaise > cap) {
    throw new RefusalError(
      403,
      consentMessages.overCap(paiseToRupees(cap), paiseToRupees(Math.max(0, cap - spent))),
    )
  }
}
