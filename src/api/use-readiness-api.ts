// What would stop the signed-in viewer using a streamer's cards now (cooldowns, their uses waiting
// against the streamer's limit), read by a streamer's page before Buy and by My Cards before Use.
import type { UseReadiness } from '../../contract/stream'
import { api } from './api'

export const useReadinessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUseReadiness: build.query<UseReadiness, string>({
      query: (streamerId) => `/auth/user/use-readiness/${encodeURIComponent(streamerId)}`,
      // A purchase or a use changes it: both invalidate the owned cards.
      providesTags: [{ type: 'OwnedCard', id: 'LIST' }],
    }),
  }),
})

export const { useGetUseReadinessQuery, useLazyGetUseReadinessQuery } = useReadinessApi
