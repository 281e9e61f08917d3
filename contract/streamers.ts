// The streamers page: the search, a streamer as the public sees them, the page of results.
import { z } from 'zod'
import { cardSchema } from './cards'
import { USER_PLANS } from './constants'
import { errorResponseSchema } from './errors'
import { nextCursorField, pageQueryFields } from './paging'

/** `getStreamerCards/{id}`: the streamer's id (a creator's user id, as getStreamers and every card give it). */
export const streamerIdParams = z.object({
  id: z.string().min(1).max(100).meta({ description: "The streamer's id: a creator's `_id`." }),
})

/** The longest streamer search the server takes. */
export const MAX_STREAMER_QUERY_LENGTH = 100

/** Streamers per page of `getStreamers` (and per 'Load more' on the streamers page). */
export const STREAMERS_PAGE_SIZE = 24

/**
 * `GET /auth/user/getStreamers?q=&limit=&cursor=`: the streamers page's search, a page at a time. `q`
 * matches usernames (a case-insensitive substring); an email address matches only whole, and only for
 * a signed-in caller, so that nobody can spell an address out a character at a time. The answer never
 * carries an address. `id`: that one creator (the streamer's cards page); `username`: the creator of
 * that name, whole, ignoring case (the streamer's public page, `/s/<username>`).
 */
export const streamersQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_STREAMER_QUERY_LENGTH, `The search must be at most ${MAX_STREAMER_QUERY_LENGTH} characters.`)
    .optional()
    .meta({
      description:
        'Only the creators whose username contains this text, ignoring case, or (signed in) whose whole email address it is (matched, never returned). Empty or absent: every creator.',
    }),
  id: z.string().min(1).max(100).optional().meta({ description: "Only this creator (a streamer's `_id`)." }),
  username: z.string().min(1).max(MAX_STREAMER_QUERY_LENGTH).optional().meta({
    description: "Only the creator of this whole username, ignoring case (a streamer's public page).",
  }),
  ...pageQueryFields,
})

/** A creator as the public streamer list gives them: no email address (`emailId` is always ''). */
export const streamerSchema = z.object({
  _id: z.string().meta({ description: 'The streamer id, as cards give it in `streamerEmailId`.' }),
  username: z.string(),
  emailId: z.literal('').meta({
    description:
      "Always '': a creator's address is never published (kept so that older clients read a string).",
  }),
  description: z.string(),
  avatar: z.string().nullable(),
  youtubeLink: z.string(),
  instagramLink: z.string(),
  plan: z
    .enum(USER_PLANS)
    .meta({ description: "The plan in force: 'pro' streamers carry a Pro badge and come first." }),
  live: z.boolean().meta({
    description: 'The stream is on now (an overlay connected, not paused): a used card shows soon.',
  }),
})

export type Streamer = z.output<typeof streamerSchema>

/**
 * `getStreamerCards/{id}` for an id that is no creator's (404): a refusal with an empty `cards`, the same
 * for an unknown id and a viewer's, so the answer tells nobody which ids are accounts.
 */
export const streamerNotFoundSchema = errorResponseSchema
  .extend({ cards: z.array(cardSchema).max(0) })
  .describe('No such streamer.')

/** `GET /auth/user/getStreamers`: every creator (or those matching `q`), by username. */
export const streamersResponseSchema = z
  .object({
    status: z.literal('success'),
    streamers: z.array(streamerSchema),
    nextCursor: nextCursorField,
    total: z.number().int().min(0).describe('How many creators match, on every page.'),
  })
  .describe('A page of creators, or of those matching `q`, Creator Pro first; without email addresses.')

/** A streamer's public page (`/s/<username>`) and its link preview. */
export const streamerPageMessages = {
  /** The link preview's title and the page's: "Asha's Cards on Cardcast". */
  title: (username: string, siteName: string) => `${username}'s Cards on ${siteName}`,
  /** The preview's text when the streamer has written no bio. */
  description: (username: string) =>
    `Buy ${username}'s challenge and reward cards and watch them appear live on stream.`,
  notFound: 'Streamer not found.',
  notFoundNote: 'No streamer goes by this name. Their link may have changed.',
  /** Beside a streamer's own link, for them to share. */
  shareNote: 'Your public page: share it, and anyone can browse your cards and buy them.',
  linkCopied: 'Link copied.',
} as const
