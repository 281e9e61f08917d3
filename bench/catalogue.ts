import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

export interface CatalogueFigures {
  cards: number
  emptyRouteRps: number
  getCardsGzipRps: number
  getCardsNotModifiedRps: number
  /** getCards (gzip) ÷ empty route: budget ≥ 0.4. */
  ratio: number
  gzipBytes: number
  jsonBytes: number
  conditionalStatus: number
}

async function rps(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers })
  if (result.non2xx && !headers['if-none-match']) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  return Math.round(result.requests.average)
}

/** `getCards` with 1,000 cards against an empty route of the same server, in one run. */
export async function benchCatalogue(
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
): Promise<CatalogueFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/catalogue-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve)
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    const { url, cards } = JSON.parse(line) as { url: string; cards: number }
    const catalogue = `${url}/auth/user/getCards`
    const gzipped = await fetch(catalogue, { headers: { 'accept-encoding': 'gzip' } })
    const etag = gzipped.headers.get('etag') ?? ''
    const gzipBytes = Number(gzipped.headers.get('content-length'))
    const jsonBytes = Number(
      (await fetch(catalogue, { headers: { 'accept-encoding': 'identity' } })).headers.get('content-length'),
    )
    const conditionalStatus = (await fetch(catalogue, { headers: { 'if-none-match': etag } })).status

    // Warm up both routes, then measure them back to back.
    await rps(`${url}/bench/empty`, {}, 1)
    const emptyRouteRps = await rps(`${url}/bench/empty`, {}, seconds)
    const getCardsGzipRps = await rps(catalogue, { 'accept-encoding': 'gzip' }, seconds)
    const getCardsNotModifiedRps = await rps(catalogue, { 'if-none-match': etag }, seconds)
    return {
      cards,
      emptyRouteRps,
      getCardsGzipRps,
      getCardsNotModifiedRps,
      ratio: Number((getCardsGzipRps / emptyRouteRps).toFixed(3)),
      gzipBytes,
      jsonBytes,
      conditionalStatus,
    }
  } finally {
    child.kill('SIGTERM')
  }
}
