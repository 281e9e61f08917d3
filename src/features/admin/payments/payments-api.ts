import type {
  AdminMessageResponse,
  AdminTransaction,
  AdminTransactionsResponse,
} from '../../../contract/admin'
import { adminApi } from '../admin-api'

const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTransactions: build.query<AdminTransaction[], void>({
      query: () => '/auth/admin/transactions',
      transformResponse: (body: AdminTransactionsResponse) => body.transactions,
      providesTags: (transactions = []) => [
        { type: 'AdminTransaction', id: 'LIST' },
        ...transactions.map((transaction) => ({ type: 'AdminTransaction' as const, id: transaction._id })),
      ],
    }),
    deleteAdminTransaction: build.mutation<AdminMessageResponse, string>({
      query: (id) => ({ url: `/auth/admin/transactions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Card Management's tiles (active count, revenue) and times-used counts read transactions too.
      invalidatesTags: ['AdminTransaction', { type: 'AdminCard', id: 'USAGE' }, 'AdminActivity'],
    }),
  }),
})

export const { useGetAdminTransactionsQuery, useDeleteAdminTransactionMutation } = paymentsApi
