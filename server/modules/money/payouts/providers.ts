import type { Config } from '../../../config'
import type { PayoutAccountsRepository } from '../payout-accounts-repository'
import type { PayoutProvider } from './provider'
import { createRazorpayXProvider } from './razorpayx'
import { createSimulatedPayoutProvider } from './simulated'

export type PayoutProviderName = PayoutProvider['name']

/**
 * Which provider pays creators: RazorpayX when RAZORPAYX_ACCOUNT_NUMBER and the Razorpay keys are set;
 * otherwise the simulated one, but only where payments may be simulated too (outside production, or
 * PAYMENTS_SIMULATED=1): a production server never marks a creator paid without paying them.
 */
export function createPayoutProviders(config: Config, accounts: PayoutAccountsRepository) {
  const { keyId, keySecret, apiUrl } = config.razorpay
  const accountNumber = config.razorpayXAccountNumber
  const razorpayx =
    accountNumber && keyId && keySecret
      ? createRazorpayXProvider({ keyId, keySecret, apiUrl, accountNumber }, accounts)
      : undefined
  const simulated =
    !config.production || config.paymentsSimulated ? createSimulatedPayoutProvider() : undefined
  return {
    /** The provider new payouts go to; undefined when payouts are not configured. */
    current: (): PayoutProvider | undefined => razorpayx ?? simulated,
    /** The provider a payout was made with, to send it again. */
    byName: (name: PayoutProviderName): PayoutProvider | undefined =>
      name === 'razorpayx' ? razorpayx : simulated,
  }
}

export type PayoutProviders = ReturnType<typeof createPayoutProviders>
