// GET /auth/user/next-challenge (public): when the next free-plan challenge goes out. Read-only and
// changed by nothing the app does, so it provides no tags.
import { api } from '../../api/api'
import type { NextChallenge } from '../../contract/overlay'

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNextChallenge: build.query<NextChallenge, void>({
      query: () => '/auth/user/next-challenge',
      extraOptions: { anonymous: true },
    }),
  }),
})

export const { useGetNextChallengeQuery } = landingApi
