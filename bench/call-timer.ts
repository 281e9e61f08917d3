// Each call of a load run timed and checked: its latency, whether it failed (the first ten failures
// kept as samples), and the figures `npm run bench` prints of it. Shared by the mixed load and the flash.
import { performance } from 'node:perf_hooks'

export interface CallFigures {
  count: number
  errors: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
}

export const percentile = (sorted: number[], p: number) =>
  Number(
    (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0).toFixed(
      1,
    ),
  )

const SAMPLES_KEPT = 10

export function createCallTimer<Call extends string>(calls: readonly Call[]) {
  const latencies = Object.fromEntries(calls.map((call) => [call, [] as number[]])) as Record<Call, number[]>
  const errors = Object.fromEntries(calls.map((call) => [call, 0])) as Record<Call, number>
  const errorSamples: string[] = []
  const fail = (call: Call, why: string) => {
    errors[call] += 1
    if (errorSamples.length < SAMPLES_KEPT) errorSamples.push(`${call}: ${why}`.slice(0, 300))
  }

  return {
    errorSamples,
    /**
     * Runs `run`, timing it; answers its answer when `ok` accepts it, else counts a failure. `since`:
     * the moment the call was due, when that was before it ran (an open loop's arrival), so that a
     * late start counts against it.
     */
    async timed<Answer extends { status: number; body: string }>(
      call: Call,
      run: () => Promise<Answer>,
      ok: (answer: Answer) => boolean,
      since?: number,
    ): Promise<Answer | undefined> {
      const started = since ?? performance.now()
      try {
        const answer = await run()
        latencies[call].push(performance.now() - started)
        if (ok(answer)) return answer
        fail(call, `${answer.status} ${answer.body}`)
      } catch (error) {
        latencies[call].push(performance.now() - started)
        fail(call, String(error))
      }
      return undefined
    },
    errorCount: () => calls.reduce((sum, call) => sum + errors[call], 0),
    figures(): Record<Call, CallFigures> {
      return Object.fromEntries(
        calls.map((call) => {
          const sorted = [...latencies[call]].sort((a, b) => a - b)
          const at = (p: number) => percentile(sorted, p)
          return [
            call,
            { count: sorted.length, errors: errors[call], p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) },
          ]
        }),
      ) as Record<Call, CallFigures>
    },
  }
}
