// Who sells a streamer's cards (contract/sellers.ts): read by a card's details and the checkout, open to
// everyone as the market is. A creator's seller details change rarely, so one answer serves every card
// of theirs for the session.
import type { SellerResponse } from '../../contract/sellers'
import { api } from './api'

export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeller: build.query<SellerResponse, string>({
      query: (streamerId) => `/auth/user/sellers/${encodeURIComponent(streamerId)}`,
      extraOptions: { anonymous: true },
      keepUnusedDataFor: 600,
    }),
  }),
})

export const { useGetSellerQuery } = sellerApi
