import type { z } from 'zod'
import {
  type AdminSettings,
  type BusinessSettings,
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_SMTP_PORT,
  type GeneralSettings,
  isMaskedSecret,
  type PaymentSettings,
  SECRET_MASK,
  type SmtpSettingsForm,
  type settingsUpdateSchema,
} from '../../../contract/settings'
import { SETTINGS_KEYS, type SettingsRepository } from '../settings'

type Update = z.output<typeof settingsUpdateSchema>

export const defaultSettings = (): AdminSettings => ({
  general: { siteName: '', siteDescription: '', siteLogo: '', favicon: '' },
  payment: {
    paymentGateway: 'razorpay',
    stripePublicKey: '',
    stripeSecretKey: '',
    paypalClientId: '',
    paypalSecret: '',
    razorpay: { mode: 'test', testKeyId: '', testKeySecret: '', liveKeyId: '', liveKeySecret: '' },
    currency: 'INR',
    taxRate: 0,
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
  },
  smtp: {
    host: '',
    port: DEFAULT_SMTP_PORT,
    username: '',
    password: '',
    encryption: 'tls',
    fromName: '',
    fromEmail: '',
    replyToEmail: '',
  },
  business: { ...DEFAULT_BUSINESS_SETTINGS },
})

/** Shows that a secret is set, and its last 4 characters when it is long enough to spare them. */
export function maskSecret(secret: string): string {
  if (!secret) return ''
  return secret.length >= 12 ? `${SECRET_MASK}${secret.slice(-4)}` : SECRET_MASK
}

/** A secret from a PUT: the masked value sent back (or any masked value) keeps the stored one. */
const keepMasked = (incoming: string | undefined, stored: string) =>
  incoming === undefined || isMaskedSecret(incoming) ? stored : incoming

/**
 * The admin settings over the key/value settings store: 'general' (read by the public site-settings
 * route), 'payment' and 'smtp' (read by the mailer at each send), 'business' (who issues tax invoices, and the tax rates).
 */
export function createAdminSettings(store: SettingsRepository) {
  async function load(): Promise<AdminSettings> {
    const defaults = defaultSettings()
    const [general, payment, smtp, business] = await Promise.all([
      store.get<Partial<GeneralSettings>>(SETTINGS_KEYS.general),
      store.get<Partial<PaymentSettings>>(SETTINGS_KEYS.payment),
      store.get<Partial<SmtpSettingsForm>>(SETTINGS_KEYS.smtp),
      store.get<Partial<BusinessSettings>>(SETTINGS_KEYS.business),
    ])
    return {
      general: { ...defaults.general, ...general },
      payment: {
        ...defaults.payment,
        ...payment,
        razorpay: { ...defaults.payment.razorpay, ...payment?.razorpay },
      },
      smtp: { ...defaults.smtp, ...smtp },
      business: { ...defaults.business, ...business },
    }
  }

  return {
    load,

    /** What an administrator sees: every secret masked. */
    masked(settings: AdminSettings): AdminSettings {
      const { payment, smtp } = settings
      return {
        general: settings.general,
        payment: {
          ...payment,
          stripeSecretKey: maskSecret(payment.stripeSecretKey),
          paypalSecret: maskSecret(payment.paypalSecret),
          razorpay: {
            ...payment.razorpay,
            testKeySecret: maskSecret(payment.razorpay.testKeySecret),
            liveKeySecret: maskSecret(payment.razorpay.liveKeySecret),
          },
        },
        smtp: { ...smtp, password: maskSecret(smtp.password) },
        business: settings.business,
      }
    },

    /** Merges the sections and fields present over the stored ones and saves those sections. */
    async update(update: Update): Promise<AdminSettings> {
      const current = await load()
      if (update.general) {
        current.general = { ...current.general, ...update.general }
        await store.set(SETTINGS_KEYS.general, current.general)
      }
      if (update.payment) {
        const { razorpay, ...rest } = update.payment
        const stored = current.payment
        current.payment = {
          ...stored,
          ...rest,
          stripeSecretKey: keepMasked(rest.stripeSecretKey, stored.stripeSecretKey),
          paypalSecret: keepMasked(rest.paypalSecret, stored.paypalSecret),
          razorpay: {
            ...stored.razorpay,
            ...razorpay,
            testKeySecret: keepMasked(razorpay?.testKeySecret, stored.razorpay.testKeySecret),
            liveKeySecret: keepMasked(razorpay?.liveKeySecret, stored.razorpay.liveKeySecret),
          },
        }
        await store.set(SETTINGS_KEYS.payment, current.payment)
      }
      if (update.smtp) {
        current.smtp = {
          ...current.smtp,
          ...update.smtp,
          password: keepMasked(update.smtp.password, current.smtp.password),
        }
        await store.set(SETTINGS_KEYS.smtp, current.smtp)
      }
      if (update.business) {
        current.business = { ...current.business, ...update.business }
        await store.set(SETTINGS_KEYS.business, current.business)
      }
      return current
    },

    /** Sets one general field (an uploaded favicon or logo); the public site follows at once. */
    async setGeneral(field: 'favicon' | 'siteLogo', url: string): Promise<string> {
      const general = (await load()).general
      const previous = general[field]
      await store.set(SETTINGS_KEYS.general, { ...general, [field]: url })
      return previous
    },
  }
}

export type AdminSettingsService = ReturnType<typeof createAdminSettings>
