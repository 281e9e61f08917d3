import { performance } from 'node:perf_hooks'
import { createCard, getFreeCard } from '../tests/support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../tests/support/factories'
import { createClient } from '../tests/support/http'
import { openOverlayStream, reportShown } from '../tests/support/overlay'
import { startPushServiceStandIn } from '../tests/support/push-service-stand-in'
import { allowBackToBackUses, streamKeyOf, submitUse } from '../tests/support/stream'
import { startTestServer } from '../tests/support/test-server'
import { percentile } from './call-timer'

// How soon a viewer's device gets "Your card 'X' is on stream now" after the overlay reports the card
// on screen: from the start of POST /overlay/shown to the push's arrival at a local push-service
// stand-in (encrypted, signed, as a real push service receives it). Budget: p95 within 2 s. The
// server and the stand-in run in this process on SQLite; each viewer's device is subscribed.

export async function benchPushLatency(opts: { viewers?: number; usesEach?: number } = {}) {
  const viewers = opts.viewers ?? 10
  const usesEach = opts.usesEach ?? 3
  const pushService = await startPushServiceStandIn()
  const server = await startTestServer('sqlite')
  try {
    const client = createClient(server.url)
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const card = await createCard(client, creator, {
      cardTitle: 'Bench card',
      description: 'On air',
      duration: 3,
    })
    const key = await streamKeyOf(client, creator)
    // The line sends the uses in the order they were made: viewer by viewer.
    const devices: Array<ReturnType<typeof pushService.newDevice>> = []
    for (let i = 0; i < viewers; i++) {
      const viewer = await createVerifiedAccount(server)
      const device = pushService.newDevice()
      await client.post('/auth/user/push-subscriptions', device.subscription, { token: viewer.token })
      devices.push(device)
      for (let j = 0; j < usesEach; j++) {
        const purchase = await getFreeCard(client, viewer, card)
        const used = await submitUse(client, viewer, card, purchase._id)
        if (used.status !== 200) throw new Error(`use refused: ${JSON.stringify(used.body)}`)
      }
    }
    const overlay = await openOverlayStream(server.url, key, { reportShown: false })
    const latencies: number[] = []
    try {
      for (let n = 1; n <= viewers * usesEach; n++) {
        await overlay.waitFor((events) => events.filter((event) => event.kind === 'card').length >= n, 30_000)
        const event = overlay.events.filter((e) => e.kind === 'card')[n - 1]
        const device = devices[Math.floor((n - 1) / usesEach)]
        if (!event || !device) throw new Error('a card event of nobody')
        const before = pushService.pushesTo(device).length
        const startedAt = performance.now()
        await reportShown(server.url, key, event.id)
        const pushes = await pushService.waitFor(device, before + 1, 30_000)
        latencies.push((pushes.at(-1)?.at ?? startedAt) - startedAt)
      }
    } finally {
      overlay.close()
    }
    const round = (ms: number) => Number(ms.toFixed(1))
    const sorted = [...latencies].sort((a, b) => a - b)
    return {
      pushes: latencies.length,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(Math.max(...latencies)),
    }
  } finally {
    await server.close()
    await pushService.close()
  }
}

export const pushLatencyLine = (figures: Awaited<ReturnType<typeof benchPushLatency>>) =>
  `push on stream      ${figures.pushes} reports → pushes: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms  budget p95 ≤ 2000 ms`
