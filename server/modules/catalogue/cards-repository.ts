import type { Kysely } from 'kysely'
import type { Card, ShownCard } from '../../../contract/cards'
import type { Rarity } from '../../../contract/constants'
import { paiseToRupees } from '../../../contract/money'
import { type Plan, saleEndOf } from '../../../contract/plan-rules'
import type { CardSound } from '../../../contract/stream'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { CardRow } from '../../db/schema-marketplace'

export interface NewCard {
  title: string
  description: string
  imageUrl: string
  categories: string[]
  rarity: Rarity
  pricePaise: number
  durationSeconds: number
  creatorId: string
  creatorName: string
  streamerEmail: string
  /** Absent: the streamer's defaults, and no sound. */
  cooldownSeconds?: number | null
  viewerCooldownSeconds?: number | null
  sound?: CardSound | null
  /** For subscribers only: the cheapest tier that opens it. */
  minTierId?: string | null
}

/** What a creator may change on a published card (PUT /auth/user/cards/{id}); absent: unchanged. */
export interface CardStreamChanges {
  cooldownSeconds?: number | null
  viewerCooldownSeconds?: number | null
  sound?: CardSound | null
  /** The tier that locks it; null: for everyone. */
  minTierId?: string | null
}

/**
 * Cards on sale: live, and their maker a creator now. A demoted creator's cards leave the market (and
 * cannot be ordered) until they are a creator again; their viewers keep what they bought.
 */
export const cardsOnSale = (db: Kysely<Database>) =>
  db
    .selectFrom('cards')
    .innerJoin('users', 'users.id', 'cards.creator_id')
    .selectAll('cards')
    // The seller's plan decides whether a priced card can be bought now (`saleEndOf`).
    .select(['users.plan as seller_plan', 'users.pro_until as seller_pro_until'])
    .where('cards.deleted_at', 'is', null)
    .where('users.user_type', '=', 'creator')

export function createCardsRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('cards').selectAll().where('deleted_at', 'is', null)
  const onSale = () => cardsOnSale(db)
  // The lock of a subscribers-only card, as viewers read it (`toCardForSale`).
  const withLock = <Q extends ReturnType<typeof onSale>>(query: Q) =>
    query
      .leftJoin('subscription_tiers as lock', 'lock.id', 'cards.min_tier_id')
      .select(['lock.name as lock_name', 'lock.price_paise as lock_price_paise'])

  return {
    /** The market: every card on sale, newest first. */
    listOnSale: () => withLock(onSale()).orderBy('cards.created_at', 'desc').orderBy('cards.id').execute(),

    /** A card that may be ordered or taken now (on sale). */
    onSaleById: (id: string) => onSale().where('cards.id', '=', id).executeTakeFirst(),

    /** A streamer's live cards, newest first, with their locks (`toCardForSale`). */
    listByCreator: (creatorId: string) =>
      db
        .selectFrom('cards')
        .leftJoin('subscription_tiers as lock', 'lock.id', 'cards.min_tier_id')
        .selectAll('cards')
        .select(['lock.name as lock_name', 'lock.price_paise as lock_price_paise'])
        .where('cards.deleted_at', 'is', null)
        .where('cards.creator_id', '=', creatorId)
        .orderBy('cards.created_at', 'desc')
        .execute(),

    /** A card whether or not it was deleted (purchases of deleted cards keep working). */
    byId: (id: string) => db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst(),

    liveById: (id: string) => live().where('id', '=', id).executeTakeFirst(),

    /** A live card's owner (a card put up for auction must be the streamer's own). */
    liveOwnerOf: (id: string) =>
      db
        .selectFrom('cards')
        .select(['id', 'creator_id'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** What an overlay's auction widget shows of a card, deleted or not. */
    shownById: (id: string) =>
      db.selectFrom('cards').select(['title', 'image_url', 'rarity']).where('id', '=', id).executeTakeFirst(),

    async create(card: NewCard): Promise<CardRow> {
      return db
        .insertInto('cards')
        .values({
          id: newId(),
          title: card.title,
          description: card.description,
          image_url: card.imageUrl,
          categories: JSON.stringify(card.categories),
          rarity: card.rarity,
          price_paise: card.pricePaise,
          duration_seconds: card.durationSeconds,
          creator_id: card.creatorId,
          creator_name: card.creatorName,
          streamer_email: card.streamerEmail,
          created_at: new Date().toISOString(),
          deleted_at: null,
          cooldown_seconds: card.cooldownSeconds ?? null,
          viewer_cooldown_seconds: card.viewerCooldownSeconds ?? null,
          sound: card.sound ?? null,
          min_tier_id: card.minTierId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /** Changes a live card's cooldowns, sound and lock; returns the card as saved. */
    async updateStreamFields(id: string, changes: CardStreamChanges): Promise<CardRow | undefined> {
      const set = {
        ...(changes.cooldownSeconds !== undefined ? { cooldown_seconds: changes.cooldownSeconds } : {}),
        ...(changes.viewerCooldownSeconds !== undefined
          ? { viewer_cooldown_seconds: changes.viewerCooldownSeconds }
          : {}),
        ...(changes.sound !== undefined ? { sound: changes.sound } : {}),
        ...(changes.minTierId !== undefined ? { min_tier_id: changes.minTierId } : {}),
      }
      if (Object.keys(set).length > 0) {
        await db.updateTable('cards').set(set).where('id', '=', id).where('deleted_at', 'is', null).execute()
      }
      return live().where('id', '=', id).executeTakeFirst()
    },

    renameCreator: (creatorId: string, creatorName: string) =>
      db
        .updateTable('cards')
        .set({ creator_name: creatorName })
        .where('creator_id', '=', creatorId)
        .execute(),

    /** Deleted from the start (an auction's one-off reward, which only its winner ever holds). */
    markDeleted: (id: string, at: Date) =>
      db.updateTable('cards').set({ deleted_at: at.toISOString() }).where('id', '=', id).execute(),

    softDelete: (id: string) =>
      db
        .updateTable('cards')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute(),
  }
}

export type CardsRepository = ReturnType<typeof createCardsRepository>

/**
 * A card as every public answer carries it (the market's catalogue, a streamer's cards, My Cards):
 * `streamerEmailId` holds the creator's streamer id, never their address (the admin area reads the
 * address through its own shape, modules/admin/routes/cards.ts).
 */
/** What an auction or a community card shows of its card. */
export function toShownCard(row: CardRow): ShownCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    rarity: row.rarity,
  }
}

export function toCard(row: CardRow): Card {
  return {
    _id: row.id,
    cardTitle: row.title,
    description: row.description,
    imageUrl: row.image_url,
    category: JSON.parse(row.categories) as string[],
    rarity: row.rarity as Rarity,
    price: paiseToRupees(row.price_paise),
    creatorName: row.creator_name,
    streamerEmailId: row.creator_id,
    duration: row.duration_seconds,
    ...cardStreamFields(row),
    subscribersOnly: row.min_tier_id !== null,
  }
}

/** A card row with the name and price of the tier that locks it (null when it is for everyone). */
export type LockedCardRow = CardRow & { lock_name: string | null; lock_price_paise: number | null }

/**
 * A card as the market and a streamer's page sell it: with `forSaleUntil`, the end of its seller's
 * Creator Pro, so that a priced card whose Pro has lapsed shows as Unavailable (contract/plan-rules.ts).
 */
export function toCardForSale(row: LockedCardRow, seller: { plan: Plan; pro_until: string | null }): Card {
  return {
    ...toCard(row),
    ...saleEndOf(row.price_paise, { plan: seller.plan, proUntil: seller.pro_until }),
    minTier:
      row.min_tier_id !== null && row.lock_name !== null && row.lock_price_paise !== null
        ? { id: row.min_tier_id, name: row.lock_name, price: paiseToRupees(row.lock_price_paise) }
        : null,
  }
}

/** The card's cooldowns and sound as every card shape carries them. */
export function cardStreamFields(row: CardRow) {
  return {
    cooldownSeconds: row.cooldown_seconds,
    viewerCooldownSeconds: row.viewer_cooldown_seconds,
    sound: (row.sound as CardSound | null) ?? null,
  }
}
