import type {
  DisputeActionResponse,
  DisputeResponse,
  DisputeSubmit,
  DisputesResponse,
} from '../../../../contract/disputes'
import { adminApi } from '../admin-api'

const disputesApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminDispute'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminDisputes: build.query<DisputesResponse, void>({
      query: () => '/auth/admin/disputes',
      providesTags: [{ type: 'AdminDispute', id: 'LIST' }],
    }),
    getAdminDispute: build.query<DisputeResponse, string>({
      query: (id) => `/auth/admin/disputes/${encodeURIComponent(id)}`,
      providesTags: (_answer, _error, id) => [{ type: 'AdminDispute', id }],
    }),
    submitDisputeEvidence: build.mutation<DisputeActionResponse, DisputeSubmit & { id: string }>({
      query: ({ id, summary }) => ({
        url: `/auth/admin/disputes/${encodeURIComponent(id)}/submit`,
        method: 'POST',
        body: { summary },
      }),
      invalidatesTags: (_answer, _error, { id }) => [
        { type: 'AdminDispute', id: 'LIST' },
        { type: 'AdminDispute', id },
      ],
    }),
    acceptDispute: build.mutation<DisputeActionResponse, string>({
      query: (id) => ({ url: `/auth/admin/disputes/${encodeURIComponent(id)}/accept`, method: 'POST' }),
      invalidatesTags: (_answer, _error, id) => [
        { type: 'AdminDispute', id: 'LIST' },
        { type: 'AdminDispute', id },
      ],
    }),
  }),
})

export const {
  useGetAdminDisputesQuery,
  useGetAdminDisputeQuery,
  useSubmitDisputeEvidenceMutation,
  useAcceptDisputeMutation,
} = disputesApi
