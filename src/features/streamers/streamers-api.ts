import type { z } from 'zod'
import { api } from '../../api/api'
import type { streamersResponseSchema } from '../../contract/cards'
import type { UseReadiness } from '../../contract/stream'

type StreamersResponse = z.output<typeof streamersResponseSchema>

export const streamersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every creator (''), or those whose username or email contains the search text: the server
     * matches the email and never sends it back.
     */
    getStreamers: build.query<StreamersResponse, string>({
      query: (search) => {
        const q = search.trim()
        return q === '' ? '/auth/user/getStreamers' : `/auth/user/getStreamers?q=${encodeURIComponent(q)}`
      },
      // A profile save changes a streamer's name and bio: it invalidates Streamer/LIST.
      providesTags: (result) => [
        { type: 'Streamer', id: 'LIST' },
        ...(result?.streamers ?? []).map((streamer) => ({ type: 'Streamer' as const, id: streamer._id })),
      ],
    }),
    /** What would stop the signed-in viewer using this streamer's cards now: cooldowns, their waiting uses. */
    getUseReadiness: build.query<UseReadiness, string>({
      query: (streamerId) => `/auth/user/use-readiness/${encodeURIComponent(streamerId)}`,
      // A purchase or a use changes it: both invalidate the owned cards.
      providesTags: [{ type: 'OwnedCard', id: 'LIST' }],
    }),
  }),
})

export const { useGetStreamersQuery, useGetUseReadinessQuery } = streamersApi
