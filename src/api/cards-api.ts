// Shared endpoints: the card catalogue (spec section 7, 'Cards, purchases, profile'), read by the market,
// the streamer pages, the inventory and the create form; the purchase steps live in src/buying. Tags: every list of cards
// provides `Card/LIST` plus one tag per card, so creating or deleting a card refreshes the market, the
// streamer pages and the inventory at once; a purchase also refreshes the owned cards (`OwnedCard/LIST`).

import type { Card, CreateCardRequest } from '../contract/cards'
import { api } from './api'

export interface CardsResponse {
  status: string
  cards: Card[]
}

export interface StatusResponse {
  status: string
  message?: string
  error?: string
}

/** What the create form sends: the contract's fields plus the spec's creator fields (the server uses the token's). */
export type CreateCardBody = CreateCardRequest & { creatorName: string; streamerEmailId: string }

export const cardList = { type: 'Card', id: 'LIST' } as const

function cardTags(result: CardsResponse | undefined) {
  return [cardList, ...(result?.cards ?? []).map((card) => ({ type: 'Card' as const, id: card._id }))]
}

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CardsResponse, void>({
      query: () => '/auth/user/getCards',
      providesTags: cardTags,
    }),
    /** A streamer's cards, by user id (the creator's own inventory) or by email (the streamer page). */
    getStreamerCards: build.query<CardsResponse, string>({
      query: (idOrEmail) => `/auth/user/getStreamerCards/${encodeURIComponent(idOrEmail)}`,
      providesTags: cardTags,
    }),
    createCard: build.mutation<StatusResponse & { card?: Card }, CreateCardBody>({
      query: (body) => ({ url: '/auth/user/createCard', method: 'POST', body }),
      invalidatesTags: [cardList],
    }),
    deleteCard: build.mutation<StatusResponse, string>({
      query: (id) => ({ url: `/auth/user/deleteCard/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [cardList, { type: 'Card', id }],
    }),
  }),
})

export const { useGetCardsQuery, useGetStreamerCardsQuery, useCreateCardMutation, useDeleteCardMutation } =
  cardsApi
