import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'

/** The row a notice is claimed on: a subscription by its id, or a streamer's Creator Pro renewal. */
export type NoticeTarget = { table: 'subscriptions'; id: string } | { table: 'pro_renewals'; userId: string }

/**
 * The pre-debit notice's three columns (notice_period_end, notice_sent_at, notice_amount_paise), which
 * both subscriptions and pro_renewals carry: claimed once per period, given back when the mail fails
 * (pre-debit-notice.ts).
 */
export function createPreDebitNoticesRepository(db: Kysely<Database>) {
  // Kysely is given the subscriptions' type to build the statements, and the key column is the
  // target's own.
  const rowOf = (target: NoticeTarget) => ({
    table: target.table as 'subscriptions',
    keyColumn: (target.table === 'subscriptions' ? 'id' : 'user_id') as 'id',
    key: target.table === 'subscriptions' ? target.id : target.userId,
  })

  return {
    /** Claims the notice of the period ending `periodEnd`: true when this call claimed it. */
    async claim(target: NoticeTarget, periodEnd: string, amountPaise: number, now: Date): Promise<boolean> {
      const { table, keyColumn, key } = rowOf(target)
      const claimed = await db
        .updateTable(table)
        .set({
          notice_period_end: periodEnd,
          notice_sent_at: now.toISOString(),
          notice_amount_paise: amountPaise,
        })
        .where(keyColumn, '=', key)
        .where((eb) => eb.or([eb('notice_period_end', 'is', null), eb('notice_period_end', '!=', periodEnd)]))
        .executeTakeFirst()
      return claimed.numUpdatedRows === 1n
    },

    /** Gives back the claim made at `claimedAt` (its mail was refused), for a later sweep to send. */
    async giveBack(target: NoticeTarget, claimedAt: Date): Promise<void> {
      const { table, keyColumn, key } = rowOf(target)
      await db
        .updateTable(table)
        .set({ notice_period_end: null, notice_sent_at: null, notice_amount_paise: null })
        .where(keyColumn, '=', key)
        .where('notice_sent_at', '=', claimedAt.toISOString())
        .execute()
    },
  }
}
