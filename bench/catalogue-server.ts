// A Cardcast server for the catalogue benchmark, in its own process so that the load generator
// does not share its event loop: a temp SQLite database with 1,000 cards, plus an empty route on the
// same instance as the baseline. Prints its URL as JSON on stdout.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRESET_CARD_IMAGES, RARITIES } from '../contract/constants'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'

const CARDS = Number(process.env.BENCH_CARDS ?? 1000)
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-bench-')),
  LOG_LEVEL: 'silent',
  RATE_LIMIT: '0',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
})
const app = await buildApp(config)
app.get('/bench/empty', async () => ({ hello: 'world' }))

const creator = await app.users.create({
  username: 'BenchStreamer',
  email: 'bench@example.test',
  passwordHash: 'not-used',
  userType: 'creator',
  isVerified: true,
})
// Titles and descriptions of a realistic length, cycled: about 220 KB of JSON for 1,000 cards, the
// size of catalogue DESIGN.md's reference figures were measured with.
const phrases = [
  ['Sing a song', 'The streamer sings a song of your choice'],
  ['10 push-ups', 'Drop and give me ten, right now'],
  ['Pistols only', 'Next round with pistols only'],
  ['Shout-out', 'A shout-out on stream for you'],
  ['Silent round', 'No talking for one full round'],
  ['Song request', 'Pick the next song on stream'],
] as const
for (let i = 0; i < CARDS; i++) {
  const [title, description] = phrases[i % phrases.length] as (typeof phrases)[number]
  await app.cards.create({
    title: `${title} #${i}`,
    description,
    imageUrl: PRESET_CARD_IMAGES[i % PRESET_CARD_IMAGES.length] as string,
    categories: i % 2 ? ['Challenge', 'Reward'] : ['Punishment'],
    rarity: RARITIES[i % RARITIES.length] as (typeof RARITIES)[number],
    pricePaise: (i % 50) * 1000,
    durationSeconds: 10,
    creatorId: creator.id,
    creatorName: creator.username,
    streamerEmail: creator.email,
  })
}
const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ url: address, cards: CARDS })}\n`)
process.on('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
