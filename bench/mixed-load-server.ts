// A Cardcast server for the mixed-load benchmark (bench/mixed-load.ts), in its own process so that the
// load generator does not share its event loop. SQLite in a temp folder, or PostgreSQL when
// BENCH_DATABASE_URL (and BENCH_DATABASE_SCHEMA) are given. Seeds streamers with stream keys and
// session tokens, a catalogue of free and priced cards, and viewer accounts with session tokens
// (bench/load-seed.ts); prints what the clients need as JSON on stdout. With BENCH_SEED=0 it seeds
// nothing: another instance on the same PostgreSQL schema, for the run behind a balancer.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { LOAD_JWT_SECRET, type Seed, seedLoad } from './load-seed'

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
  JWT_SECRET: LOAD_JWT_SECRET,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
})
config.databaseSchema = process.env.BENCH_DATABASE_SCHEMA || undefined
const app = await buildApp(config)
const seeded = await seedLoad({ db: app.db, users: app.users, cards: app.cards, tokens: app.tokens })

const address = await app.listen({ port: 0, host: '127.0.0.1' })
const seed: Seed = { url: address, dialect: app.database.dialect, dataDir, ...seeded }
process.stdout.write(`${JSON.stringify(seed)}\n`)
process.on('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
