import type { z } from 'zod'
import { api } from '../../api/api'
import type { streamersResponseSchema } from '../../contract/cards'

type StreamersResponse = z.output<typeof streamersResponseSchema>

export const streamersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStreamers: build.query<StreamersResponse, void>({
      query: () => '/auth/user/getStreamers',
      // A profile save changes a streamer's name and bio: it invalidates Streamer/LIST.
      providesTags: (result) => [
        { type: 'Streamer', id: 'LIST' },
        ...(result?.streamers ?? []).map((streamer) => ({ type: 'Streamer' as const, id: streamer._id })),
      ],
    }),
  }),
})

export const { useGetStreamersQuery } = streamersApi
