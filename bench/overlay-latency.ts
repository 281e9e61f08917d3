import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { createClient } from '../tests/support/http'
import { type OverlayStream, openOverlayStream } from '../tests/support/overlay'
import { percentile } from './call-timer'

// How fast a used card reaches the overlays: N overlays on real HTTP streams, M uses through
// POST /auth/user/useCard, latency from the start of each use call to each overlay's receipt.
// The server runs in a child process; the overlays live here.

interface BenchServer {
  url: string
  key: string
  token: string
  cardId: string
  transactionIds: string[]
}

export async function benchOverlayLatency(opts: { overlays?: number; uses?: number } = {}) {
  const overlays = opts.overlays ?? 1000
  const uses = opts.uses ?? 20
  // One more use than measured: the first warms the code paths up and is not counted.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/overlay-server.ts'], {
    env: { ...process.env, BENCH_USES: String(uses + 1) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const streams: OverlayStream[] = []
  try {
    const server = await new Promise<BenchServer>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) =>
        resolve(JSON.parse(line) as BenchServer),
      )
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    const client = createClient(server.url)

    // Uses run one at a time, so every event that arrives belongs to the use in flight.
    let useStartedAt = 0
    let receivedThisUse = 0
    const latencies: number[] = []
    const onEvent = (_id: number, receivedAt: number) => {
      latencies.push(receivedAt - useStartedAt)
      receivedThisUse++
    }
    // Connect in waves: a listen backlog is finite.
    for (let i = 0; i < overlays; i += 100) {
      // One overlay reports each card on screen, as a streamer's OBS does (the line sends the next on
      // that report); the rest only listen: a thousand reports of each card would be the load measured.
      const wave = Array.from({ length: Math.min(100, overlays - i) }, (_, j) =>
        openOverlayStream(server.url, server.key, { onEvent, reportShown: i + j === 0 }),
      )
      streams.push(...(await Promise.all(wave)))
    }
    if (streams.some((stream) => stream.status !== 200)) throw new Error('an overlay stream was refused')

    for (const [index, transactionId] of server.transactionIds.entries()) {
      if (index === 1) latencies.length = 0
      receivedThisUse = 0
      useStartedAt = performance.now()
      const used = await client.post(
        '/auth/user/useCard',
        { cardId: server.cardId, transactionId },
        { token: server.token },
      )
      if (used.status !== 200)
        throw new Error(`useCard answered ${used.status}: ${JSON.stringify(used.body)}`)
      const deadline = Date.now() + 10_000
      while (receivedThisUse < overlays) {
        if (Date.now() > deadline) throw new Error(`a use reached ${receivedThisUse} of ${overlays} overlays`)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
    }
    latencies.sort((a, b) => a - b)
    return {
      overlays,
      uses,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    }
  } finally {
    for (const stream of streams) stream.close()
    child.kill('SIGTERM')
  }
}
