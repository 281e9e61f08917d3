import type { Kysely } from 'kysely'
import type { Card } from '../../src/contract/cards'
import type { Rarity } from '../../src/contract/constants'
import { paiseToRupees } from '../../src/contract/money'
import { newId } from './ids'
import type { Database } from './schema'
import type { CardRow } from './schema-marketplace'

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
}

export function createCardsRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('cards').selectAll().where('deleted_at', 'is', null)

  return {
    /** The market: every card not deleted, newest first. */
    listLive: () => live().orderBy('created_at', 'desc').orderBy('id').execute(),

    listByCreator: (creatorId: string) =>
      live().where('creator_id', '=', creatorId).orderBy('created_at', 'desc').execute(),

    /** A card whether or not it was deleted (purchases of deleted cards keep working). */
    byId: (id: string) => db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst(),

    liveById: (id: string) => live().where('id', '=', id).executeTakeFirst(),

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
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    renameCreator: (creatorId: string, creatorName: string) =>
      db
        .updateTable('cards')
        .set({ creator_name: creatorName })
        .where('creator_id', '=', creatorId)
        .execute(),

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
 * address through its own shape, routes/admin/cards.ts).
 */
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
    duration: Number(row.duration_seconds),
  }
}
