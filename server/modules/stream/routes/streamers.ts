import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  STREAMERS_PAGE_SIZE,
  streamersQuerySchema,
  streamersResponseSchema,
} from '../../../../contract/streamers'
import { pageOfList, pageRequest } from '../../../db/keyset'
import type { UserRow } from '../../../db/schema'
import { planOf, signedInUser } from '../../accounts'
import { limitPerMinute } from '../../limits'

/**
 * The streamers page: every creator (modules/catalogue keeps the list), each marked live when a used
 * card would show soon. Here, above the catalogue, because whether a streamer is live is the show's.
 */
export const streamersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A creator as the public sees them: never their email address (`emailId` stays, always '', for
  // clients that read a string there).
  const toStreamer = (user: UserRow) => ({
    _id: user.id,
    username: user.username,
    emailId: '' as const,
    description: user.description,
    avatar: user.avatar,
    youtubeLink: user.youtube_link,
    instagramLink: user.instagram_link,
    plan: planOf(user),
  })

  // The streamers page's search, a page at a time from the cached list of creators: `q` matches
  // usernames, and an email address only whole and only for a signed-in caller; the answer carries no
  // address. Searches (not the plain list) are limited per client address.
  const searchLimit = limitPerMinute(60).rateLimit
  app.get(
    '/getStreamers',
    {
      schema: {
        querystring: streamersQuerySchema,
        response: { 200: streamersResponseSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: { ...searchLimit, allowList: (req) => !(req.query as { q?: string }).q?.trim() },
      },
    },
    async (req) => {
      const needle = (req.query.q ?? '').trim().toLowerCase()
      const username = req.query.username?.trim().toLowerCase()
      const signedIn = needle.includes('@') ? await signedInUser(app, req) : undefined
      const creators = (await app.streamers.get()).filter(
        (creator) =>
          (req.query.id === undefined || creator.id === req.query.id) &&
          (username === undefined || creator.username.toLowerCase() === username) &&
          (needle === '' ||
            creator.username.toLowerCase().includes(needle) ||
            (signedIn !== undefined && creator.email === needle)),
      )
      const page = pageOfList(creators, (creator) => creator.id, pageRequest(req.query, STREAMERS_PAGE_SIZE))
      // Only on or off: nothing of the stream beyond whether a used card would show soon.
      const live = await app.liveQueue.liveStreamers(page.rows.map((creator) => creator.id))
      return {
        status: 'success' as const,
        streamers: page.rows.map((creator) => ({ ...toStreamer(creator), live: live.has(creator.id) })),
        nextCursor: page.nextCursor,
        total: creators.length,
      }
    },
  )
}
