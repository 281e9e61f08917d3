// The streamers page's list and search, a page at a time (an RTK Query infinite query whose 'Load
// more' fetches the page after the last), and one streamer by id for their cards page (what would
// stop the viewer using their cards now is src/api/use-readiness-api.ts, which My Cards reads too).
import type { z } from 'zod'
import { STREAMERS_PAGE_SIZE, type streamersResponseSchema } from '../../../contract/streamers'
import { api } from '../../api/api'

type StreamersResponse = z.output<typeof streamersResponseSchema>

const streamerTags = (pages: StreamersResponse[]) => [
  { type: 'Streamer' as const, id: 'LIST' },
  ...pages.flatMap((page) =>
    page.streamers.map((streamer) => ({ type: 'Streamer' as const, id: streamer._id })),
  ),
]

export const streamersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every creator (''), or those whose username contains the search text (or, signed in, whose whole
     * email address it is: the server matches it and never sends it back).
     */
    getStreamers: build.infiniteQuery<StreamersResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const q = queryArg.trim()
        return {
          url: '/auth/user/getStreamers',
          params: {
            limit: STREAMERS_PAGE_SIZE,
            ...(q === '' ? {} : { q }),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }
      },
      // A profile save changes a streamer's name and bio: it invalidates Streamer/LIST.
      providesTags: (result) => streamerTags(result?.pages ?? []),
    }),
    /** One streamer by id (undefined in `streamers` when there is no such creator). */
    getStreamer: build.query<StreamersResponse, string>({
      query: (id) => ({ url: '/auth/user/getStreamers', params: { id } }),
      providesTags: (result) => streamerTags(result ? [result] : []),
    }),
    /** The streamer of a whole username, ignoring case (their public page); `streamers` empty if none. */
    getStreamerByName: build.query<StreamersResponse, string>({
      query: (username) => ({ url: '/auth/user/getStreamers', params: { username } }),
      providesTags: (result) => streamerTags(result ? [result] : []),
    }),
  }),
})

export const { useGetStreamersInfiniteQuery, useGetStreamerQuery, useGetStreamerByNameQuery } = streamersApi
