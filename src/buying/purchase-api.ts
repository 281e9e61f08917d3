// The purchase steps: order, simulated checkout, verify, record. Only the recorded
// transaction changes anything cached: it refreshes the market and the owned cards.
import type { z } from 'zod'
import type { statusMessageSchema } from '../../contract/common'
import type {
  PaymentOrderResponse,
  paymentOrderSchema,
  paymentSimulateSchema,
  paymentVerifySchema,
  SimulatedPayment,
} from '../../contract/payments'
import type { createTransactionSchema, transactionResponseSchema } from '../../contract/purchases'
import { api } from '../api/api'
import { cardList } from '../api/cards-api'

/** What a checkout (simulated or Razorpay) hands back, and what payment-verify checks. */
export type PaymentResult = z.input<typeof paymentVerifySchema>

const ownedList = { type: 'OwnedCard', id: 'LIST' } as const

export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentOrder: build.mutation<PaymentOrderResponse, z.input<typeof paymentOrderSchema>>({
      query: (body) => ({ url: '/auth/user/payment-order', method: 'POST', body }),
      invalidatesTags: [],
    }),
    simulatePayment: build.mutation<SimulatedPayment, z.input<typeof paymentSimulateSchema>>({
      query: (body) => ({ url: '/auth/user/payment-simulate', method: 'POST', body }),
      invalidatesTags: [],
    }),
    verifyPayment: build.mutation<z.output<typeof statusMessageSchema>, PaymentResult>({
      query: (body) => ({ url: '/auth/user/payment-verify', method: 'POST', body }),
      invalidatesTags: [],
    }),
    createTransaction: build.mutation<
      z.output<typeof transactionResponseSchema>,
      z.input<typeof createTransactionSchema>
    >({
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
