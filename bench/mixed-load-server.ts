// A Cardcast server for the mixed-load benchmark (bench/mixed-load.ts), in its own process so that the
// load generator does not share its event loop. SQLite in a temp folder, or PostgreSQL when
// BENCH_DATABASE_URL (and BENCH_DATABASE_SCHEMA) are given. Seeds streamers with stream keys and a
// catalogue of free and priced cards, and viewer accounts with session tokens; prints what the
// clients need as JSON on stdout. With BENCH_SEED=0 it seeds nothing: another instance on the same
// PostgreSQL schema, for the run behind a balancer.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRESET_CARD_IMAGES, RARITIES } from '../contract/constants'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { createOverlayKeysRepository } from '../server/modules/overlay/keys-repository'
import { allowBursts } from '../tests/support/stream'

const STREAMERS = Number(process.env.BENCH_STREAMERS ?? 20)
const CARDS_PER_STREAMER = Number(process.env.BENCH_CARDS_PER_STREAMER ?? 50)
const FREE_PER_STREAMER = Number(process.env.BENCH_FREE_PER_STREAMER ?? 10)
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000)
const SEED = process.env.BENCH_SEED !== '0'

const dataDir = mkdtempSync(join(tmpdir(), 'cardcast-load-'))
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // Every client of the bench comes from 127.0.0.1: the per-address limits would see one client.
  RATE_LIMIT: '0',
  // The overlay caps bench/mixed-load.ts raises for its 100 overlays from one address.
  ...(process.env.OVERLAY_MAX_STREAMS_PER_ADDRESS
    ? { OVERLAY_MAX_STREAMS_PER_ADDRESS: process.env.OVERLAY_MAX_STREAMS_PER_ADDRESS }
    : {}),
  ...(process.env.OVERLAY_MAX_STREAMS_PER_KEY
    ? { OVERLAY_MAX_STREAMS_PER_KEY: process.env.OVERLAY_MAX_STREAMS_PER_KEY }
    : {}),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
})
config.databaseSchema = process.env.BENCH_DATABASE_SCHEMA || undefined
const app = await buildApp(config)
const run = Date.now().toString(36)

const streamers: Array<{ id: string; key: string }> = []
const freeCards: Array<{ id: string; title: string; creatorId: string }> = []
for (let s = 0; SEED && s < STREAMERS; s++) {
  const user = await app.users.create({
    username: `loadstreamer${run}x${s}`,
    email: `loadstreamer${run}x${s}@example.test`,
    passwordHash: 'not-used',
    userType: 'creator',
    isVerified: true,
  })
  streamers.push({ id: user.id, key: await createOverlayKeysRepository(app.db).getOrCreate(user.id) })
  // One client uses card after card on one account: the viewer cooldown and the cap on waiting uses
  // (which guard a stream against one viewer) would refuse the load itself.
  await allowBursts(app.db, user.id)
  for (let c = 0; c < CARDS_PER_STREAMER; c++) {
    const free = c < FREE_PER_STREAMER
    const card = await app.cards.create({
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

const viewers: Array<{ id: string; token: string }> = []
for (let v = 0; SEED && v < VIEWERS; v++) {
  const user = await app.users.create({
    username: `loadviewer${run}x${v}`,
    email: `loadviewer${run}x${v}@example.test`,
    passwordHash: 'not-used',
    userType: 'viewer',
    isVerified: true,
  })
  viewers.push({ id: user.id, token: await app.tokens.sign(user.id, 'user', 3600) })
}

const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(
  `${JSON.stringify({ url: address, dialect: app.database.dialect, dataDir, streamers, freeCards, viewers })}\n`,
)
process.on('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
