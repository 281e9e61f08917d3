// Shared endpoints: the card catalogue and purchases (spec section 7, 'Cards, purchases, profile'), shared by the market,
// the streamer pages, the inventory, the create form and the purchase flow. Tags: every list of cards
// provides `Card/LIST` plus one tag per card, so creating or deleting a card refreshes the market, the
// streamer pages and the inventory at once; a purchase also refreshes the owned cards (`OwnedCard/LIST`).

import type { Card, CreateCardRequest, PaymentOrderResponse } from '../contract/cards'
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

export interface PaymentOrderRequest {
  cardId: string
  amount: number
  currency: 'INR'
}

export interface PaymentResult {
  orderId: string
  paymentId: string
  signature: string
}

export interface CreateTransactionRequest {
  cardId: string
  streamerEmailId: string
  title: string
  description: string
  paymentId: string
  orderId: string
}

const cardList = { type: 'Card', id: 'LIST' } as const
const ownedList = { type: 'OwnedCard', id: 'LIST' } as const

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
    // The payment steps change nothing cached: only the recorded transaction does.
    createPaymentOrder: build.mutation<PaymentOrderResponse, PaymentOrderRequest>({
      query: (body) => ({ url: '/auth/user/payment-order', method: 'POST', body }),
      invalidatesTags: [],
    }),
    simulatePayment: build.mutation<PaymentResult, { orderId: string; outcome: 'success' | 'failure' }>({
      query: (body) => ({ url: '/auth/user/payment-simulate', method: 'POST', body }),
      invalidatesTags: [],
    }),
    verifyPayment: build.mutation<StatusResponse, PaymentResult>({
      query: (body) => ({ url: '/auth/user/payment-verify', method: 'POST', body }),
      invalidatesTags: [],
    }),
    createTransaction: build.mutation<StatusResponse, CreateTransactionRequest>({
      query: (body) => ({ url: '/auth/user/createTransaction', method: 'POST', body }),
      invalidatesTags: [ownedList, cardList],
    }),
  }),
})

export const {
  useGetCardsQuery,
  useGetStreamerCardsQuery,
  useCreateCardMutation,
  useDeleteCardMutation,
  useCreatePaymentOrderMutation,
  useSimulatePaymentMutation,
  useVerifyPaymentMutation,
  useCreateTransactionMutation,
} = cardsApi
