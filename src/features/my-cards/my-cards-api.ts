// The viewer's own cards (spec sections 4 and 7). Using one goes through the offline queue
// (src/offline/use-card-queue.ts), which sends `useCard` now or once the device is back online.
import { api } from '../../api/api'
import type { OwnedCard } from '../../contract/cards'

export interface OwnedCardsResponse {
  status: string
  cards: OwnedCard[]
}

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
