import type { Selectable } from 'kysely'
import type { CommunityStatus } from '../../contract/community-progress'

// Community cards and their contributions (docs/community-cards.md, migration 052).

export interface CommunityCardTable {
  id: string
  streamer_id: string
  card_id: string
  goal_paise: number
  status: CommunityStatus
  /** 1 while open, null after: one open community card per streamer (a unique index). */
  live: number | null
  started_at: string
  ends_at: string
  ended_at: string | null
  /** The purchase the funded card went on stream as, credited to its contributors. */
  purchase_id: string | null
  updated_at: string
}

/**
 * Where a contribution's money is:
 * - held: in the ledger's pledges account, counted towards the goal;
 * - sold: moved into the card's sale when the goal was reached;
 * - refunding: its refund claimed and sent to the provider (the key `pledge-refund-<id>`);
 * - refunded: the provider returned it; the ledger took it out of the pledges account;
 * - refund-failed: the provider refused; an administrator looks at it.
 */
export const PLEDGE_STATUSES = ['held', 'sold', 'refunding', 'refunded', 'refund-failed'] as const
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number]

export interface CommunityPledgeTable {
  id: string
  community_id: string
  user_id: string
  amount_paise: number
  order_id: string
  payment_id: string
  provider: 'simulated' | 'razorpay'
  /** 1: counted towards the goal; 0: paid after the card closed, refunded at once. */
  counted: number
  status: PledgeStatus
  refund_id: string | null
  refund_claimed_until: string | null
  refunded_at: string | null
  created_at: string
  updated_at: string
}

export interface CommunityTables {
  community_cards: CommunityCardTable
  community_pledges: CommunityPledgeTable
}

export type CommunityCardRow = Selectable<CommunityCardTable>
export type CommunityPledgeRow = Selectable<CommunityPledgeTable>
