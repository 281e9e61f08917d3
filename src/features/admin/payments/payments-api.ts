import type { AdminMessageResponse, AdminTransactionsResponse } from '../../../contract/admin'
import { adminApi } from '../admin-api'
import type { PageArgs } from '../components/cursor-pages'

export type StatusFilter = 'all' | 'used' | 'unused'

/** Payment Management's filters, as `GET /auth/admin/transactions` takes them. */
export interface TransactionsFilter {
  /** Part of the buyer's email or of the card title. */
  q: string
  status: StatusFilter
}

const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the purchase records matching the filters (the server filters and pages). */
    getAdminTransactions: build.query<AdminTransactionsResponse, TransactionsFilter & PageArgs>({
      query: (args) => ({ url: '/auth/admin/transactions', params: args }),
      providesTags: (page) => [
        { type: 'AdminTransaction', id: 'LIST' },
        ...(page?.transactions ?? []).map((transaction) => ({
          type: 'AdminTransaction' as const,
          id: transaction._id,
        })),
      ],
    }),
    deleteAdminTransaction: build.mutation<AdminMessageResponse, string>({
      query: (id) => ({ url: `/auth/admin/transactions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Card Management's tiles (active count, revenue) and times-used counts read transactions too.
      invalidatesTags: ['AdminTransaction', { type: 'AdminCard', id: 'USAGE' }, 'AdminActivity'],
    }),
  }),
})

export const {
  useGetAdminTransactionsQuery,
  useLazyGetAdminTransactionsQuery,
  useDeleteAdminTransactionMutation,
} = paymentsApi
