import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppServices } from '../../app-services'
import { planOf } from '../accounts'
import { USER_API } from '../api-prefixes'
import { type CardsRepository, createCardsRepository, toCardForSale } from './cards-repository'
import { createBodyCache, createTtlCache } from './catalogue-cache'
import { cardRoutes } from './routes/cards'
import { createSubscriptionTiersRepository } from './subscription-tiers-repository'

/** The market's two lists, changed together (a creator's name, role or cards): one invalidation. */
function createCatalogue(app: Pick<AppServices, 'cards' | 'users'>) {
  const body = createBodyCache(async () => ({
    status: 'success' as const,
    cards: (await app.cards.listOnSale()).map((row) =>
      toCardForSale(row, { plan: row.seller_plan, pro_until: row.seller_pro_until }),
    ),
  }))
  const streamers = createTtlCache(async () => {
    const creators = await app.users.listCreators()
    // Creator Pro streamers first (the listing Pro promises), each group by name.
    return creators.sort((a, b) => Number(planOf(b) === 'pro') - Number(planOf(a) === 'pro'))
  })
  return {
    /** The market's `getCards` body, serialized and gzipped once per change. */
    catalogue: {
      get: body.get,
      invalidate() {
        body.invalidate()
        streamers.invalidate()
      },
    },
    /** Every creator, Pro first, for `getStreamers` (invalidated with the catalogue). */
    streamers,
  }
}

type Catalogue = ReturnType<typeof createCatalogue>

declare module '../../app-services' {
  interface AppServices {
    cards: CardsRepository
    catalogue: Catalogue['catalogue']
    streamers: Catalogue['streamers']
    /** The subscription tiers each creator offers (sold by modules/subscriptions). */
    subscriptionTiers: ReturnType<typeof createSubscriptionTiersRepository>
  }
}

/**
 * What creators offer: the cards (the market's lists, a creator's inventory, create, edit, delete)
 * and the subscription tiers that lock some of them (tier-lock.ts, subscriber-badges-repository.ts).
 */
const catalogueModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('cards', createCardsRepository(app.db))
  app.decorate('subscriptionTiers', createSubscriptionTiersRepository(app.db))
  const { catalogue, streamers } = createCatalogue(app)
  app.decorate('catalogue', catalogue)
  app.decorate('streamers', streamers)
  app.profileChanges.onChange(async ({ userId, isCreator, username }) => {
    if (!isCreator) return
    if (username !== undefined) await app.cards.renameCreator(userId, username)
    catalogue.invalidate()
  })
  await app.register(cardRoutes, { prefix: USER_API })
}

export default fp(catalogueModule, { name: 'catalogue', dependencies: ['accounts', 'limits'] })
