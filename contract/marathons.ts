// The Marathon: a countdown on the streamer's overlay that every rupee spent on them and every free
// card used extends. The server owns the end time; pages and overlays count down from it with the
// server's clock offset (each answer carries the server's `now`). docs/marathons.md tells the whole.
import { z } from 'zod'
import type { MarathonStatus } from './marathon-clock'

export const MARATHON_LIMITS = {
  /** The starting length, in minutes. */
  startMinutes: { min: 1, max: 24 * 60 },
  /** Seconds added per rupee spent on the streamer, and per free card used. */
  secondsPerRupee: { min: 0, max: 3600 },
  secondsPerFreeUse: { min: 0, max: 3600 },
  /** The cap: the marathon never runs past this many hours from its start. */
  capHours: { min: 1, max: 24 * 7 },
} as const

/** How many of the latest additions the Live page lists. */
export const MARATHON_ADDITIONS_SHOWN = 20

export const MARATHON_CAUSES = ['sale', 'subscription', 'auction', 'free-use'] as const
export type MarathonCause = (typeof MARATHON_CAUSES)[number]

/** How the Live page names each cause of an addition. */
export const MARATHON_CAUSE_LABELS: Record<MarathonCause, string> = {
  sale: 'Card sale',
  subscription: 'Subscription',
  auction: 'Auction win',
  'free-use': 'Free card used',
}

export const MARATHON_STATUSES = ['running', 'paused', 'ended'] as const satisfies readonly MarathonStatus[]

export const marathonMessages = {
  started: 'Marathon started.',
  paused: 'Marathon paused: the clock stands still until you resume.',
  resumed: 'Marathon resumed.',
  ended: 'Marathon ended.',
  alreadyRunning: 'You already have a marathon running: end it before you start another.',
  notFound: 'Marathon not found.',
  notYours: 'This marathon is not yours.',
  alreadyEnded: 'This marathon has ended.',
  notRunning: 'This marathon is not running.',
  notPaused: 'This marathon is not paused.',
  capBeforeEnd: 'The cap must leave room for the starting length.',
  fetchFailed: 'Failed to fetch your marathon.',
} as const

const whole = (limits: { min: number; max: number }, name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(limits.min, `${name} must be at least ${limits.min}.`)
    .max(limits.max, `${name} must be at most ${limits.max}.`)

/** `POST /auth/user/marathons`: the Live page's form. */
export const startMarathonSchema = z
  .object({
    startMinutes: whole(MARATHON_LIMITS.startMinutes, 'Starting length (minutes)'),
    secondsPerRupee: whole(MARATHON_LIMITS.secondsPerRupee, 'Seconds per rupee'),
    secondsPerFreeUse: whole(MARATHON_LIMITS.secondsPerFreeUse, 'Seconds per free card used'),
    capHours: whole(MARATHON_LIMITS.capHours, 'Cap (hours)').nullable().default(null),
  })
  .refine((body) => body.capHours === null || body.capHours * 60 >= body.startMinutes, {
    message: marathonMessages.capBeforeEnd,
    path: ['capHours'],
  })
export type StartMarathonInput = z.input<typeof startMarathonSchema>

export const marathonIdParams = z.object({ id: z.string().min(1).max(64) })

export const marathonAdditionSchema = z.object({
  id: z.string(),
  cause: z.enum(MARATHON_CAUSES),
  seconds: z.number().int().describe('Seconds actually added (less than earned when the cap stopped it).'),
  amount: z.number().describe('Rupees spent (0 for a free card used).'),
  name: z.string().nullable().describe('Who added it, as the stream may show them (null: hidden).'),
  at: z.string(),
})
export type MarathonAddition = z.output<typeof marathonAdditionSchema>

export const marathonSchema = z.object({
  id: z.string(),
  status: z.enum(MARATHON_STATUSES),
  startedAt: z.string(),
  endsAt: z.string().nullable().describe('When it ends, while running (null while paused).'),
  remainingMs: z.number().int().describe('Time left at `now` (frozen while paused; 0 once ended).'),
  capAt: z.string().nullable().describe('It never runs past this.'),
  endedAt: z.string().nullable(),
  secondsPerRupee: z.number().int(),
  secondsPerFreeUse: z.number().int(),
  addedSeconds: z.number().int().describe('All time added so far.'),
  additions: z.array(marathonAdditionSchema).describe('The latest additions, newest first.'),
})
export type Marathon = z.output<typeof marathonSchema>

/** Every marathon answer: the streamer's latest marathon (null: none yet) and the server's clock. */
export const marathonResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string().optional(),
    now: z.string().describe("The server's clock: count down from `endsAt` with this offset."),
    marathon: marathonSchema.nullable(),
  })
  .describe("The streamer's marathon.")
export type MarathonResponse = z.output<typeof marathonResponseSchema>
