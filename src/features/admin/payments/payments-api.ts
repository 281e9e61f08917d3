import type { AdminMessageResponse } from '../../../../contract/admin'
import type { AdminTransactionsResponse } from '../../../../contract/admin-marketplace'
import type { AdminAuctionsResponse } from '../../../../contract/auctions'
import type { OrphanPaymentsResponse, RefundRequest, RefundResponse } from '../../../../contract/refunds'
import type {
  AdminSubscriptionChargesResponse,
  ChargeRefundResponse,
} from '../../../../contract/subscription-charges'
import { adminApi, refreshAppData } from '../admin-api'
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
    /** Refunds a paid purchase: the row, the revenue tile and the activity log change. */
    refundAdminTransaction: build.mutation<RefundResponse, RefundRequest & { id: string }>({
      query: ({ id, reason }) => ({
        url: `/auth/admin/transactions/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['AdminTransaction', 'AdminActivity'],
      // The buyer's own My Cards, when open in this browser, drops the refunded card.
      onQueryStarted: refreshAppData({ type: 'OwnedCard', id: 'LIST' }),
    }),
    /** The latest subscription charges, with their refunds. */
    getSubscriptionCharges: build.query<AdminSubscriptionChargesResponse, void>({
      query: () => '/auth/admin/subscription-charges',
      providesTags: [{ type: 'AdminTransaction', id: 'CHARGES' }],
    }),
    /** Refunds a subscription charge: the list and the activity log change. */
    refundSubscriptionCharge: build.mutation<ChargeRefundResponse, RefundRequest & { id: string }>({
      query: ({ id, reason }) => ({
        url: `/auth/admin/subscription-charges/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [{ type: 'AdminTransaction', id: 'CHARGES' }, 'AdminActivity'],
    }),
    /** The latest auctions, with their bids and outcome. */
    getAdminAuctions: build.query<AdminAuctionsResponse, void>({
      query: () => '/auth/admin/auctions',
      providesTags: [{ type: 'AdminTransaction', id: 'AUCTIONS' }],
    }),
    /** Captured payments that matched no unpaid order, each refunded by itself. */
    getOrphanPayments: build.query<OrphanPaymentsResponse, void>({
      query: () => '/auth/admin/orphan-payments',
      providesTags: [{ type: 'AdminTransaction', id: 'ORPHANS' }],
    }),
  }),
})

export const {
  useGetAdminTransactionsQuery,
  useLazyGetAdminTransactionsQuery,
  useDeleteAdminTransactionMutation,
  useRefundAdminTransactionMutation,
  useGetOrphanPaymentsQuery,
  useGetSubscriptionChargesQuery,
  useRefundSubscriptionChargeMutation,
  useGetAdminAuctionsQuery,
} = paymentsApi
