import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { DEFAULT_STREAM_SETTINGS, type StreamQueue } from '../contract/stream'
import { createClient } from '../tests/support/http'
import { createTestStreamer, openOverlayStream } from '../tests/support/overlay'
import { allowBursts } from '../tests/support/stream'
import { startTestServer } from '../tests/support/test-server'

// A burst on one stream: 50 uses within one second, through POST /auth/user/useCard on the
// real server, to one streamer whose overlay is a plain HTTP event-stream reader. Every use must reach
// it once and in order: by event id, and in the order of the streamer's live queue. Each use carries
// its number in its title (the streamer lets viewer text go live), so the order they were sent in can
// be compared too. The server runs in a child process (this module, started with BURST_SERVER=1), so
// its work does not delay the timers that space the uses.
//
// bench/run.ts calls it like the other modules:
//   const { runOverlayBurst } = await import('./overlay-burst')
//   results.overlayBurst = await runOverlayBurst()
//   // e.g. `overlay burst       ${b.received}/${b.uses} uses sent in ${b.sentWithinMs} ms, once each: ${b.onceEach},
//   //   in id and queue order: ${b.inIdOrder && b.inQueueOrder}; first use to last receipt ${b.firstUseToLastReceiptMs} ms`

export interface OverlayBurstFigures {
  uses: number
  viewers: number
  /** Milliseconds between sending the first use and the last. */
  sentWithinMs: number
  /** Uses the server accepted (200). */
  accepted: number
  /** Card events the overlay received. */
  received: number
  /** Every use arrived, none twice. */
  onceEach: boolean
  /** Event ids arrived strictly increasing. */
  inIdOrder: boolean
  /**
   * Events arrived in the order of the streamer's live queue (the slots the server gave the uses), as
   * far as the queue's read shows them.
   */
  inQueueOrder: boolean
  /**
   * Neighbours that arrived the other way round from the order they were sent in. Uses 20 ms apart are
   * in flight together; the server orders them as it accepts them, which the queue shows.
   */
  swapsAgainstSendOrder: number
  /** From the start of the first use request to the overlay's receipt of the last event. */
  firstUseToLastReceiptMs: number
  /** Median and slowest answer to a use during the burst. */
  useAnswerP50Ms: number
  useAnswerMaxMs: number
}

interface BurstServer {
  url: string
  key: string
  streamerToken: string
  warmUp: Step
  /** The burst's uses, in the order they are sent: round-robin over the viewers. */
  burst: Step[]
}

interface Step {
  token: string
  cardId: string
  transactionId: string
}

const title = (n: number) => `Burst ${String(n).padStart(2, '0')}`

/** The child process: a server, a streamer whose viewer text goes live, viewers holding free cards. */
async function serveBurst(uses: number, viewers: number) {
  const server = await startTestServer('sqlite')
  const { app } = server
  const streamer = await createTestStreamer(server.app)
  const settings = await createClient(server.url).put(
    '/auth/user/stream-settings',
    { ...DEFAULT_STREAM_SETTINGS, viewerText: 'live' },
    { token: streamer.token },
  )
  if (settings.status !== 200) throw new Error(`stream-settings answered ${settings.status}`)
  // Each viewer uses several cards back to back: no viewer cooldown, no cap on their waiting uses.
  await allowBursts(app.db, streamer.user.id)
  // One unused free copy per viewer and card, as the server allows: each viewer holds one of each of
  // several cards. The extra viewer's first card warms the code paths up and is not counted.
  const perViewer = Math.ceil(uses / viewers)
  const cards = []
  for (let i = 0; i < perViewer; i++) {
    cards.push(
      await app.cards.create({
        title: `Burst card ${i + 1}`,
        description: 'A card of the burst benchmark',
        imageUrl: '/cards/preset-1.svg',
        categories: ['Challenge'],
        rarity: 'Epic',
        pricePaise: 0,
        durationSeconds: 1,
        creatorId: streamer.user.id,
        creatorName: streamer.user.username,
        streamerEmail: streamer.user.email,
        sound: 'pop',
      }),
    )
  }
  const held: Step[][] = []
  for (let v = 0; v <= viewers; v++) {
    const viewer = await createTestStreamer(server.app, { userType: 'viewer' })
    const steps: Step[] = []
    for (const card of cards) {
      const purchase = await app.purchases.create({
        card,
        userId: viewer.user.id,
        userEmail: viewer.user.email,
        amountPaise: 0,
        paymentId: 'free',
        orderId: 'free',
      })
      steps.push({ token: viewer.token, cardId: card.id, transactionId: purchase.id })
    }
    held.push(steps)
  }
  const burst = Array.from({ length: uses }, (_, n) => held[n % viewers]?.[Math.floor(n / viewers)] as Step)
  const answer: BurstServer = {
    url: server.url,
    key: streamer.key,
    streamerToken: streamer.token,
    warmUp: held[viewers]?.[0] as Step,
    burst,
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`)
  process.on('SIGTERM', async () => {
    await server.close()
    process.exit(0)
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const ms = (value: number) => Number(value.toFixed(1))

export async function runOverlayBurst(
  opts: { uses?: number; viewers?: number } = {},
): Promise<OverlayBurstFigures> {
  const uses = opts.uses ?? 50
  const viewers = opts.viewers ?? 10
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BURST_SERVER: '1', BURST_USES: String(uses), BURST_VIEWERS: String(viewers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const server = await new Promise<BurstServer>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) =>
        resolve(JSON.parse(line) as BurstServer),
      )
      child.once('exit', (code) => reject(new Error(`the burst server exited with ${code}`)))
    })
    const client = createClient(server.url)
    const receivedAt = new Map<number, number>()
    const overlay = await openOverlayStream(server.url, server.key, {
      onEvent: (id, at) => receivedAt.set(id, at),
    })
    if (overlay.status !== 200) throw new Error(`the overlay stream was refused (${overlay.status})`)
    const use = (step: Step, text: string) =>
      client.post(
        '/auth/user/useCard',
        { cardId: step.cardId, transactionId: step.transactionId, cardTitle: text },
        { token: step.token },
      )
    const warm = await use(server.warmUp, 'Warm-up')
    if (warm.status !== 200)
      throw new Error(`the warm-up use answered ${warm.status}: ${JSON.stringify(warm.body)}`)
    await overlay.waitFor((events) => events.length === 1)

    // The uses, evenly spaced over one second, none waiting for another's answer.
    const spacing = 1000 / uses
    const started = performance.now()
    let lastSent = started
    const answerMs: number[] = []
    const answers = await Promise.all(
      server.burst.map(async (step, n) => {
        const wait = started + n * spacing - performance.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        const sentAt = performance.now()
        lastSent = Math.max(lastSent, sentAt)
        const answer = await use(step, title(n + 1))
        answerMs.push(performance.now() - sentAt)
        return answer
      }),
    )
    const refused = answers.filter((answer) => answer.status !== 200)
    if (refused.length > 0)
      throw new Error(
        `${refused.length} uses were refused: ${refused[0]?.status} ${JSON.stringify(refused[0]?.body)}`,
      )
    await overlay.waitFor((events) => events.length >= uses + 1, 30_000)
    overlay.close()

    const received = overlay.events.slice(1)
    const ids = received.map((event) => event.id)
    const titles = received.map((event) => event.title)
    // The streamer's view: every use of the burst by its slot on the overlay.
    const queue = (await client.get<StreamQueue>('/auth/user/stream-queue', { token: server.streamerToken }))
      .body
    const queueOrder = [...(queue.showing ? [queue.showing] : []), ...queue.queue, ...queue.history]
      .filter((item) => item.title.startsWith('Burst '))
      .sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? ''))
      .map((item) => item.title)
    const sent = new Map(titles.map((text) => [text, Number(text.slice('Burst '.length))]))
    return {
      uses,
      viewers,
      sentWithinMs: ms(lastSent - started),
      accepted: answers.length - refused.length,
      received: received.length,
      onceEach: received.length === uses && new Set(ids).size === uses && new Set(titles).size === uses,
      inIdOrder: ids.every((id, i) => i === 0 || id > (ids[i - 1] as number)),
      // The Live page's read holds the line, the card on screen and the ended ones: the cards this
      // reader reported on arrival and still scheduled after the one on screen are in none of them.
      inQueueOrder:
        queueOrder.length > 0 &&
        queueOrder.every(
          (text, i) => i === 0 || titles.indexOf(text) > titles.indexOf(queueOrder[i - 1] as string),
        ),
      swapsAgainstSendOrder: titles.filter(
        (text, i) => i > 0 && (sent.get(text) ?? 0) < (sent.get(titles[i - 1] as string) ?? 0),
      ).length,
      firstUseToLastReceiptMs: ms(Math.max(...ids.map((id) => receivedAt.get(id) ?? started)) - started),
      useAnswerP50Ms: ms(median(answerMs)),
      useAnswerMaxMs: ms(Math.max(...answerMs)),
    }
  } finally {
    child.kill('SIGTERM')
  }
}

if (process.env.BURST_SERVER === '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  await serveBurst(Number(process.env.BURST_USES ?? 50), Number(process.env.BURST_VIEWERS ?? 10))
}
