// The OBS overlay: its event stream, the streamer's stream URL and status,
// the timed challenges. The overlay page reads the event type from here (types only: it stays small).
import { z } from 'zod'
import { subscriberBadgeSchema } from './subscriber-badge'

/** What the overlay routes answer, and what the Profile page shows of them. */
export const overlayMessages = {
  unknownKey: 'Unknown stream key.',
  testCardSent: 'Test card sent to your overlay.',
} as const

export const OVERLAY_EVENT_KINDS = ['card', 'test', 'challenge'] as const
export type OverlayEventKind = (typeof OVERLAY_EVENT_KINDS)[number]

/** The product's name and logo, shown on overlays of streamers on the free plan. */
export const brandingSchema = z.object({ siteName: z.string(), siteLogo: z.string() })
export type Branding = z.output<typeof brandingSchema>

/** What the overlay page receives as an event's `data:` (JSON): a card to show for `duration` seconds. */
export const overlayEventDataSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OVERLAY_EVENT_KINDS),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  rarity: z.string(),
  duration: z.number().describe('Seconds on screen.'),
  usedBy: z.string().nullable().describe('Who used it (username), when a viewer did.'),
  subscriber: subscriberBadgeSchema
    .nullable()
    .optional()
    .describe("The user's subscription to the streamer when they used it: their tier's badge."),
  branding: brandingSchema.optional(),
  sound: z
    .string()
    .nullable()
    .optional()
    .describe('A preset sound (/sounds/<name>.wav) to play with the card.'),
  volume: z.number().optional().describe('Sound volume, 0 to 100.'),
})
export type OverlayEventData = z.output<typeof overlayEventDataSchema>

/** `GET /overlay/events?key=STREAM_KEY[&lastEventId=N]`. */
export const overlayEventsQuerySchema = z.object({
  key: z.string().min(1).max(200),
  lastEventId: z.string().max(20).optional(),
})

/**
 * `GET /overlay/events` answers a Server-Sent Events stream, documented here: each default event's
 * `data:` is one `OverlayEventData` (JSON) with its `id:`; a `cursor` event carries the newest id the
 * stream could have seen, a `ping` event every 15 s shows the connection is alive.
 */
export const overlayEventStreamResponse = {
  description: 'A text/event-stream of overlay events.',
  content: {
    'text/event-stream': {
      schema: overlayEventDataSchema.describe(
        'The `data:` of each default event (JSON); `cursor` events carry an event id, `ping` events 1.',
      ),
    },
  },
}

/** `GET /auth/user/showStreamerURL` and `POST /auth/user/regenerateStreamerURL` (creators only). */
export const streamUrlResponseSchema = z
  .object({ status: z.literal('success'), url: z.string() })
  .describe("The streamer's overlay URL, with its secret stream key.")

/** `GET /auth/user/overlay-status`: whether an overlay of this streamer is connected, on any instance. */
export const overlayStatusResponseSchema = z
  .object({
    status: z.literal('success'),
    connected: z.boolean(),
    connections: z.number(),
  })
  .describe('Whether an overlay of this streamer is connected.')

/** `POST /auth/user/overlay/test-card`: the test card's event id. */
export const testCardResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    eventId: z.number(),
  })
  .describe("The test card is on its way to the streamer's overlays.")

/** `GET /auth/user/next-challenge` (public): when the next timed challenge shows, and which. */
export const nextChallengeResponseSchema = z
  .object({
    nextAt: z.string(),
    secondsLeft: z.number(),
    challenge: z.object({ title: z.string(), description: z.string() }).nullable(),
  })
  .describe('When the next timed challenge shows, and which (null: none is set).')
export type NextChallenge = z.output<typeof nextChallengeResponseSchema>
