// The purchase steps (spec section 7): order, simulated checkout, verify, record. Only the recorded
// transaction changes anything cached: it refreshes the market and the owned cards.

import { api } from '../api/api'
import { cardList, type StatusResponse } from '../api/cards-api'
import type { PaymentOrderResponse } from '../contract/cards'

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

const ownedList = { type: 'OwnedCard', id: 'LIST' } as const

export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useCreatePaymentOrderMutation,
  useSimulatePaymentMutation,
  useVerifyPaymentMutation,
  useCreateTransactionMutation,
} = purchaseApi
