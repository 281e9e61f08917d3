// The viewer's own cards (spec sections 4 and 7). Using one goes through the offline queue
// (src/offline/card-use-queue.ts), which sends `useCard` now or once the device is back online.
import type { z } from 'zod'
import { api } from '../../api/api'
import type { ownedCardsResponseSchema } from '../../contract/cards'

type OwnedCardsResponse = z.output<typeof ownedCardsResponseSchema>

const ownedList = { type: 'OwnedCard', id: 'LIST' } as const

export const myCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserCards: build.query<OwnedCardsResponse, void>({
      query: () => '/auth/user/getUserCards',
      providesTags: (result) => [
        ownedList,
        ...(result?.cards ?? []).map((card) => ({ type: 'OwnedCard' as const, id: card.transactionId })),
      ],
    }),
  }),
})

export const { useGetUserCardsQuery } = myCardsApi
