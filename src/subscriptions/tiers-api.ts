// A streamer's subscription tiers: `GET`, `POST /auth/user/subscription-tiers` and `PUT`, `DELETE
// /auth/user/subscription-tiers/{id}`. Its tag, SubscriptionTier/ME, is added to the app's slice here.
import type { TierRequest, TierResponse, TiersResponse } from '../../contract/subscriptions'
import { api } from '../api/api'

const mine = { type: 'SubscriptionTier', id: 'ME' } as const
const PATH = '/auth/user/subscription-tiers'

export const tiersApi = api.enhanceEndpoints({ addTagTypes: ['SubscriptionTier'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyTiers: build.query<TiersResponse, void>({ query: () => PATH, providesTags: [mine] }),
    createTier: build.mutation<TierResponse, TierRequest>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: [mine],
    }),
    editTier: build.mutation<TierResponse, { id: string; tier: TierRequest }>({
      query: ({ id, tier }) => ({ url: `${PATH}/${encodeURIComponent(id)}`, method: 'PUT', body: tier }),
      invalidatesTags: [mine],
    }),
    retireTier: build.mutation<TierResponse, string>({
      query: (id) => ({ url: `${PATH}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [mine],
    }),
  }),
})

export const { useGetMyTiersQuery, useCreateTierMutation, useEditTierMutation, useRetireTierMutation } =
  tiersApi
