// The check of a use's text on the flash path (server/modules/realtime/moderation.ts `moderateUse`:
// cleaning, links, the default blocked list and the ambiguous short forms), timed in this process over
// the labelled set of the moderation test (tests/support/moderation-set.ts): microseconds a message,
// the median of five rounds after one to warm up. Budget: docs/stream-control.md, 'Blocked words'.
import { performance } from 'node:perf_hooks'
import { moderateUse } from '../server/modules/realtime/moderation'
import { MODERATION_SET } from '../tests/support/moderation-set'

const CARD = { title: 'Sing', description: 'A song' }
const LIVE = { viewerText: 'live' as const, blockedWords: ['pineapple'] }
const ROUNDS = 5
const PASSES = 20

export function benchModeration() {
  const round = () => {
    const started = performance.now()
    for (let pass = 0; pass < PASSES; pass++)
      for (const line of MODERATION_SET) moderateUse({ description: line.text }, CARD, LIVE)
    return ((performance.now() - started) * 1000) / (PASSES * MODERATION_SET.length)
  }
  round()
  const rounds = Array.from({ length: ROUNDS }, round).sort((a, b) => a - b)
  return {
    messages: MODERATION_SET.length,
    microsecondsPerMessage: Number((rounds[Math.floor(ROUNDS / 2)] as number).toFixed(1)),
  }
}

export const moderationLine = (figures: ReturnType<typeof benchModeration>) =>
  `moderation          ${figures.microsecondsPerMessage} µs a message (moderateUse over ${figures.messages} labelled messages, median of ${ROUNDS})`

if (process.argv[1] === import.meta.filename) console.log(moderationLine(benchModeration()))
