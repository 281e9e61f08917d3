// Creator Pro's figures: `GET /auth/user/analytics` for a range of UTC days. Tagged with the signed-in
// user (User/ME), so that whatever changes the user's plan refetches them: a creator who has just
// bought Creator Pro comes back to figures, not to the pitch.

import type { AnalyticsRange, AnalyticsResponse } from '../../../contract/analytics'
import { api } from '../../api/api'

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsResponse, AnalyticsRange>({
      query: ({ from, to }) => ({ url: '/auth/user/analytics', params: { from, to } }),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
})

export const { useGetAnalyticsQuery } = analyticsApi
