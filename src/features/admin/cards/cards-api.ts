import type { AdminMessageResponse } from '../../../../contract/admin'
import type { ActiveCountResponse, RevenueResponse } from '../../../../contract/admin-dashboard'
import type { AdminCardsResponse, AdminCardsSummary } from '../../../../contract/admin-marketplace'
import { adminApi, refreshAppData } from '../admin-api'
import type { PageArgs } from '../components/cursor-pages'

/** Card Management's filters, as `GET /auth/admin/cards` takes them ('all' or empty: any). */
export interface CardsFilter {
  q: string
  category: string
  rarity: string
}

const cardsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the cards matching the filters, each with its times used (the server filters and pages). */
    getAdminCards: build.query<AdminCardsResponse, CardsFilter & PageArgs>({
      query: (args) => ({ url: '/auth/admin/cards', params: args }),
      providesTags: (page) => [
        { type: 'AdminCard', id: 'LIST' },
        { type: 'AdminCard', id: 'USAGE' },
        ...(page?.cards ?? []).map((card) => ({ type: 'AdminCard' as const, id: card._id })),
      ],
    }),
    /** The Total Cards and Total Price tiles, over every card on the market. */
    getAdminCardsSummary: build.query<AdminCardsSummary, void>({
      query: () => '/auth/admin/cards/summary',
      providesTags: [{ type: 'AdminCard', id: 'SUMMARY' }],
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
        { type: 'AdminCard', id: 'SUMMARY' },
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
  useLazyGetAdminCardsQuery,
  useGetAdminCardsSummaryQuery,
  useGetActiveTransactionsCountQuery,
  useGetTotalRevenueQuery,
  useDeleteAdminCardMutation,
} = cardsApi
