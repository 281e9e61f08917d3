import type { Kysely, Updateable } from 'kysely'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'
import type {
  CommunityCardRow,
  CommunityCardTable,
  CommunityPledgeRow,
  CommunityPledgeTable,
  PledgeStatus,
} from '../../db/schema-community'

/** Contributions whose money is still Cardcast's to give: held, or whose refund went out unanswered. */
const UNSETTLED: PledgeStatus[] = ['held', 'refunding']

// Takes the database or a transaction: a pledge and its ledger group are written together.
export function createCommunityRepository(db: Kysely<Database>) {
  return {
    insert: (row: CommunityCardRow) => db.insertInto('community_cards').values(row).execute(),

    byId: (id: string) =>
      db.selectFrom('community_cards').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row under its lock (PostgreSQL `for update`; SQLite writes one at a time). */
    byIdForUpdate: (id: string) =>
      forNoKeyUpdate(
        db,
        db.selectFrom('community_cards').selectAll().where('id', '=', id),
      ).executeTakeFirst(),

    update: (id: string, changes: Omit<Updateable<CommunityCardTable>, 'id'>) =>
      db.updateTable('community_cards').set(changes).where('id', '=', id).execute(),

    /** The streamer's open community card, if any. */
    openOf: (streamerId: string) =>
      db
        .selectFrom('community_cards')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .where('live', '=', 1)
        .executeTakeFirst(),

    /** The streamer's latest community card (the overlay shows an ended one for a minute). */
    latestOf: (streamerId: string) =>
      db
        .selectFrom('community_cards')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Open ones whose deadline passed: the sweep ends each. */
    dueToEnd: (now: Date) =>
      db
        .selectFrom('community_cards')
        .select('id')
        .where('status', '=', 'open')
        .where('ends_at', '<=', now.toISOString())
        .execute(),

    /** The open ones the user chipped in on or runs, soonest end first. */
    openFor: (userId: string) =>
      db
        .selectFrom('community_cards')
        .selectAll()
        .where('status', '=', 'open')
        .where((eb) =>
          eb.or([
            eb('streamer_id', '=', userId),
            eb(
              'id',
              'in',
              eb.selectFrom('community_pledges').select('community_id').where('user_id', '=', userId),
            ),
          ]),
        )
        .orderBy('ends_at')
        .limit(20)
        .execute(),

    insertPledge: (row: CommunityPledgeRow) => db.insertInto('community_pledges').values(row).execute(),

    pledgeByPayment: (paymentId: string) =>
      db.selectFrom('community_pledges').selectAll().where('payment_id', '=', paymentId).executeTakeFirst(),

    pledgeById: (id: string) =>
      db.selectFrom('community_pledges').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The counted total, in paise, and how many contributors gave it. */
    async totals(communityId: string): Promise<{ pledgedPaise: number; contributors: number }> {
      const row = await db
        .selectFrom('community_pledges')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('pledged'),
          eb.fn.count<number>('user_id').distinct().as('contributors'),
        ])
        .where('community_id', '=', communityId)
        .where('counted', '=', 1)
        .executeTakeFirstOrThrow()
      return { pledgedPaise: Number(row.pledged), contributors: Number(row.contributors) }
    },

    /** The biggest contributors by what each gave in all (the earliest first on a tie). */
    async topContributors(communityId: string, limit: number) {
      const rows = await db
        .selectFrom('community_pledges')
        .innerJoin('users', 'users.id', 'community_pledges.user_id')
        .select((eb) => [
          'community_pledges.user_id as userId',
          'users.username as username',
          eb.fn.sum<number>('community_pledges.amount_paise').as('total'),
          eb.fn.min<string>('community_pledges.created_at').as('first'),
        ])
        .where('community_pledges.community_id', '=', communityId)
        .where('community_pledges.counted', '=', 1)
        .groupBy(['community_pledges.user_id', 'users.username'])
        .orderBy('total', 'desc')
        .orderBy('first')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        userId: row.userId,
        username: row.username,
        totalPaise: Number(row.total),
      }))
    },

    /** What the user gave in all, in paise. */
    async pledgedBy(communityId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('community_pledges')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('total'))
        .where('community_id', '=', communityId)
        .where('user_id', '=', userId)
        .where('counted', '=', 1)
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** The counted contributions still held (to sell with the card, or to refund). */
    heldOf: (communityId: string) =>
      db
        .selectFrom('community_pledges')
        .selectAll()
        .where('community_id', '=', communityId)
        .where('status', '=', 'held')
        .execute(),

    /** Every contributor's id (the funded card's mail, the refunds' pages). */
    async contributorIds(communityId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('community_pledges')
        .select('user_id')
        .distinct()
        .where('community_id', '=', communityId)
        .execute()
      return rows.map((row) => row.user_id)
    },

    markSold: (communityId: string, at: string) =>
      db
        .updateTable('community_pledges')
        .set({ status: 'sold', updated_at: at })
        .where('community_id', '=', communityId)
        .where('status', '=', 'held')
        .execute(),

    /**
     * The contributions to refund now: held ones of a card that closed unfunded or cancelled, late
     * ones (counted 0), and refunds sent whose claim ran out (an instance died, or the provider said
     * 'pending'): sent again with the same key, so the provider makes each refund once.
     */
    toRefund: (now: Date, limit: number) =>
      db
        .selectFrom('community_pledges')
        .innerJoin('community_cards', 'community_cards.id', 'community_pledges.community_id')
        .selectAll('community_pledges')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('community_pledges.status', '=', 'held'),
              eb.or([
                eb('community_pledges.counted', '=', 0),
                eb('community_cards.status', 'in', ['unfunded', 'cancelled']),
              ]),
            ]),
            eb.and([
              eb('community_pledges.status', '=', 'refunding'),
              eb('community_pledges.refund_claimed_until', '<=', now.toISOString()),
            ]),
          ]),
        )
        .orderBy('community_pledges.created_at')
        .limit(limit)
        .execute(),

    /**
     * Claims the contribution's refund until `until`: answers whether this caller holds it (one
     * instance at a time sends it; the key makes a repeat the same refund anyway).
     */
    async claimRefund(id: string, now: Date, until: Date): Promise<boolean> {
      const result = await db
        .updateTable('community_pledges')
        .set({
          status: 'refunding',
          refund_claimed_until: until.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'held'),
            eb.and([eb('status', '=', 'refunding'), eb('refund_claimed_until', '<=', now.toISOString())]),
          ]),
        )
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** The provider's answer to a refund: kept with it; answers whether this call settled it. */
    async settleRefund(
      id: string,
      changes: Pick<Updateable<CommunityPledgeTable>, 'status' | 'refund_id' | 'refunded_at' | 'updated_at'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('community_pledges')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', 'refunding')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Whether any of these contributions' money is still to be given back or sold. */
    async unsettledCount(communityId: string): Promise<number> {
      const row = await db
        .selectFrom('community_pledges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('community_id', '=', communityId)
        .where('status', 'in', UNSETTLED)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** The paid order of a contribution, as the browser's confirm names it. */
    orderById: (id: string) =>
      db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst(),
  }
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>
