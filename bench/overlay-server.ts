// A Cardcast server for the overlay benchmark, in its own process so that the 1,000 overlay clients
// do not share its event loop: a streamer with a stream key and a card, a viewer owning `uses`
// purchases of it. Prints what the clients need as JSON on stdout.
import { createTestStreamer } from '../tests/support/overlay'
import { allowBursts } from '../tests/support/stream'
import { startTestServer } from '../tests/support/test-server'

const uses = Number(process.env.BENCH_USES ?? 20)
// The bench connects 1,000 overlays to one key from one address, far past the abuse caps.
const server = await startTestServer('sqlite', {
  OVERLAY_MAX_STREAMS_PER_KEY: '20000',
  OVERLAY_MAX_STREAMS_PER_ADDRESS: '20000',
})
const { app } = server
const streamer = await createTestStreamer(server.app)
const viewer = await createTestStreamer(server.app, { userType: 'viewer' })
// One viewer uses card after card: the viewer cooldown and the cap on waiting uses would refuse them.
await allowBursts(app.db, streamer.user.id)
const card = await app.cards.create({
  title: 'Bench card',
  description: 'A card used by the benchmark',
  imageUrl: '/cards/preset-1.svg',
  categories: ['Challenge'],
  rarity: 'Epic',
  pricePaise: 0,
  durationSeconds: 10,
  creatorId: streamer.user.id,
  creatorName: streamer.user.username,
  streamerEmail: streamer.user.email,
})
const transactionIds: string[] = []
for (let i = 0; i < uses; i++) {
  const purchase = await app.purchases.create({
    card,
    userId: viewer.user.id,
    userEmail: viewer.user.email,
    amountPaise: 0,
    paymentId: 'free',
    orderId: 'free',
  })
  transactionIds.push(purchase.id)
}
process.stdout.write(
  `${JSON.stringify({ url: server.url, key: streamer.key, token: viewer.token, cardId: card.id, transactionIds })}\n`,
)
process.on('SIGTERM', async () => {
  await server.close()
  process.exit(0)
})
