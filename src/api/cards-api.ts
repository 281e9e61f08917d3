// Shared endpoints: the card catalogue, read by the market,
// the streamer pages, the inventory and the create form; the purchase steps live in src/buying. Tags:
// every list of cards provides `Card/LIST` plus one tag per card, so creating or deleting a card
// refreshes the market, the streamer pages and the inventory at once.
import type { z } from 'zod'
import type { CardsResponse, createCardResponseSchema, createCardSchema } from '../../contract/cards'
import type { statusMessageSchema } from '../../contract/common'
import { api } from './api'
import { apiPaths } from './api-paths'

export const cardList = { type: 'Card', id: 'LIST' } as const

function cardTags(result: CardsResponse | undefined) {
  return [cardList, ...(result?.cards ?? []).map((card) => ({ type: 'Card' as const, id: card._id }))]
}

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The market; with `q`, the server's search of it (card titles and streamer names). */
    getCards: build.query<CardsResponse, { q: string } | undefined>({
      query: (search) => (search ? { url: apiPaths.catalogue, params: { q: search.q } } : apiPaths.catalogue),
      providesTags: cardTags,
    }),
    /** A streamer's cards, by user id (the creator's own inventory) or by email (the streamer page). */
    getStreamerCards: build.query<CardsResponse, string>({
      query: (idOrEmail) => `/auth/user/getStreamerCards/${encodeURIComponent(idOrEmail)}`,
      providesTags: cardTags,
    }),
    createCard: build.mutation<z.output<typeof createCardResponseSchema>, z.input<typeof createCardSchema>>({
      query: (body) => ({ url: '/auth/user/createCard', method: 'POST', body }),
      invalidatesTags: [cardList],
    }),
    deleteCard: build.mutation<z.output<typeof statusMessageSchema>, string>({
      query: (id) => ({ url: `/auth/user/deleteCard/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [cardList, { type: 'Card', id }],
    }),
  }),
})

export const { useGetCardsQuery, useGetStreamerCardsQuery, useCreateCardMutation, useDeleteCardMutation } =
  cardsApi
