// The viewer's own cards (spec sections 4 and 7), a page at a time (`getUserCards` answers pages with a
// `nextCursor`): an RTK Query infinite query, whose 'Load more' fetches the page after the last one.
// Using a card goes through the offline queue (src/offline/card-use-queue.ts), which sends `useCard`
// now or once the device is back online; it, and every purchase, invalidates the `OwnedCard` tags, and
// RTK Query then refetches every page loaded so far, from the first, with fresh cursors.
// 'Use Now' online is sent here first (postCardUse) to read what the queue's sender does not pass on:
// a held use's message and a cooldown's seconds; only when the server cannot be reached does the use
// go to the offline queue (use-card-action.ts).
import type { z } from 'zod'
import { api } from '../../api/api'
import type { OwnedCardsResponse, useCardResponseSchema } from '../../contract/cards'
import type { withdrawResponseSchema } from '../../contract/stream'
import type { UseCardPayload } from '../../offline/card-use-queue'

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
    /** POST /auth/user/useCard with the key made at 'Use Now' (a retry by the queue is the same use). */
    postCardUse: build.mutation<
      z.output<typeof useCardResponseSchema>,
      UseCardPayload & { idempotencyKey: string }
    >({
      query: (body) => ({
        url: '/auth/user/useCard',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': body.idempotencyKey },
      }),
      // Used, held, or refused because it was used elsewhere: My Cards shows what the server says.
      invalidatesTags: [ownedList],
    }),
    /** POST /auth/user/uses/{id}/withdraw: a use still waiting comes back; the card is usable again. */
    withdrawUse: build.mutation<z.output<typeof withdrawResponseSchema>, string>({
      query: (useId) => ({ url: `/auth/user/uses/${encodeURIComponent(useId)}/withdraw`, method: 'POST' }),
      invalidatesTags: [ownedList],
    }),
  }),
})

export const { useGetUserCardsInfiniteQuery, usePostCardUseMutation, useWithdrawUseMutation } = myCardsApi
