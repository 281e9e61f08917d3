// The streamer's control of what reaches the stream: stream settings, the live queue and its delivery
// to the overlay, viewer text moderation, cooldowns and sounds. One source for the server, the Live page, My Cards and the
// overlay (which imports types only).
import { z } from 'zod'
import { ANONYMOUS_VIEWER, CARD_SOUNDS, type CardSound } from './constants'
import { errorResponseSchema } from './errors'
import type { Locale } from './locales'
import { subscriberBadgeSchema } from './subscriber-badge'

// The overlay's constants live in constants.ts (no zod: the overlay page imports them).
export { ALERT_GAP_SECONDS, CARD_SOUNDS, type CardSound, soundUrl } from './constants'

/** What viewer text may do on a streamer's overlay. */
export const VIEWER_TEXT_MODES = ['card-only', 'approve', 'live'] as const
export type ViewerTextMode = (typeof VIEWER_TEXT_MODES)[number]
export const DEFAULT_VIEWER_TEXT_MODE: ViewerTextMode = 'approve'
export const VIEWER_TEXT_MODE_LABELS: Record<ViewerTextMode, string> = {
  'card-only': 'Card text only',
  approve: 'Viewer text after my approval',
  live: 'Viewer text goes live',
}

/** Caps on text a viewer edits before a use (a card's own text may be longer: it is the creator's). */
export const MAX_VIEWER_TITLE_LENGTH = 60
export const MAX_VIEWER_DESCRIPTION_LENGTH = 280

/** A streamer's own blocked words: at most this many, each at most this long. */
export const MAX_BLOCKED_WORDS = 200
export const MAX_BLOCKED_WORD_LENGTH = 40
/** Cooldowns are whole seconds, 0 (none) up to a day. */
export const MAX_COOLDOWN_SECONDS = 86_400
/** The Live page's history: the last this many uses shown or returned. */
export const STREAM_HISTORY_SIZE = 100
/** What a reason for a rejection may be. */
export const MAX_REJECT_REASON_LENGTH = 200
/** A use may wait for the stream at most this long (a week); 0 means forever. */
export const MAX_WAIT_MINUTES_LIMIT = 7 * 24 * 60
/** The most uses one viewer may let wait in one streamer's queue, as a streamer may set it. */
export const MAX_WAITING_PER_VIEWER_LIMIT = 20
/**
 * A card sent to the overlay that no overlay reports on screen within its duration and this many
 * seconds goes back to the front of the queue once, then back to its viewer.
 */
export const SHOW_REPORT_GRACE_SECONDS = 10
/**
 * A paid card the streamer skips within this many seconds of its appearing on screen goes back to
 * its viewer unless the streamer says otherwise: the viewer paid for a moment on stream they did not get.
 */
export const SKIP_GIVE_BACK_SECONDS = 10

export const CARD_SOUND_LABELS: Record<CardSound, string> = {
  chime: 'Chime',
  coin: 'Coin',
  fanfare: 'Fanfare',
  pop: 'Pop',
  laser: 'Laser',
  drum: 'Drum roll',
}
export const DEFAULT_VOLUME = 80

export const streamMessages = {
  settingsSaved: 'Stream settings saved.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${MAX_VIEWER_TITLE_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${MAX_VIEWER_DESCRIPTION_LENGTH} characters.`,
  linksRefused: 'Links are not allowed in card text.',
  held: 'Sent to the streamer for approval.',
  cardCooldown: (seconds: number) => `This card is cooling down: try again in ${seconds} s.`,
  viewerCooldown: (seconds: number) => `You used a card on this stream recently: try again in ${seconds} s.`,
  unusedFreeCard: 'You already have this card unused: use it before taking another.',
  useNotFound: 'This use is not in your queue.',
  notHeld: 'This use is no longer waiting for approval.',
  cannotReject: 'Only a use that is waiting or queued can be rejected.',
  reasonRequired: 'Say why you reject it.',
  reasonTooLong: `The reason must be at most ${MAX_REJECT_REASON_LENGTH} characters.`,
  approved: 'Approved: it is on its way to the overlay.',
  rejected: 'Rejected: the card went back to the viewer.',
  skipped: 'Skipped.',
  skippedGivenBack: 'Skipped: the card went back to the viewer.',
  /** Why a skipped use went back to its viewer, as My Cards and the Live page's history say it. */
  skippedReason: (streamer: string) => `Skipped by ${streamer}.`,
  nothingShowing: 'Nothing is showing on the overlay.',
  replayed: 'Sent to the overlay again.',
  cannotReplay: 'Only a use that reached the overlay can be replayed.',
  paused: 'Overlay paused: nothing new shows until you resume.',
  resumed: 'Overlay resumed.',
  cleared: (count: number) =>
    `Queue cleared: ${count} card${count === 1 ? '' : 's'} went back to the viewers.`,
  clearedReason: 'Cleared by the streamer.',
  notYourCard: 'You can only edit your own cards.',
  cardSaved: 'Card saved.',
  blockedWord: 'Contains a blocked word',
  /** The flag of a use held for a short form that is abuse or everyday chat ('bc', 'mc'). */
  ambiguousWord: 'May be abuse or everyday chat',
  offlineReason: 'The stream was offline.',
  notShownReason: 'The stream did not show this card.',
  withdrawnReason: 'You withdrew it.',
  withdrawn: 'Withdrawn: the card is yours to use again.',
  cannotWithdraw: 'Only a card that is still waiting can be withdrawn.',
  tooManyWaiting: (count: number) =>
    `You already have ${count} card${count === 1 ? '' : 's'} waiting on this stream: use another once one is shown.`,
  shownRecorded: 'Recorded as shown.',
  useReturned: 'This card went back to its viewer.',
  eventNotFound: 'No card of this stream has that event.',
  liveNow: 'Live now',
  usableIn: (seconds: number) => `You can use this card here in ${waitText(seconds)}.`,
  waitingFull: (count: number) =>
    `${count === 1 ? 'Your card already waits' : `${count} of your cards already wait`} on this stream: a card bought now can be used once ${count === 1 ? 'it is' : 'one is'} shown.`,
  anonymousViewer: ANONYMOUS_VIEWER,
  offlineWait: 'Offline: your card will wait',
  /** The toast of a use that waits in line because the streamer's stream is off (0 minutes: no limit). */
  queuedOffline: (streamer: string, maxWaitMinutes: number) =>
    maxWaitMinutes > 0
      ? `${streamer} is offline: your card waits up to ${waitText(maxWaitMinutes * 60)}, or withdraw it.`
      : `${streamer} is offline: your card waits for the stream, or withdraw it.`,
  /**
   * Said after the spec's 'Card used successfully!' when the use goes into the line of a streamer who
   * is live: it is not on air yet, and My Cards follows it live ('Waiting for the stream', then 'On
   * stream now'). The answer to the use does not carry its place in line; My Cards shows it.
   */
  queuedLive: (streamer: string) => `It waits in ${streamer}'s line: My Cards shows when it is on stream.`,
  waitingCount: (count: number) =>
    `${count} card${count === 1 ? '' : 's'} waiting for the stream: open your overlay in OBS to show ${count === 1 ? 'it' : 'them'}.`,
} as const

/** '45 s', '2 min', '1 h 5 min': how long until a card can be used. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' }
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  return `${n}${teen ? 'th' : (ORDINAL_SUFFIXES[n % 10] ?? 'th')}`
}
/** A waiting use's words on My Cards: where it stands in the streamer's line. */
export const waitingLabel = (place: number | null) =>
  place ? `Waiting for the stream (${ordinal(place)} in line)` : 'Waiting for the stream'

/** A cooldown in whole seconds; null on a card means "the streamer's default". */
const cooldownField = z
  .number({ error: 'A cooldown is a number of seconds.' })
  .int('A cooldown is a whole number of seconds.')
  .min(0, 'A cooldown cannot be negative.')
  .max(MAX_COOLDOWN_SECONDS, `A cooldown is at most ${MAX_COOLDOWN_SECONDS} seconds (a day).`)

/** On createCard and `PUT /auth/user/cards/{id}`: null (or absent) takes the streamer's default. */
export const cardCooldownField = cooldownField.nullable()
export const cardSoundField = z.enum(CARD_SOUNDS, { error: 'Choose one of the preset sounds.' }).nullable()

/** `PUT /auth/user/cards/{id}`: what a creator may change on a published card. */
export const editCardSchema = z
  .object({
    cooldownSeconds: cardCooldownField.optional(),
    viewerCooldownSeconds: cardCooldownField.optional(),
    sound: cardSoundField.optional(),
    /** Locks the card to subscribers (contract/subscriber-cards.ts), or opens it to everyone again. */
    subscribersOnly: z.boolean({ error: 'subscribersOnly must be true or false.' }).optional(),
    /** With `subscribersOnly`: the cheapest tier that opens it; null or absent: the cheapest offered. */
    minTierId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict()
export type EditCardRequest = z.input<typeof editCardSchema>

const blockedWordsField = z
  .array(
    z
      .string({ error: 'Blocked words must be text.' })
      .trim()
      .min(1, 'A blocked word cannot be empty.')
      .max(MAX_BLOCKED_WORD_LENGTH, `A blocked word is at most ${MAX_BLOCKED_WORD_LENGTH} characters.`),
    { error: 'Blocked words must be a list.' },
  )
  .max(MAX_BLOCKED_WORDS, `At most ${MAX_BLOCKED_WORDS} blocked words.`)
  .transform((words) => [...new Set(words.map((word) => word.normalize('NFKC').toLowerCase()))])

/** `GET`/`PUT /auth/user/stream-settings`: what the server stores and answers. */
const streamSettingsFields = {
  viewerText: z.enum(VIEWER_TEXT_MODES, { error: "viewerText must be 'card-only', 'approve' or 'live'." }),
  volume: z
    .number({ error: 'Volume is a number from 0 to 100.' })
    .int('Volume is a whole number from 0 to 100.')
    .min(0, 'Volume is a number from 0 to 100.')
    .max(100, 'Volume is a number from 0 to 100.'),
  defaultCooldownSeconds: cooldownField,
  defaultViewerCooldownSeconds: cooldownField,
}
/** Settings added later: a request may leave them out (they keep their value). */
const deliveryFields = {
  maxWaitMinutes: z
    .number({ error: 'The longest wait is a number of minutes.' })
    .int('The longest wait is a whole number of minutes.')
    .min(0, 'The longest wait cannot be negative.')
    .max(MAX_WAIT_MINUTES_LIMIT, `The longest wait is at most ${MAX_WAIT_MINUTES_LIMIT} minutes (a week).`),
  showViewerNames: z.boolean({ error: 'showViewerNames is true or false.' }),
  maxWaitingPerViewer: z
    .number({ error: 'Cards waiting per viewer is a number.' })
    .int('Cards waiting per viewer is a whole number.')
    .min(1, 'At least one card per viewer must be able to wait.')
    .max(MAX_WAITING_PER_VIEWER_LIMIT, `At most ${MAX_WAITING_PER_VIEWER_LIMIT} cards per viewer.`),
}
/** The request: blocked words are trimmed, normalised, lower-cased and deduplicated on the way in. */
export const streamSettingsSchema = z.object({
  ...streamSettingsFields,
  blockedWords: blockedWordsField,
  maxWaitMinutes: deliveryFields.maxWaitMinutes.optional(),
  showViewerNames: deliveryFields.showViewerNames.optional(),
  maxWaitingPerViewer: deliveryFields.maxWaitingPerViewer.optional(),
})
/** The answer (no transforms: a response schema is serialized, not parsed). */
export const storedStreamSettingsSchema = z.object({
  ...streamSettingsFields,
  ...deliveryFields,
  blockedWords: z.array(z.string()),
})
export type StreamSettings = z.output<typeof storedStreamSettingsSchema>
export type StreamSettingsInput = z.input<typeof streamSettingsSchema>
/** What a save carries: every setting, the later ones optional. */
export type StreamSettingsChange = z.output<typeof streamSettingsSchema>

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  viewerText: DEFAULT_VIEWER_TEXT_MODE,
  blockedWords: [],
  volume: DEFAULT_VOLUME,
  defaultCooldownSeconds: 0,
  defaultViewerCooldownSeconds: 60,
  maxWaitMinutes: 60,
  showViewerNames: true,
  maxWaitingPerViewer: 3,
}

export const streamSettingsResponseSchema = z
  .object({ status: z.literal('success'), settings: storedStreamSettingsSchema })
  .describe("The streamer's stream settings.")

/**
 * Where a use is: held (waiting for approval), queued (waiting in line for the stream, or sent and
 * not yet on screen), showing (an overlay reported it on screen, and its time is not up), shown,
 * skipped (shown, ended early by the streamer), rejected (returned to the viewer).
 */
export const USE_STATUSES = ['held', 'queued', 'showing', 'shown', 'skipped', 'rejected'] as const
export type UseStatus = (typeof USE_STATUSES)[number]

/**
 * The viewer's words for a use's status on My Cards (queued: `waitingLabel`, with its place; skipped:
 * `skippedLabel`, with the streamer's name).
 */
export const USE_STATUS_LABELS: Record<Exclude<UseStatus, 'rejected' | 'skipped'>, string> = {
  held: "Waiting for the streamer's approval",
  queued: 'Waiting for the stream',
  showing: 'On stream now',
  shown: 'Shown on stream',
}
/** A use the streamer ended early: it was on screen, not for its whole time. */
export const skippedLabel = (streamer: string) => `Skipped by ${streamer}`
export const returnedLabel = (reason: string) => `Returned: ${reason}`

/** One use as the streamer's Live page shows it. */
export const streamUseSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  transactionId: z.string(),
  cardTitle: z.string().describe("The card's own title."),
  title: z.string().describe('The text that shows (or would show) on the overlay.'),
  description: z.string(),
  imageUrl: z.string(),
  rarity: z.string(),
  duration: z.number().describe('Seconds on the overlay.'),
  sound: z.enum(CARD_SOUNDS).nullable(),
  viewer: z.string().describe("The viewer's username."),
  subscriber: subscriberBadgeSchema
    .nullable()
    .describe("The viewer's subscription to the streamer now, as its badge; null: not a subscriber."),
  viewerText: z.boolean().describe('True when the viewer edited the text.'),
  flag: z
    .string()
    .nullable()
    .describe(
      'Why it was held beyond the mode (a blocked word, or a short form that may be one), else null.',
    ),
  status: z.enum(USE_STATUSES),
  place: z.number().int().nullable().describe('Its place in line (1: next), for a queued use.'),
  sent: z.boolean().describe('Its overlay event went out; no overlay has reported it on screen yet.'),
  reason: z.string().nullable().describe('Why it was returned, for a rejected use.'),
  paid: z.boolean().describe('The viewer paid money for the card this use spends.'),
  createdAt: z.string(),
  shownAt: z.string().nullable().describe('When an overlay reported it on screen.'),
  startsAt: z
    .string()
    .nullable()
    .describe('When its slot on the overlay begins (sent), or began (shown); else null.'),
  endsAt: z.string().nullable(),
})
export type StreamUse = z.output<typeof streamUseSchema>

/** `GET /auth/user/stream-queue`. */
export const streamQueueResponseSchema = z
  .object({
    status: z.literal('success'),
    now: z.string().describe("The server's time, to count the slots from."),
    paused: z.boolean(),
    live: z.boolean().describe('An overlay is connected and not paused: the queue advances.'),
    showing: streamUseSchema.nullable().describe('What an overlay reported on screen now.'),
    queue: z.array(streamUseSchema).describe('Uses waiting for the stream (and the one sent), in order.'),
    held: z.array(streamUseSchema).describe('Uses waiting for approval, oldest first.'),
    history: z
      .array(streamUseSchema)
      .describe(`The last ${STREAM_HISTORY_SIZE} shown, skipped or returned, newest first.`),
  })
  .describe("The streamer's live queue.")

/** `POST /overlay/shown`: the overlay reports a card it put on screen. */
export const overlayShownSchema = z.object({
  key: z.string({ error: 'key is required.' }).min(1, 'key is required.').max(200),
  eventId: z.number({ error: 'eventId is a number.' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
})
export const overlayShownResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), shownAt: z.string() })
  .describe('The use is shown (a repeated report answers the same).')

/** `POST /auth/user/uses/{id}/withdraw`: the card is the viewer's to use again. */
export const withdrawResponseSchema = z
  .object({ status: z.literal('success'), message: z.string() })
  .describe('Withdrawn: the purchase is unused again.')
export type StreamQueue = z.output<typeof streamQueueResponseSchema>

export const useIdParams = z.object({ id: z.string().min(1).max(100) })

/** `POST /auth/user/stream-queue/{id}/reject`. */
export const rejectUseSchema = z.object({
  reason: z
    .string({ error: streamMessages.reasonRequired })
    .trim()
    .min(1, streamMessages.reasonRequired)
    .max(MAX_REJECT_REASON_LENGTH, streamMessages.reasonTooLong),
})

/**
 * `POST /auth/user/stream-queue/skip`: whether the card skipped goes back to its viewer, unused.
 * Left out: it does when it is paid and appeared at most SKIP_GIVE_BACK_SECONDS ago.
 */
export const skipUseSchema = z
  .object({ giveBack: z.boolean({ error: 'giveBack is true or false.' }).optional() })
  .nullish()
  .describe('giveBack may be left out, and so may the whole body.')

/** Whether a skip gives the card back when the streamer does not say: paid, and only just on screen. */
export function givesBackByDefault(use: { paid: boolean; shownAt: string | null }, nowMs: number): boolean {
  if (!use.paid || !use.shownAt) return false
  return nowMs - Date.parse(use.shownAt) <= SKIP_GIVE_BACK_SECONDS * 1000
}

/** Every queue action answers what it did and the queue as it now is. */
export const streamActionResponseSchema = streamQueueResponseSchema
  .extend({ message: z.string() })
  .describe('Done; the queue as it now is.')

/** A use refused inside a cooldown (429): `retryAfterSeconds` is also the Retry-After header. */
export const cooldownRefusalSchema = errorResponseSchema
  .extend({ retryAfterSeconds: z.number().int().min(1) })
  .describe('Inside a cooldown: try again after `retryAfterSeconds`.')

/**
 * `GET /auth/user/use-readiness/{id}`: what would stop the signed-in viewer using a card on this
 * streamer's stream now, for the app to say before Buy: whether the stream is on, how many of their
 * uses wait there against the streamer's limit, and the cards inside a cooldown (the others: none).
 */
export const useReadinessResponseSchema = z
  .object({
    status: z.literal('success'),
    live: z.boolean(),
    waitingUses: z.number().int().min(0),
    waitingLimit: z.number().int().min(1),
    cards: z.array(z.object({ cardId: z.string(), usableInSeconds: z.number().int().min(1) })),
  })
  .describe("When the viewer could use this streamer's cards.")
export type UseReadiness = z.output<typeof useReadinessResponseSchema>

/** A use refused because `waitingLimit` uses of the viewer already wait on this stream (429). */
export const waitingRefusalSchema = errorResponseSchema
  .extend({ waitingLimit: z.number().int().min(1) })
  .describe('Too many of your cards wait on this stream: use it once one of them is shown.')

/**
 * `GET /auth/user/live-updates`: a text/event-stream for the signed-in user. `queue` events tell a
 * streamer the live queue or the overlay connections changed; `uses` events tell a viewer one of
 * their uses changed state; `marathon` events tell a streamer their marathon changed; `auction` events (on a stream opened
 * with `?auction=<id>`) tell anyone watching that the auction changed; `battle` events tell both streamers of a card
 * battle that it changed (invited, answered, scored, ended); `ping` every 15 s. Each carries no data: the page fetches what changed.
 */
export const LIVE_UPDATE_TOPICS = ['queue', 'uses', 'marathon', 'auction', 'battle'] as const
export type LiveUpdateTopic = (typeof LIVE_UPDATE_TOPICS)[number]
/** `GET /auth/user/live-updates?auction=<id>`: the stream also carries that auction's changes. */
export const liveUpdatesQuerySchema = z.object({ auction: z.string().min(1).max(64).optional() })
export const liveUpdatesStreamResponse = {
  description: 'A text/event-stream of `queue`, `uses`, `marathon`, `auction`, `battle` and `ping` events.',
  content: { 'text/event-stream': { schema: z.string() } },
}

/** What the overlay receives as a `control` event's data. */
export const OVERLAY_CONTROL_ACTIONS = ['pause', 'resume', 'skip', 'drop'] as const
export type OverlayControlAction = (typeof OVERLAY_CONTROL_ACTIONS)[number]
export interface OverlayControlData {
  id: number
  action: OverlayControlAction
  /** skip: the card event to end now (or drop if not begun); drop: the card events to forget. */
  eventIds: number[]
}
/**
 * The overlay's `locale` event: the streamer's language (users.locale), which the overlay's labels and
 * `<html lang>` follow (overlay/labels.ts) and the names the server words ('a viewer') come in. Sent
 * in the `state` event on every (re)connect, and alone when the streamer changes it.
 */
export interface OverlayLocaleData {
  locale: Locale
}
/** The overlay's `state` event on every (re)connect. */
export interface OverlayStateData extends OverlayLocaleData {
  paused: boolean
}
