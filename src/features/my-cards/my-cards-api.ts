// The viewer's own cards and the use call (spec sections 4 and 7). `useCard` stays a mutation of its
// own (hook `useUseCardMutation`): the offline queue wraps exactly this call, with the same idempotency key.
import { api } from '../../api/api'
import type { OwnedCard } from '../../contract/cards'

export interface OwnedCardsResponse {
  status: string
  cards: OwnedCard[]
}

export interface UseCardRequest {
  cardId: string
  transactionId: string
  cardTitle: string
  description: string
  streamerEmailId: string
  duration: number
  /** Made when 'Use Now' is pressed; a retry with the same key is the same use. */
  idempotencyKey: string
}

export interface UseCardResponse {
  status: string
  message?: string
  error?: string
  transactionId?: string
  usedAt?: string | null
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
    useCard: build.mutation<UseCardResponse, UseCardRequest>({
      query: (body) => ({ url: '/auth/user/useCard', method: 'POST', body }),
      // Success or refusal (already used elsewhere), the purchase's state is refetched.
      invalidatesTags: (_result, _error, { transactionId }) => [{ type: 'OwnedCard', id: transactionId }],
      // Spec section 4: the card shows as used as soon as the call succeeds, before the refetch lands.
      async onQueryStarted({ transactionId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          if (data.status !== 'success') return
          dispatch(
            myCardsApi.util.updateQueryData('getUserCards', undefined, (draft) => {
              const card = draft.cards.find((owned) => owned.transactionId === transactionId)
              if (card) {
                card.isUsed = true
                card.usedAt = data.usedAt ?? new Date().toISOString()
              }
            }),
          )
        } catch {
          // The page reports the failure.
        }
      },
    }),
  }),
})

export const { useGetUserCardsQuery, useUseCardMutation } = myCardsApi
