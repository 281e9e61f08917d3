// The viewer's own cards, a page at a time (`getUserCards` answers pages with a
// `nextCursor`): an RTK Query infinite query, whose 'Load more' fetches the page after the last one.
// Using a card goes through the use queue (use-queue/card-use-queue.ts), which sends `useCard` now
// or once the device is back online; it, and every purchase, invalidates the `OwnedCard` tags, and
// RTK Query then refetches every page loaded so far, from the first, with fresh cursors.
import type { z } from 'zod'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import type { withdrawResponseSchema } from '../../../contract/stream'
import { api } from '../../api/api'

/** Cards per page: a full grid row at every breakpoint (1, 2, 3 or 4 columns). */
export const MY_CARDS_PAGE_SIZE = 24

const ownedList = { type: 'OwnedCard', id: 'LIST' } as const

export const myCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserCards: build.infiniteQuery<OwnedCardsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      // The first page's URL never changes, so the service worker's cached copy serves it offline.
      query: ({ pageParam }) => ({
        url: '/auth/user/getUserCards',
        params: pageParam ? { limit: MY_CARDS_PAGE_SIZE, cursor: pageParam } : { limit: MY_CARDS_PAGE_SIZE },
      }),
      providesTags: (result) => [
        ownedList,
        ...(result?.pages ?? []).flatMap((page) =>
          page.cards.map((card) => ({ type: 'OwnedCard' as const, id: card.transactionId })),
        ),
      ],
    }),
    /** POST /auth/user/uses/{id}/withdraw: a use still waiting comes back; the card is usable again. */
    withdrawUse: build.mutation<z.output<typeof withdrawResponseSchema>, string>({
      query: (useId) => ({ url: `/auth/user/uses/${encodeURIComponent(useId)}/withdraw`, method: 'POST' }),
      invalidatesTags: [ownedList],
    }),
  }),
})

export const { useGetUserCardsInfiniteQuery, useWithdrawUseMutation } = myCardsApi
