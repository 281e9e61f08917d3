// What the load servers seed, shared by the app's (bench/mixed-load-server.ts) and the floor's
// (bench/floor-server.ts), so that both answer the same clients over the same rows: streamers with
// stream keys and session tokens, a catalogue of free and priced cards, viewer accounts with session
// tokens. Sizes come from BENCH_STREAMERS, BENCH_CARDS_PER_STREAMER, BENCH_FREE_PER_STREAMER,
// BENCH_VIEWERS and BENCH_CARD_SECONDS; BENCH_SEED=0 seeds nothing.
import type { Kysely } from 'kysely'
import { PRESET_CARD_IMAGES, RARITIES } from '../contract/constants'
import type { Database } from '../server/db/schema'
import type { TokenService } from '../server/modules/accounts/tokens'
import type { UsersRepository } from '../server/modules/accounts/users-repository'
import type { CardsRepository } from '../server/modules/catalogue/cards-repository'
import { createOverlayKeysRepository } from '../server/modules/realtime/keys-repository'
import { allowBursts } from '../tests/support/stream'

/** What a load server prints on its first line of stdout, as JSON. */
export interface Seed {
  url: string
  dialect: 'sqlite' | 'postgres'
  dataDir: string
  /** `token`: the streamer's session, for the Live page the flash keeps open. */
  streamers: Array<{ id: string; key: string; token: string }>
  freeCards: Array<{ id: string; title: string; creatorId: string }>
  viewers: Array<{ id: string; token: string }>
}

/** The JWT secret both load servers sign and check with. */
export const LOAD_JWT_SECRET = 'bench-secret-bench-secret-bench-secret'

export async function seedLoad(parts: {
  db: Kysely<Database>
  users: UsersRepository
  cards: CardsRepository
  tokens: TokenService
}): Promise<Pick<Seed, 'streamers' | 'freeCards' | 'viewers'>> {
  const streamerCount = Number(process.env.BENCH_STREAMERS ?? 20)
  const cardsPerStreamer = Number(process.env.BENCH_CARDS_PER_STREAMER ?? 50)
  const freePerStreamer = Number(process.env.BENCH_FREE_PER_STREAMER ?? 10)
  const viewerCount = Number(process.env.BENCH_VIEWERS ?? 1000)
  const seed = process.env.BENCH_SEED !== '0'
  const { db, users, cards, tokens } = parts
  const run = Date.now().toString(36)

  const streamers: Seed['streamers'] = []
  const freeCards: Seed['freeCards'] = []
  for (let s = 0; seed && s < streamerCount; s++) {
    const user = await users.create({
      username: `loadstreamer${run}x${s}`,
      email: `loadstreamer${run}x${s}@example.test`,
      passwordHash: 'not-used',
      userType: 'creator',
      isVerified: true,
    })
    streamers.push({
      id: user.id,
      key: await createOverlayKeysRepository(db).getOrCreate(user.id),
      token: await tokens.sign(user.id, 'user', 3600),
    })
    // One client uses card after card on one account: the viewer cooldown and the cap on waiting uses
    // (which guard a stream against one viewer) would refuse the load itself.
    await allowBursts(db, user.id)
    for (let c = 0; c < cardsPerStreamer; c++) {
      const free = c < freePerStreamer
      const card = await cards.create({
        title: `${free ? 'Free' : 'Priced'} card ${s}.${c}`,
        description: 'A card of the mixed-load benchmark, with a description of a realistic length',
        imageUrl: PRESET_CARD_IMAGES[c % PRESET_CARD_IMAGES.length] as string,
        categories: c % 2 ? ['Challenge', 'Reward'] : ['Punishment'],
        rarity: RARITIES[c % RARITIES.length] as (typeof RARITIES)[number],
        pricePaise: free ? 0 : (1 + (c % 50)) * 1000,
        durationSeconds: Number(process.env.BENCH_CARD_SECONDS ?? 5),
        creatorId: user.id,
        creatorName: user.username,
        streamerEmail: user.email,
      })
      if (free) freeCards.push({ id: card.id, title: card.title, creatorId: user.id })
    }
  }

  const viewers: Seed['viewers'] = []
  for (let v = 0; seed && v < viewerCount; v++) {
    const user = await users.create({
      username: `loadviewer${run}x${v}`,
      email: `loadviewer${run}x${v}@example.test`,
      passwordHash: 'not-used',
      userType: 'viewer',
      isVerified: true,
    })
    viewers.push({ id: user.id, token: await tokens.sign(user.id, 'user', 3600) })
  }
  return { streamers, freeCards, viewers }
}
