import type { Kysely } from 'kysely'
import { SUBSCRIPTION_TIER_LIMIT } from '../../../contract/constants'
import { paiseToRupees, rupeesToPaise } from '../../../contract/money'
import type { Tier } from '../../../contract/subscriptions'
import { newId } from '../../db/ids'
import { lockUserRow } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { SubscriptionTierRow } from '../../db/schema-subscriptions'

/** A tier as its streamer gives it (contract/subscriptions.ts `tierRequestSchema`, parsed). */
export interface TierDetails {
  name: string
  price: number
  perks: string
  monthlyAllowance: number
  badgeColour: Tier['badgeColour']
}

export function toTier(row: SubscriptionTierRow): Tier {
  return {
    id: row.id,
    name: row.name,
    price: paiseToRupees(row.price_paise),
    perks: row.perks,
    monthlyAllowance: row.monthly_allowance,
    badgeColour: row.badge_colour,
    retiredAt: row.retired_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const columnsOf = (details: TierDetails) => ({
  name: details.name,
  price_paise: rupeesToPaise(details.price),
  perks: details.perks,
  monthly_allowance: details.monthlyAllowance,
  badge_colour: details.badgeColour,
})

/** Names compare as a person reads them: 'Gold' and ' gold ' are one tier. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-IN')

/** Why a create or an edit was refused, for the route to answer. */
export type TierRefusal = 'limitReached' | 'nameTaken' | 'retiredAlready'

export function createSubscriptionTiersRepository(db: Kysely<Database>) {
  /** Offered tiers first, cheapest first; then retired ones, newest retirement first. */
  const listOf = (executor: Kysely<Database>, streamerId: string) =>
    executor
      .selectFrom('subscription_tiers')
      .selectAll()
      .where('streamer_id', '=', streamerId)
      .orderBy((eb) => eb.case().when('retired_at', 'is', null).then(0).else(1).end())
      .orderBy('price_paise')
      .orderBy('retired_at', 'desc')
      .orderBy('id')
      .execute()

  /**
   * The limit and the unique names are checked and written in one transaction that holds the
   * streamer's row (PostgreSQL; SQLite runs one write transaction at a time), so two tabs saving at
   * once cannot make a fourth tier or two of one name.
   */
  async function underStreamerLock<T>(streamerId: string, work: (trx: Kysely<Database>) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      await lockUserRow(trx, streamerId)
      return work(trx)
    })
  }

  const nameTakenAmong = (rows: SubscriptionTierRow[], name: string, exceptId?: string) =>
    rows.some((row) => row.retired_at === null && row.id !== exceptId && nameKey(row.name) === nameKey(name))

  return {
    list: (streamerId: string) => listOf(db, streamerId),

    byId: (id: string) =>
      db.selectFrom('subscription_tiers').selectAll().where('id', '=', id).executeTakeFirst(),

    async create(
      streamerId: string,
      details: TierDetails,
      now: Date,
    ): Promise<SubscriptionTierRow | TierRefusal> {
      return underStreamerLock(streamerId, async (trx) => {
        const rows = await listOf(trx, streamerId)
        if (rows.filter((row) => row.retired_at === null).length >= SUBSCRIPTION_TIER_LIMIT)
          return 'limitReached'
        if (nameTakenAmong(rows, details.name)) return 'nameTaken'
        const at = now.toISOString()
        const row: SubscriptionTierRow = {
          id: newId(),
          streamer_id: streamerId,
          ...columnsOf(details),
          created_at: at,
          updated_at: at,
          retired_at: null,
        }
        await trx.insertInto('subscription_tiers').values(row).execute()
        return row
      })
    },

    /** Replaces an offered tier's details; the caller has checked it is the streamer's. */
    async update(
      tier: SubscriptionTierRow,
      details: TierDetails,
      now: Date,
    ): Promise<SubscriptionTierRow | TierRefusal> {
      return underStreamerLock(tier.streamer_id, async (trx) => {
        const rows = await listOf(trx, tier.streamer_id)
        const current = rows.find((row) => row.id === tier.id)
        if (!current || current.retired_at !== null) return 'retiredAlready'
        if (nameTakenAmong(rows, details.name, tier.id)) return 'nameTaken'
        const changes = { ...columnsOf(details), updated_at: now.toISOString() }
        await trx.updateTable('subscription_tiers').set(changes).where('id', '=', tier.id).execute()
        return { ...current, ...changes }
      })
    },

    /** Retires a tier once; retiring it again answers it as it is. */
    async retire(tier: SubscriptionTierRow, now: Date): Promise<SubscriptionTierRow> {
      const at = now.toISOString()
      await db
        .updateTable('subscription_tiers')
        .set({ retired_at: at, updated_at: at })
        .where('id', '=', tier.id)
        .where('retired_at', 'is', null)
        .execute()
      return (
        (await db
          .selectFrom('subscription_tiers')
          .selectAll()
          .where('id', '=', tier.id)
          .executeTakeFirst()) ?? tier
      )
    },
  }
}

export type SubscriptionTiersRepository = ReturnType<typeof createSubscriptionTiersRepository>
