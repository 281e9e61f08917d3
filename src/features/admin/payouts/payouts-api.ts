// The Payouts screen's calls: the batches, 'Run payouts now' and a retry. Its tag, AdminPayout, is
// added to the admin slice here, where it is used.
import type {
  AdminPayoutRetryResponse,
  AdminPayoutRunResponse,
  AdminPayoutsResponse,
} from '../../../../contract/payouts'
import { adminApi } from '../admin-api'

const batches = { type: 'AdminPayout', id: 'LIST' } as const

const payoutsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPayout'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminPayouts: build.query<AdminPayoutsResponse, void>({
      query: () => '/auth/admin/payouts',
      providesTags: (data) => [
        batches,
        ...(data?.batches ?? []).flatMap((batch) =>
          batch.payouts.map((payout) => ({ type: 'AdminPayout' as const, id: payout._id })),
        ),
      ],
    }),
    runPayouts: build.mutation<AdminPayoutRunResponse, void>({
      query: () => ({ url: '/auth/admin/payouts/run', method: 'POST', body: {} }),
      // The audit entry shows in the dashboard's activity.
      invalidatesTags: [batches, 'AdminActivity'],
    }),
    retryPayout: build.mutation<AdminPayoutRetryResponse, string>({
      query: (id) => ({
        url: `/auth/admin/payouts/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, id) => [batches, { type: 'AdminPayout', id }, 'AdminActivity'],
    }),
  }),
})

export const { useGetAdminPayoutsQuery, useRunPayoutsMutation, useRetryPayoutMutation } = payoutsApi
