// Community cards (contract/community.ts): start and cancel (the Live page), the streamer's open one
// (their page), the ones the user chipped in on (My Cards), and a contribution's checkout and
// confirmation. Each answer carries the server's clock for the countdown; the open card is read again
// every few seconds while a page shows it, so its bar follows the others' contributions.
import type { z } from 'zod'
import type {
  CommunityResponse,
  LiveCommunityResponse,
  myCommunityResponseSchema,
  PledgeOrderResponse,
  StartCommunityInput,
} from '../../contract/community'
import { api } from '../api/api'
import { type WithClockOffset, withClockOffset } from '../lib/server-clock'

type MyCommunities = z.output<typeof myCommunityResponseSchema>

/** Tag: User/COMMUNITY (api.ts's tag types are fixed). */
export const communityTag = { type: 'User', id: 'COMMUNITY' } as const

/** How often an open community card's bar is read again while shown. */
export const COMMUNITY_POLL_MS = 5000

export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLiveCommunity: build.query<WithClockOffset<LiveCommunityResponse>, string>({
      query: (streamerId) => `/auth/user/community-cards/live/${encodeURIComponent(streamerId)}`,
      transformResponse: withClockOffset<LiveCommunityResponse>,
      providesTags: [communityTag],
    }),
    getMyCommunities: build.query<WithClockOffset<MyCommunities>, void>({
      query: () => '/auth/user/community-cards/mine',
      transformResponse: withClockOffset<MyCommunities>,
      providesTags: [communityTag],
    }),
    startCommunity: build.mutation<WithClockOffset<CommunityResponse>, StartCommunityInput>({
      query: (body) => ({ url: '/auth/user/community-cards', method: 'POST', body }),
      transformResponse: withClockOffset<CommunityResponse>,
      invalidatesTags: [communityTag],
    }),
    cancelCommunity: build.mutation<WithClockOffset<CommunityResponse>, string>({
      query: (id) => ({ url: `/auth/user/community-cards/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      transformResponse: withClockOffset<CommunityResponse>,
      invalidatesTags: [communityTag],
    }),
    openPledge: build.mutation<PledgeOrderResponse, { id: string; amount: number }>({
      query: ({ id, amount }) => ({
        url: `/auth/user/community-cards/${encodeURIComponent(id)}/pledges`,
        method: 'POST',
        body: { amount },
      }),
    }),
    confirmPledge: build.mutation<CommunityResponse, { id: string; orderId: string; paymentId: string }>({
      query: ({ id, orderId, paymentId }) => ({
        url: `/auth/user/community-cards/${encodeURIComponent(id)}/pledges/confirm`,
        method: 'POST',
        body: { orderId, paymentId },
      }),
      invalidatesTags: [communityTag],
    }),
  }),
})

export const {
  useGetLiveCommunityQuery,
  useGetMyCommunitiesQuery,
  useStartCommunityMutation,
  useCancelCommunityMutation,
  useOpenPledgeMutation,
  useConfirmPledgeMutation,
} = communityApi
