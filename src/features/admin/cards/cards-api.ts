import type {
  ActiveCountResponse,
  AdminCard,
  AdminCardsResponse,
  AdminMessageResponse,
  RevenueResponse,
  UsageCounts,
} from '../../../contract/admin'
import { adminApi, refreshAppData } from '../admin-api'

const cardsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCards: build.query<AdminCard[], void>({
      query: () => '/auth/admin/cards',
      transformResponse: (body: AdminCardsResponse) => body.cards,
      providesTags: (cards = []) => [
        { type: 'AdminCard', id: 'LIST' },
        ...cards.map((card) => ({ type: 'AdminCard' as const, id: card._id })),
      ],
    }),
    getCardUsageCounts: build.query<UsageCounts, void>({
      query: () => '/auth/admin/cards/usage-counts',
      providesTags: [{ type: 'AdminCard', id: 'USAGE' }],
    }),
    getActiveTransactionsCount: build.query<number, void>({
      query: () => '/auth/admin/transactions/active',
      transformResponse: (body: ActiveCountResponse) => body.count,
      providesTags: [{ type: 'AdminTransaction', id: 'ACTIVE' }],
    }),
    getTotalRevenue: build.query<number, void>({
      query: () => '/auth/admin/transactions/revenue',
      transformResponse: (body: RevenueResponse) => body.totalRevenue,
      providesTags: [{ type: 'AdminTransaction', id: 'REVENUE' }],
    }),
    deleteAdminCard: build.mutation<AdminMessageResponse, string>({
      query: (id) => ({ url: `/auth/admin/cards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'AdminCard', id },
        { type: 'AdminCard', id: 'LIST' },
        'AdminStats',
        'AdminActivity',
      ],
      // The card also leaves the public market.
      onQueryStarted: refreshAppData('Card'),
    }),
  }),
})

export const {
  useGetAdminCardsQuery,
  useGetCardUsageCountsQuery,
  useGetActiveTransactionsCountQuery,
  useGetTotalRevenueQuery,
  useDeleteAdminCardMutation,
} = cardsApi
