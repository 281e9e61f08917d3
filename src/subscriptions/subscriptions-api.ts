// Subscribing, for viewers: a streamer's offered tiers (`GET /auth/user/getStreamerTiers/{id}`), the
// subscription opened (`POST /auth/user/subscriptions`), its first month verified (`POST
// /auth/user/subscription-verify`; the simulated checkout pays it like a card order), the signed-in
// user's subscriptions, cancel or resume, and a card taken from the allowance (`POST
// /auth/user/allowance-claims`). Tags: StreamerTiers/<streamer id>, Subscription/LIST.
import type { z } from 'zod'
import type { PaymentOrderResponse, paymentVerifySchema } from '../../contract/payments'
import type {
  AllowanceClaimResponse,
  MySubscriptionsResponse,
  StreamerTiersResponse,
  SubscriptionResponse,
} from '../../contract/subscriptions'
import { api } from '../api/api'
import { cardList } from '../api/cards-api'

const list = { type: 'Subscription', id: 'LIST' } as const

export const subscriptionsApi = api
  .enhanceEndpoints({ addTagTypes: ['StreamerTiers', 'Subscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStreamerTiers: build.query<StreamerTiersResponse, string>({
        query: (streamerId) => `/auth/user/getStreamerTiers/${encodeURIComponent(streamerId)}`,
        providesTags: (_result, _error, streamerId) => [{ type: 'StreamerTiers', id: streamerId }],
      }),
      openSubscription: build.mutation<PaymentOrderResponse, { tierId: string }>({
        query: (body) => ({ url: '/auth/user/subscriptions', method: 'POST', body }),
      }),
      verifySubscription: build.mutation<SubscriptionResponse, z.input<typeof paymentVerifySchema>>({
        query: (body) => ({ url: '/auth/user/subscription-verify', method: 'POST', body }),
        invalidatesTags: [list],
      }),
      getMySubscriptions: build.query<MySubscriptionsResponse, void>({
        query: () => '/auth/user/subscriptions',
        providesTags: [list],
      }),
      cancelSubscription: build.mutation<SubscriptionResponse, string>({
        query: (id) => ({
          url: `/auth/user/subscriptions/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          body: {},
        }),
        invalidatesTags: [list],
      }),
      resumeSubscription: build.mutation<SubscriptionResponse, string>({
        query: (id) => ({
          url: `/auth/user/subscriptions/${encodeURIComponent(id)}/resume`,
          method: 'POST',
          body: {},
        }),
        invalidatesTags: [list],
      }),
      /** A past-due renewal's payment, opened for the checkout (then verifySubscription). */
      payOverdue: build.mutation<PaymentOrderResponse, string>({
        query: (id) => ({
          url: `/auth/user/subscriptions/${encodeURIComponent(id)}/pay`,
          method: 'POST',
          body: {},
        }),
      }),
      claimFromAllowance: build.mutation<AllowanceClaimResponse, { cardId: string }>({
        query: (body) => ({ url: '/auth/user/allowance-claims', method: 'POST', body }),
        invalidatesTags: [list, cardList, { type: 'OwnedCard', id: 'LIST' }],
      }),
    }),
  })

export const {
  useGetStreamerTiersQuery,
  useOpenSubscriptionMutation,
  useVerifySubscriptionMutation,
  useGetMySubscriptionsQuery,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useClaimFromAllowanceMutation,
  usePayOverdueMutation,
} = subscriptionsApi
