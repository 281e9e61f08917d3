import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { PlanOrderTable } from '../../db/schema-marketplace'

/**
 * Creator Pro renewing each month (pro_renewals: one row per streamer who switched it on or off), and
 * the paid order a renewal charges as (plan_orders, which money's plan orders repository reads).
 */
export function createProRenewalsRepository(db: Kysely<Database>) {
  return {
    /** The streamer's renewal, if they ever switched it on. */
    byUser: (userId: string) =>
      db.selectFrom('pro_renewals').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** Switches renewal on or off (the simulated provider's, the only one that renews Pro so far). */
    setRenews: (userId: string, renews: boolean, now: Date) => {
      const at = now.toISOString()
      return db
        .insertInto('pro_renewals')
        .values({
          user_id: userId,
          provider: 'simulated',
          renews: renews ? 1 : 0,
          cancelled_at: renews ? null : at,
          notice_period_end: null,
          notice_sent_at: null,
          notice_amount_paise: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ renews: renews ? 1 : 0, cancelled_at: renews ? null : at, updated_at: at }),
        )
        .execute()
    },

    /**
     * The streamers on Creator Pro that renews (simulated) whose Pro ends by `horizon`, with their
     * renewal's notice: a notice or a charge is due.
     */
    dueBy: (horizon: string) =>
      db
        .selectFrom('pro_renewals')
        .innerJoin('users', 'users.id', 'pro_renewals.user_id')
        .selectAll('users')
        .select([
          'pro_renewals.notice_period_end',
          'pro_renewals.notice_sent_at',
          'pro_renewals.notice_amount_paise',
        ])
        .where('pro_renewals.renews', '=', 1)
        .where('pro_renewals.provider', '=', 'simulated')
        .where('users.plan', '=', 'pro')
        .where('users.pro_until', 'is not', null)
        .where('users.pro_until', '<=', horizon)
        .execute(),

    /** A renewal's order, paid as it is written; its id is the period's, so a second insert fails. */
    insertPaidOrder: (order: PlanOrderTable) => db.insertInto('plan_orders').values(order).execute(),
  }
}

export type ProRenewalsRepository = ReturnType<typeof createProRenewalsRepository>
