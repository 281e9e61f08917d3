import type { Kysely } from 'kysely'
import type { ActivityItem } from '../../../contract/admin-dashboard'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import type { Database } from '../../db/schema'
import { createAdminAuditRepository } from './admin-audit-repository'

const rupees = (paise: number) => formatRupees(paiseToRupees(paise), { alwaysPaise: true })

/**
 * The dashboard's Recent Activity: sign-ups, card creations, purchases, card uses and admin actions,
 * merged newest first. Each source is read newest first with the same limit, so the merge is exact.
 */
export function createAdminActivityRepository(db: Kysely<Database>) {
  const purchases = () =>
    db
      .selectFrom('purchases')
      .leftJoin('users', 'users.id', 'purchases.user_id')
      .select([
        'purchases.title',
        'purchases.amount_paise',
        'purchases.payment_id',
        'purchases.purchase_date',
        'purchases.used_at',
        'purchases.user_email',
        'users.username',
      ])

  return {
    async recent(limit: number): Promise<ActivityItem[]> {
      const [signups, cards, bought, used, admin] = await Promise.all([
        db
          .selectFrom('users')
          .select(['username', 'user_type', 'created_at'])
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('cards')
          .select(['title', 'creator_name', 'streamer_email', 'created_at'])
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        purchases().orderBy('purchases.purchase_date', 'desc').limit(limit).execute(),
        purchases()
          .where('purchases.used_at', 'is not', null)
          .orderBy('purchases.used_at', 'desc')
          .limit(limit)
          .execute(),
        createAdminAuditRepository(db).recent(limit),
      ])
      const items: ActivityItem[] = [
        ...signups.map((u) => ({
          timestamp: u.created_at,
          user: { name: u.username },
          type: 'signup' as const,
          description: `Signed up as a ${u.user_type}`,
        })),
        ...cards.map((c) => ({
          timestamp: c.created_at,
          user: { name: c.creator_name || c.streamer_email },
          type: 'card_created' as const,
          description: `Created card "${c.title}"`,
        })),
        ...bought.map((p) => ({
          timestamp: p.purchase_date,
          user: { name: p.username ?? p.user_email },
          type: 'purchase' as const,
          description:
            p.payment_id === 'free'
              ? `Got free card "${p.title}"`
              : `Bought "${p.title}" for ${rupees(p.amount_paise)}`,
        })),
        ...used.map((p) => ({
          timestamp: p.used_at as string,
          user: { name: p.username ?? p.user_email },
          type: 'card_used' as const,
          description: `Used "${p.title}"`,
        })),
        ...admin.map((a) => ({
          timestamp: a.created_at,
          user: { name: a.admin_name || a.actor },
          type: 'admin' as const,
          description: a.action,
        })),
      ]
      return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit)
    },
  }
}
