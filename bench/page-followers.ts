// The pages a flash keeps open, following live updates as the app's do (src/lib/live-updates.ts): a
// stream of `GET /auth/user/live-updates` per page, with the user's bearer token, and on each signal
// of the page's topic a refetch of what the page shows, at most one in flight and one more asked
// meanwhile (`useRefetchLosingNothing`), so a burst of signals costs at most two fetches behind it.
// - The streamer's Live page (src/features/live/use-live-queue.ts): on `queue`, the queue
//   (`GET /auth/user/stream-queue`) and the overlay's status (`GET /auth/user/overlay-status`).
// - My Cards (src/features/my-cards/use-use-status-updates.ts): on `uses`, the first page of the
//   viewer's cards (`GET /auth/user/getUserCards?limit=24`, MY_CARDS_PAGE_SIZE).
// Each page first loads what it shows, untimed, as a page opening does; every refetch after is timed.
// A stream that ends before the pages close counts as an error (the page would reconnect and
// refetch: the bench wants none).
import http from 'node:http'
import { createCallTimer } from './call-timer'
import { type Answer, request } from './mixed-load'

export const PAGE_CALLS = ['stream-queue', 'overlay-status', 'getUserCards'] as const
type PageCall = (typeof PAGE_CALLS)[number]
const MY_CARDS_PATH = '/auth/user/getUserCards?limit=24'

/** One in flight and one asked meanwhile, as `useRefetchLosingNothing`. */
function refetcher(fetchOnce: () => Promise<unknown>) {
  let inFlight: Promise<void> | undefined
  let again = false
  let stopped = false
  const run = () => {
    inFlight = fetchOnce().then(
      () => settle(),
      () => settle(),
    )
  }
  const settle = () => {
    inFlight = undefined
    if (again && !stopped) {
      again = false
      run()
    }
  }
  return {
    ask() {
      if (stopped) return
      if (inFlight) again = true
      else run()
    },
    /** Asks no more; resolves once the fetch in flight (and the one it was asked for) settled. */
    async stop() {
      stopped = true
      while (inFlight) await inFlight
    },
  }
}

/** A live-updates stream: calls `onTopic` with each event's name; resolves once the server answered. */
function openLiveUpdates(
  base: URL,
  token: string,
  onTopic: (topic: string) => void,
): Promise<{ status: number; ended: Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/auth/user/live-updates',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        res.setEncoding('utf8')
        let pending = ''
        const ended = new Promise<void>((done) => res.once('close', done))
        res.on('data', (chunk: string) => {
          pending += chunk
          const frames = pending.split('\n\n')
          pending = frames.pop() ?? ''
          for (const frame of frames) {
            const topic = /^event: (.*)$/m.exec(frame)?.[1]
            if (topic) onTopic(topic)
          }
        })
        res.on('error', () => {})
        resolve({ status: res.statusCode ?? 0, ended, close: () => req.destroy() })
      },
    )
    req.once('error', reject)
  })
}

/**
 * Opens the streamer's Live page and a My Cards page per viewer token; `close` stops them and answers
 * the refetches' figures.
 */
/**
 * Opens the streamer's Live page (unless `livePage` is false, for a run that measures the flash
 * alone) and a My Cards page per viewer token, each following its live updates.
 */
export async function openFollowingPages(
  base: URL,
  streamerToken: string,
  viewerTokens: string[],
  livePage = true,
) {
  const timer = createCallTimer(PAGE_CALLS)
  // A browser's own connections, apart from the flash's viewers'.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const signals = { queue: 0, uses: 0 }
  let closing = false
  let streamsEnded = 0
  const get = (call: PageCall, path: string, token: string) =>
    timer.timed(
      call,
      () => request(agent, base, 'GET', path, { authorization: `Bearer ${token}` }),
      (answer: Answer) => answer.status === 200,
    )
  const load = async (path: string, token: string) => {
    const answer = await request(agent, base, 'GET', path, { authorization: `Bearer ${token}` })
    if (answer.status !== 200) throw new Error(`a page's first load of ${path} answered ${answer.status}`)
  }

  const pages: Array<{ refetchers: ReturnType<typeof refetcher>[]; close(): void }> = []
  async function open(token: string, topic: 'queue' | 'uses', fetches: Array<[PageCall, string]>) {
    await Promise.all(fetches.map(([, path]) => load(path, token)))
    const refetchers = fetches.map(([call, path]) => refetcher(() => get(call, path, token)))
    const stream = await openLiveUpdates(base, token, (name) => {
      if (name !== topic) return
      signals[topic] += 1
      for (const each of refetchers) each.ask()
    })
    if (stream.status !== 200) throw new Error(`live updates refused (${stream.status})`)
    void stream.ended.then(() => {
      if (!closing) streamsEnded += 1
    })
    pages.push({ refetchers, close: stream.close })
  }

  if (livePage)
    await open(streamerToken, 'queue', [
      ['stream-queue', '/auth/user/stream-queue'],
      ['overlay-status', '/auth/user/overlay-status'],
    ])
  for (const token of viewerTokens) await open(token, 'uses', [['getUserCards', MY_CARDS_PATH]])

  return {
    async close() {
      closing = true
      for (const page of pages) page.close()
      await Promise.all(pages.flatMap((page) => page.refetchers.map((each) => each.stop())))
      agent.destroy()
      const errorSamples = [...timer.errorSamples]
      if (streamsEnded > 0)
        errorSamples.push(`live updates: ${streamsEnded} streams ended before the pages closed`)
      return {
        myCardsPages: viewerTokens.length,
        calls: timer.figures(),
        signals,
        streamsEnded,
        errors: timer.errorCount() + streamsEnded,
        errorSamples,
      }
    },
  }
}

export type PageFigures = Awaited<ReturnType<Awaited<ReturnType<typeof openFollowingPages>>['close']>>
