import type { FastifyBaseLogger } from 'fastify'
import { CURRENCY } from '../../../../contract/constants'
import { type PaymentProvider, PaymentProviderError } from './provider'

interface OpenOrder {
  provider: PaymentProvider
  amountPaise: number
  receipt: string
  /** Stores the opened order (card or Creator Pro) under the provider's order id. */
  record: (orderId: string) => Promise<unknown>
  /** Gives back the hourly quota spent on it when no order was opened. */
  releaseQuota: () => Promise<unknown>
  log: FastifyBaseLogger
}

/**
 * Opens a checkout at the provider for the amount the server decided and records it: the order id,
 * or undefined when the provider refused (the caller answers 502). Shared by card and plan orders.
 */
export async function openOrder({ provider, amountPaise, receipt, record, releaseQuota, log }: OpenOrder) {
  try {
    const { orderId } = await provider.createOrder({
      amountPaise,
      currency: CURRENCY,
      receipt: receipt.slice(0, 40),
    })
    await record(orderId)
    return orderId
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    await releaseQuota()
    log.warn({ err: error }, 'payment order failed')
    return undefined
  }
}
