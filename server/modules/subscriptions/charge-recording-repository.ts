import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { SubscriptionRow } from '../../db/schema-subscriptions'

/**
 * What recording a paid period of a subscription reads and writes (charges.ts), made on its
 * transaction: the subscription under its lock, the charge row, the period it begins.
 */
export function createChargeRecordingRepository(trx: Kysely<Database>) {
  return {
    /**
     * The subscription, locked (PostgreSQL; SQLite writes one at a time) until the transaction ends,
     * while its period is computed.
     */
    lockedById: (id: string) =>
      forNoKeyUpdate(
        trx,
        trx.selectFrom('subscriptions').selectAll().where('id', '=', id),
      ).executeTakeFirst(),

    /** The subscriber's other subscriptions to the streamer that are active or past due. */
    othersRunning: (current: Pick<SubscriptionRow, 'id' | 'viewer_id' | 'streamer_id'>) =>
      trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('viewer_id', '=', current.viewer_id)
        .where('streamer_id', '=', current.streamer_id)
        .where('status', 'in', ['active', 'past_due'])
        .where('id', '!=', current.id)
        .execute(),

    /** Lets the subscription go unpaid, to be cancelled at its provider too (orphan-charges.ts). */
    async letGo(id: string, now: Date): Promise<void> {
      await trx
        .updateTable('subscriptions')
        .set({ status: 'ended', provider_cancel_due_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute()
    },

    /** Whether a tier and its streamer still sell: the tier's retirement, the streamer's role and plan. */
    sellerOfTier: (tierId: string) =>
      trx
        .selectFrom('subscription_tiers as tier')
        .innerJoin('users as streamer', 'streamer.id', 'tier.streamer_id')
        .select([
          'tier.retired_at as tier_retired_at',
          'streamer.user_type as streamer_user_type',
          'streamer.plan as streamer_plan',
          'streamer.pro_until as streamer_pro_until',
        ])
        .where('tier.id', '=', tierId)
        .executeTakeFirst(),

    /** The charge of one paid period, unique per payment: a second report of the payment fails here. */
    async insertCharge(charge: {
      subscriptionId: string
      paymentId: string
      amountPaise: number
      start: Date
      end: Date
      now: Date
    }): Promise<void> {
      await trx
        .insertInto('subscription_charges')
        .values({
          id: newId(),
          subscription_id: charge.subscriptionId,
          payment_id: charge.paymentId,
          amount_paise: charge.amountPaise,
          period_start: charge.start.toISOString(),
          period_end: charge.end.toISOString(),
          created_at: charge.now.toISOString(),
          refund_status: null,
          refund_key: null,
          refund_reason: null,
          refund_admin_id: null,
          provider_refund_id: null,
          refunded_at: null,
        })
        .execute()
    },

    /**
     * The subscription active for the period paid, at the price paid; a payment by the subscriber at
     * last (`newMandate`) ends the simulated mandate's declines too.
     */
    async startPeriod(
      id: string,
      period: { pricePaise: number; start: Date; end: Date; newMandate: boolean; now: Date },
    ): Promise<void> {
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          price_paise: period.pricePaise,
          current_period_start: period.start.toISOString(),
          current_period_end: period.end.toISOString(),
          past_due_since: null,
          ...(period.newMandate ? { simulated_renewals: null } : {}),
          updated_at: period.now.toISOString(),
        })
        .where('id', '=', id)
        .execute()
    },

    /** A user's username (the subscriber's for the marathon, the streamer's for the invoice). */
    usernameOf: (userId: string) =>
      trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst(),
  }
}

export type ChargeRecordingRepository = ReturnType<typeof createChargeRecordingRepository>
