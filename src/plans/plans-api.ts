// The creator plans (contract/plans.ts): start streaming free, buy Creator Pro. Each answer that
// changes the user refreshes the profile (User/ME), the plan (User/PLAN) and the streamer list.
import type { z } from 'zod'
import type {
  becomeCreatorResponseSchema,
  PlanOrderResponse,
  PlanRenewalResponse,
  PlanStatus,
  planOrderSchema,
  planRenewalRequestSchema,
  planVerifySchema,
} from '../../contract/plans'
import { api } from '../api/api'

const changed = [
  { type: 'User', id: 'ME' },
  { type: 'User', id: 'PLAN' },
  { type: 'Streamer', id: 'LIST' },
] as const

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<PlanStatus, void>({
      query: () => '/auth/user/plan',
      providesTags: [{ type: 'User', id: 'PLAN' }],
    }),
    becomeCreator: build.mutation<z.output<typeof becomeCreatorResponseSchema>, void>({
      query: () => ({ url: '/auth/user/become-creator', method: 'POST', body: {} }),
      invalidatesTags: [...changed],
    }),
    createPlanOrder: build.mutation<PlanOrderResponse, z.input<typeof planOrderSchema>>({
      query: (body) => ({ url: '/auth/user/plan-order', method: 'POST', body }),
    }),
    setPlanRenewal: build.mutation<PlanRenewalResponse, z.input<typeof planRenewalRequestSchema>>({
      query: (body) => ({ url: '/auth/user/plan-renewal', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'PLAN' }],
    }),
    verifyPlanPayment: build.mutation<PlanStatus, z.input<typeof planVerifySchema>>({
      query: (body) => ({ url: '/auth/user/plan-verify', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
  }),
})

export const {
  useGetPlanQuery,
  useBecomeCreatorMutation,
  useCreatePlanOrderMutation,
  useVerifyPlanPaymentMutation,
  useSetPlanRenewalMutation,
} = plansApi
