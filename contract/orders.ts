import { z } from 'zod'
import { nextCursorField, pageQuerySchema } from './paging'

// A viewer's orders: every card they bought or took, with what they paid, the payment and any
// refund (`GET /auth/user/orders`, the Orders page). Amounts in rupees, as every answer carries them.

export const ORDERS_PAGE_SIZE = 20

/** What became of the order's money: a card's price paid, a free take, or money that went back. */
export const orderStatuses = ['paid', 'free', 'refund-pending', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderStatusLabels: Record<OrderStatus, string> = {
  paid: 'Paid',
  free: 'Free',
  'refund-pending': 'Refund pending',
  refunded: 'Refunded',
}

export const orderSchema = z.object({
  id: z.string(),
  /** When it was bought (ISO 8601). */
  date: z.string(),
  /** The streamer whose card it is, by their username. */
  streamer: z.string(),
  card: z.string(),
  /** What the viewer paid, in rupees: an auction's winning bid, not the card's list price. */
  amount: z.number(),
  /** The provider's payment id; null for a free card. */
  paymentId: z.string().nullable(),
  status: z.enum(orderStatuses),
  /** The latest refund asked for this order, if any. */
  refund: z
    .object({ amount: z.number(), status: z.enum(['pending', 'processed', 'failed']), date: z.string() })
    .nullable(),
})
export type Order = z.output<typeof orderSchema>

export const ordersQuerySchema = pageQuerySchema
export const ordersResponseSchema = z.object({
  status: z.literal('success'),
  orders: z.array(orderSchema),
  nextCursor: nextCursorField,
})
export type OrdersResponse = z.output<typeof ordersResponseSchema>

export const orderMessages = {
  loading: 'Loading your orders...',
  failed: "Couldn't load your orders. Try again.",
  emptyTitle: 'No orders yet',
  empty: 'Cards you buy or take for free appear here, with what you paid.',
  moreFailed: "Couldn't load more orders. Try again.",
} as const

/** The receipt mailed for each payment of a card (server/modules/purchases/receipt-mail.ts). */
export const receiptMessages = {
  subject: (card: string) => `Your Cardcast receipt: ${card}`,
} as const
