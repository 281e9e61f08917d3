// A creator's earnings: `GET /auth/user/earnings` (balances, next payout, payout history) and the
// ledger a page at a time (`GET /auth/user/earnings/entries`, an RTK Query infinite query whose 'Load
// more' fetches the page after the last). Tagged with the signed-in user (User/ME), like the analytics:
// the figures are the user's own, and whatever changes the user refetches them.

import type {
  EarningsEntriesQuery,
  EarningsEntriesResponse,
  EarningsResponse,
} from '../../../contract/earnings'
import { api } from '../../api/api'

/** Ledger lines per 'Load more'. */
export const LEDGER_PAGE_SIZE = 25

const me = { type: 'User', id: 'ME' } as const

export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<EarningsResponse, void>({
      query: () => '/auth/user/earnings',
      providesTags: [me],
    }),
    getEarningsEntries: build.infiniteQuery<EarningsEntriesResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/auth/user/earnings/entries',
        params: pageParam ? { limit: LEDGER_PAGE_SIZE, cursor: pageParam } : { limit: LEDGER_PAGE_SIZE },
      }),
      providesTags: [me],
    }),
    /** One page of any size, for the CSV export (not kept: each download reads the ledger afresh). */
    getEarningsEntriesPage: build.query<EarningsEntriesResponse, EarningsEntriesQuery>({
      query: (params) => ({ url: '/auth/user/earnings/entries', params }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useGetEarningsQuery, useGetEarningsEntriesInfiniteQuery } = earningsApi
