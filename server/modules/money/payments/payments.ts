import { businessDetailsComplete } from '../../../../contract/settings'
import type { Config } from '../../../config'
import type { RazorpayKeys } from '../../../lib/razorpay'
import { SETTINGS_KEYS, type SettingsRepository } from '../../settings'
import { loadBusinessFrom } from '../tax/business'
import type { PaymentProvider } from './provider'
import { createRazorpayProvider } from './razorpay'
import { createRazorpaySubscriptions } from './razorpay-subscriptions'
import { createSimulatedProvider } from './simulated'

/** The part of the admin payment settings that decides the provider. */
interface PaymentSettings {
  paymentGateway?: string
  razorpay?: {
    mode?: 'test' | 'live'
    testKeyId?: string
    testKeySecret?: string
    liveKeyId?: string
    liveKeySecret?: string
  }
}

/**
 * Picks the provider at each order, so that saved admin settings apply at once: the admin's Razorpay
 * keys when filled in, else RAZORPAY_* from the environment, else the simulated provider when on
 * (`simulatedKey`: the derived key of its signatures).
 */
export function createPayments(config: Config, settings: SettingsRepository, simulatedKey: Uint8Array) {
  const simulated = createSimulatedProvider(simulatedKey)

  async function razorpayKeys(): Promise<RazorpayKeys | undefined> {
    const saved = await settings.get<PaymentSettings>(SETTINGS_KEYS.payment)
    const mode = saved?.razorpay?.mode ?? 'test'
    const keyId = mode === 'live' ? saved?.razorpay?.liveKeyId : saved?.razorpay?.testKeyId
    const keySecret = mode === 'live' ? saved?.razorpay?.liveKeySecret : saved?.razorpay?.testKeySecret
    if (saved?.paymentGateway === 'razorpay' && keyId && keySecret) {
      return { keyId, keySecret, apiUrl: config.razorpay.apiUrl }
    }
    if (config.razorpay.keyId && config.razorpay.keySecret) {
      return {
        keyId: config.razorpay.keyId,
        keySecret: config.razorpay.keySecret,
        apiUrl: config.razorpay.apiUrl,
      }
    }
    return undefined
  }

  async function razorpay(): Promise<PaymentProvider | undefined> {
    const keys = await razorpayKeys()
    return keys && createRazorpayProvider(keys)
  }

  /**
   * In production nothing is sold until the business details a tax invoice names are set
   * (docs/tax.md): every paid feature answers 503 as when no provider is configured.
   */
  async function invoiceable() {
    return !config.production || businessDetailsComplete(await loadBusinessFrom(settings))
  }

  return {
    /** The Razorpay keys in force, for its calls beyond payments (disputes); undefined when not configured. */
    razorpayKeys,
    /** Simulated payments are on (also `config.paymentsSimulated`): the admin dashboard warns of it. */
    simulatedEnabled: config.paymentsSimulated,
    completeSimulated: simulated.completePayment,
    /**
     * Where new subscriptions go: Razorpay Subscriptions when Razorpay is configured, else the
     * simulated provider when on, else nowhere.
     */
    async recurring() {
      if (!(await invoiceable())) return undefined
      const keys = await razorpayKeys()
      if (keys) return createRazorpaySubscriptions(keys)
      return config.paymentsSimulated ? simulated.subscriptions : undefined
    },
    /** Razorpay Subscriptions, to verify, cancel or hear from one opened there; undefined if not configured. */
    async razorpaySubscriptions() {
      const keys = await razorpayKeys()
      return keys && createRazorpaySubscriptions(keys)
    },
    /** The simulated provider's subscriptions, to pay and verify one it opened; absent when it is off. */
    simulatedSubscriptions: config.paymentsSimulated ? simulated.subscriptions : undefined,
    /** The provider new orders go to, or undefined when none is configured. */
    async current(): Promise<PaymentProvider | undefined> {
      if (!(await invoiceable())) return undefined
      return (await razorpay()) ?? (config.paymentsSimulated ? simulated.provider : undefined)
    },
    /** The provider an existing order was made with, to verify its payment. */
    async byName(name: 'simulated' | 'razorpay'): Promise<PaymentProvider | undefined> {
      if (name === 'simulated') return config.paymentsSimulated ? simulated.provider : undefined
      return razorpay()
    },
    webhookSecret: () => config.razorpay.webhookSecret,
  }
}

export type Payments = ReturnType<typeof createPayments>
