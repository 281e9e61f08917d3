// Auctions (contract/auctions.ts): start and cancel (the Live page), read, bid and pay (the auction
// page), the streamer's live one (their page). Every answer is the auction as it now is, which goes
// into the cache; the live updates (`?auction=<id>`) refetch it when someone else changes it.
// Tag: User/AUCTION (api.ts's tag types are fixed); a paid auction invalidates it (use-pay-auction.ts).
import type { z } from 'zod'
import type {
  AuctionPayResponse,
  AuctionResponse,
  AuctionsToPayResponse,
  BidInput,
  liveAuctionResponseSchema,
  myAuctionsResponseSchema,
  StartAuctionInput,
} from '../../contract/auctions'
import { api } from '../api/api'
import { type WithClockOffset, withClockOffset } from '../lib/server-clock'

/** The auction with how far the server's clock is ahead of this device's, to count down by. */
export type LiveAuction = WithClockOffset<AuctionResponse>
type MyAuctions = z.output<typeof myAuctionsResponseSchema>

export const auctionTag = { type: 'User', id: 'AUCTION' } as const

export const auctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuction: build.query<LiveAuction, string>({
      query: (id) => `/auth/user/auctions/${encodeURIComponent(id)}`,
      transformResponse: withClockOffset<AuctionResponse>,
      providesTags: [auctionTag],
    }),
    getLiveAuction: build.query<z.output<typeof liveAuctionResponseSchema>, string>({
      query: (streamerId) => `/auth/user/auctions/live/${encodeURIComponent(streamerId)}`,
      providesTags: [auctionTag],
    }),
    /** The auctions the signed-in user won and may pay now: the banner on every page. */
    getAuctionsToPay: build.query<AuctionsToPayResponse, void>({
      query: () => '/auth/user/auctions/to-pay',
      providesTags: [auctionTag],
    }),
    getMyAuctions: build.query<WithClockOffset<MyAuctions>, void>({
      query: () => '/auth/user/auctions/mine',
      transformResponse: withClockOffset<MyAuctions>,
      providesTags: [auctionTag],
    }),
    startAuction: build.mutation<LiveAuction, StartAuctionInput>({
      query: (body) => ({ url: '/auth/user/auctions', method: 'POST', body }),
      transformResponse: withClockOffset<AuctionResponse>,
      invalidatesTags: [auctionTag],
    }),
    cancelAuction: build.mutation<LiveAuction, string>({
      query: (id) => ({ url: `/auth/user/auctions/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      transformResponse: withClockOffset<AuctionResponse>,
      invalidatesTags: [auctionTag],
    }),
    placeBid: build.mutation<LiveAuction, { id: string; bid: BidInput }>({
      query: ({ id, bid }) => ({
        url: `/auth/user/auctions/${encodeURIComponent(id)}/bids`,
        method: 'POST',
        body: bid,
      }),
      transformResponse: withClockOffset<AuctionResponse>,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(auctionsApi.util.upsertQueryData('getAuction', id, data))
        } catch {
          // The bid form shows the refusal.
        }
      },
    }),
    payAuction: build.mutation<AuctionPayResponse, string>({
      query: (id) => ({ url: `/auth/user/auctions/${encodeURIComponent(id)}/pay`, method: 'POST' }),
    }),
  }),
})

export const {
  useGetAuctionQuery,
  useGetLiveAuctionQuery,
  useGetAuctionsToPayQuery,
  useGetMyAuctionsQuery,
  useStartAuctionMutation,
  useCancelAuctionMutation,
  usePlaceBidMutation,
  usePayAuctionMutation,
} = auctionsApi
