import type { Selectable } from 'kysely'
import type { TierBadgeColour } from '../../contract/constants'

// Subscriptions: the tiers streamers offer.

export interface SubscriptionTierTable {
  id: string
  streamer_id: string
  name: string
  /** What new subscribers pay a month, and existing ones from their next period. */
  price_paise: number
  perks: string
  monthly_allowance: number
  badge_colour: TierBadgeColour | null
  created_at: string
  updated_at: string
  /** Set once retired: no new subscribers. */
  retired_at: string | null
}

export interface SubscriptionTables {
  subscription_tiers: SubscriptionTierTable
}

export type SubscriptionTierRow = Selectable<SubscriptionTierTable>
