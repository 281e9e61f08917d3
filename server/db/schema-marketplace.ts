import type { Generated, Selectable } from 'kysely'

// Cards, the payment orders that pay for them and the purchases (spec: "transactions").

export interface CardTable {
  id: string
  title: string
  description: string
  image_url: string
  /** JSON array of category names. */
  categories: Generated<string>
  rarity: string
  price_paise: number
  duration_seconds: Generated<number>
  creator_id: string
  creator_name: string
  streamer_email: string
  created_at: string
  /** Set when the creator deletes it: it leaves the market, its purchases keep working. */
  deleted_at: string | null
  /** Seconds between two uses of this card on the stream; null: the streamer's default. */
  cooldown_seconds: number | null
  /** Seconds between two uses by one viewer on this stream; null: the streamer's default. */
  viewer_cooldown_seconds: number | null
  /** One of CARD_SOUNDS, played with the card; null: silent. */
  sound: string | null
  /** For subscribers only: the cheapest tier that opens it (modules/subscriptions/perks.ts); null: anyone. */
  min_tier_id: string | null
}

/** A checkout in progress, bound to one user and one card, for the amount the server decided. */
export interface PaymentOrderTable {
  id: string
  provider: 'simulated' | 'razorpay'
  user_id: string
  card_id: string
  amount_paise: number
  currency: string
  status: 'created' | 'paid' | 'failed'
  payment_id: string | null
  created_at: string
  paid_at: string | null
  /** The auction offer (a winning bid) this order pays (modules/auctions/settlement.ts); null: a card's price. */
  auction_offer_id: string | null
  /** The community card a contribution pays into (modules/community); null: not a contribution. */
  community_card_id: string | null
}

/** A checkout of Creator Pro, bound to one user, for the price the server decided. */
export interface PlanOrderTable {
  id: string
  provider: 'simulated' | 'razorpay'
  user_id: string
  plan: 'pro'
  amount_paise: number
  currency: string
  status: 'created' | 'paid' | 'failed'
  payment_id: string | null
  created_at: string
  paid_at: string | null
}

/** One paid month of Creator Pro; written once per provider payment and never changed. */
export interface PlanPeriodTable {
  id: string
  user_id: string
  order_id: string
  payment_id: string
  amount_paise: number
  starts_at: string
  ends_at: string
  created_at: string
}

export interface PurchaseTable {
  id: string
  card_id: string
  user_id: string
  user_email: string
  streamer_email: string
  title: string
  description: string
  amount_paise: number
  /** 'free' for free cards; otherwise the provider's payment id, recorded once. */
  payment_id: string
  order_id: string
  is_used: Generated<number>
  used_at: string | null
  /** The idempotency key of the use that spent it, so a retried use gets the same answer. */
  use_key: string | null
  purchase_date: string
  /** Set when an administrator deletes the record; kept for the books otherwise. */
  deleted_at: string | null
  /** Set when the payment was refunded: the card can no longer be used. */
  refunded_at: string | null
}

export interface MarketplaceTables {
  cards: CardTable
  payment_orders: PaymentOrderTable
  purchases: PurchaseTable
  plan_orders: PlanOrderTable
  plan_periods: PlanPeriodTable
}

export type CardRow = Selectable<CardTable>
export type PurchaseRow = Selectable<PurchaseTable>
export type PaymentOrderRow = Selectable<PaymentOrderTable>
export type PlanOrderRow = Selectable<PlanOrderTable>
export type PlanPeriodRow = Selectable<PlanPeriodTable>
