import { addMonths } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import { adminServerMessages } from '../../../contract/admin'
import { formatDate } from '../../../contract/dates'
import { PRO_MONTHS_PER_PURCHASE } from '../../../contract/plan-rules'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import type { UserRow } from '../../db/schema'
import type { PlanOrderRow } from '../../db/schema-marketplace'
import { planOf } from '../accounts'
import { bookSale } from '../money'
import { createProPeriodsRepository } from './pro-periods-repository'
import { mailProReceipt, type ProReceiptServices } from './pro-receipt-mail'

/**
 * The end of Creator Pro after one more paid period: counted from the current end while Pro is still
 * in force (buying again extends it), from now otherwise.
 */
export function extendedProUntil(user: Pick<UserRow, 'plan' | 'pro_until'>, now: Date): Date {
  const currentEnd = user.pro_until ? new Date(user.pro_until) : undefined
  const from = planOf(user, now.getTime()) === 'pro' && currentEnd && currentEnd > now ? currentEnd : now
  return addMonths(from, PRO_MONTHS_PER_PURCHASE)
}

const proInvoiceDescription = `Creator Pro, ${PRO_MONTHS_PER_PURCHASE} month`

/**
 * Activates the Creator Pro a paid plan order bought — once per payment, whoever comes first (the
 * buyer's plan-verify or the provider's webhook): the period row is unique per payment id, and the
 * user row is locked while the new end date is computed, so two payments both extend. A viewer who
 * buys Pro becomes a creator. The payment is booked as platform revenue ('pro:<payment id>', with its
 * tax invoice: modules/money/book-sale.ts) in the same transaction. Returns the user as it is afterwards.
 */
export async function activatePaidPro(
  app: Pick<AppServices, 'db' | 'clock' | 'overlayBus' | 'catalogue' | 'users'> &
    ProReceiptServices & { log: Pick<FastifyBaseLogger, 'warn'> },
  order: PlanOrderRow,
): Promise<UserRow> {
  if (order.status !== 'paid' || !order.payment_id) throw new Error('activatePaidPro needs a paid order')
  const paymentId = order.payment_id
  const now = new Date()
  let period: { startsAt: Date; endsAt: Date } | undefined
  try {
    await app.db.transaction().execute(async (trx) => {
      const periods = createProPeriodsRepository(trx)
      // The user row is locked while the end date is computed (pro-periods-repository.ts).
      const user = await periods.lockedUser(order.user_id)
      if (!user) throw new Error(`paid plan order ${order.id} names a missing user`)
      const endsAt = extendedProUntil(user, now)
      const startsAt = addMonths(endsAt, -PRO_MONTHS_PER_PURCHASE)
      await periods.insertPeriod({
        userId: user.id,
        orderId: order.id,
        paymentId,
        amountPaise: order.amount_paise,
        startsAt,
        endsAt,
        now,
      })
      await periods.makePro(user.id, endsAt, now)
      // Creator Pro is the platform's revenue, booked with the period it buys.
      if (order.amount_paise > 0) {
        await bookSale(trx, {
          kind: 'pro',
          groupKey: `pro:${paymentId}`,
          buyerId: user.id,
          amountPaise: order.amount_paise,
          paymentId,
          at: app.clock.now(),
          invoiceDescription: proInvoiceDescription,
        })
      }
      period = { startsAt, endsAt }
    })
  } catch (error) {
    // The other path recorded this payment first: nothing more to do.
    if (!isUniqueViolation(error)) throw error
  }
  await app.overlayBus.planChanged(order.user_id)
  // A former creator who buys Pro again is a creator again: their cards are back on sale.
  app.catalogue.invalidate()
  const user = await app.users.byId(order.user_id)
  if (!user) throw new Error(`paid plan order ${order.id} names a missing user`)
  // Recorded by this call (not by the other path first): its receipt, after the commit.
  if (period && order.amount_paise > 0)
    await mailProReceipt(app, user, { ...order, payment_id: paymentId }, period, app.log)
  return user
}

/** The plan fields of an administrator's user edit, or the reason they are refused. */
export function adminPlanChange(
  user: Pick<UserRow, 'user_type'>,
  body: { plan?: 'free' | 'pro'; proUntil?: string | null; user_type?: 'viewer' | 'creator' },
  now = Date.now(),
): Pick<UserRow, 'plan' | 'pro_until'> | Record<string, never> | string {
  if (body.plan === undefined && body.proUntil === undefined) return {}
  const plan = body.plan ?? 'pro'
  if (plan === 'free') return { plan: 'free', pro_until: null }
  if ((body.user_type ?? user.user_type) !== 'creator') return adminServerMessages.proForCreatorsOnly
  const proUntil = body.proUntil ?? null
  if (proUntil !== null && Date.parse(proUntil) <= now) return adminServerMessages.proUntilPast
  return { plan: 'pro', pro_until: proUntil === null ? null : new Date(proUntil).toISOString() }
}

/** The audit log's words for a plan change. */
export function describePlan(change: Partial<Pick<UserRow, 'plan' | 'pro_until'>>): string {
  if (change.plan === 'free') return 'ended Creator Pro'
  return change.pro_until
    ? `granted Creator Pro until ${formatDate(change.pro_until)}`
    : 'granted Creator Pro without end'
}
