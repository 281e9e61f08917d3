// Admin site settings.
// The full schemas are what the settings forms validate; the PUT body is their deep-partial:
// a section or field left out keeps its stored value, and a masked secret sent back keeps the secret.
import { z } from 'zod'
import { EMAIL_PATTERN } from './fields'
import { INDIAN_STATE_CODES } from './indian-states'
import { GSTIN_CHECK_MESSAGE, GSTIN_PATTERN, gstinCheckHolds } from './tax-rules'

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'razorpay'] as const
export const SETTINGS_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR'] as const
export const SMTP_ENCRYPTIONS = ['tls', 'ssl', 'none'] as const
export const RAZORPAY_MODES = ['test', 'live'] as const
export const DEFAULT_SMTP_PORT = 587
export const DEFAULT_INVOICE_PREFIX = 'INV-'

/** Secrets come back from GET as this prefix plus at most their last 4 characters. */
export const SECRET_MASK = '••••••••'
export const isMaskedSecret = (value: string) => value.startsWith(SECRET_MASK)

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)

/** Secrets are kept exactly as typed (no trimming). */
const secret = (label: string) =>
  z.string({ error: `${label} must be text.` }).max(1024, `${label} must be at most 1024 characters.`)

/** An absolute http(s) URL or a path on this site ('/uploads/…'), or empty. */
const urlOrPath = (label: string) =>
  text(label, 2048).regex(/^$|^https?:\/\/\S+$|^\/(?!\/)\S*$/, `${label} must be a URL or a path.`)

const optionalEmail = (label: string) =>
  text(label, 254).regex(new RegExp(`^$|${EMAIL_PATTERN.source}`), `${label} must be a valid email.`)

/** A number, or digits in a string (form inputs often send text). */
const numeric = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: message },
  )

export const generalSettingsSchema = z.object({
  siteName: text('Site name', 100),
  siteDescription: text('Site description', 500),
  siteLogo: urlOrPath('Site logo'),
  favicon: urlOrPath('Favicon'),
})

export const razorpaySettingsSchema = z.object({
  mode: z.enum(RAZORPAY_MODES, { error: "Razorpay mode must be 'test' or 'live'." }),
  testKeyId: text('Razorpay test key id', 255),
  testKeySecret: secret('Razorpay test key secret'),
  liveKeyId: text('Razorpay live key id', 255),
  liveKeySecret: secret('Razorpay live key secret'),
})

export const paymentSettingsSchema = z.object({
  paymentGateway: z.enum(PAYMENT_GATEWAYS, { error: 'Payment gateway must be stripe, paypal or razorpay.' }),
  stripePublicKey: text('Stripe public key', 255),
  stripeSecretKey: secret('Stripe secret key'),
  paypalClientId: text('PayPal client id', 255),
  paypalSecret: secret('PayPal secret'),
  razorpay: razorpaySettingsSchema,
  currency: z.enum(SETTINGS_CURRENCIES, { error: 'Currency must be USD, EUR, GBP or INR.' }),
  taxRate: numeric('Tax rate must be a number.').pipe(
    z.number().min(0, 'Tax rate must be between 0 and 100.').max(100, 'Tax rate must be between 0 and 100.'),
  ),
  invoicePrefix: text('Invoice prefix', 20),
})

const percent = (label: string) =>
  numeric(`${label} must be a number.`).pipe(
    z.number().min(0, `${label} must be between 0 and 100.`).max(100, `${label} must be between 0 and 100.`),
  )

/**
 * Who Cardcast is on its tax invoices, and the tax rates and threshold it applies (docs/tax.md). The
 * defaults are the rates in force when this was written; a chartered accountant confirms them.
 */
export const businessSettingsSchema = z.object({
  legalName: text('Legal name', 200),
  address: text('Address', 500),
  state: z.union([z.literal(''), z.enum(INDIAN_STATE_CODES)], { error: 'Choose the state of registration.' }),
  gstin: text('GSTIN', 15)
    .toUpperCase()
    .regex(new RegExp(`^$|${GSTIN_PATTERN.source}`), 'GSTIN must be 15 characters, e.g. 29ABCDE1234F1ZW.')
    .refine(gstinCheckHolds, GSTIN_CHECK_MESSAGE),
  sac: text('SAC', 6).regex(/^$|^\d{6}$/, 'SAC must be 6 digits.'),
  gstRatePercent: percent('GST rate'),
  tdsRatePercent: percent('TDS rate'),
  tdsNoPanRatePercent: percent('TDS rate without PAN'),
  tdsThresholdRupees: numeric('TDS threshold must be a number.').pipe(
    z.number().int('TDS threshold must be whole rupees.').min(0, 'TDS threshold must be 0 or more.'),
  ),
  tcsRatePercent: percent('TCS rate'),
  // Who answers complaints (IT Rules 2021, rule 3(2); docs/privacy.md): /grievance names them. An
  // empty address is the business address; an empty mail is ADMIN_EMAIL.
  grievanceOfficerName: text('Grievance officer name', 200),
  grievanceOfficerEmail: optionalEmail('Grievance officer email'),
  grievanceOfficerAddress: text('Grievance officer address', 500),
})
export type BusinessSettings = z.output<typeof businessSettingsSchema>

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  legalName: '',
  address: '',
  state: '',
  gstin: '',
  // Online platform and related support services (a chartered accountant confirms the code).
  sac: '998599',
  gstRatePercent: 18,
  tdsRatePercent: 0.1,
  tdsNoPanRatePercent: 5,
  tdsThresholdRupees: 500_000,
  tcsRatePercent: 0.5,
  grievanceOfficerName: '',
  grievanceOfficerEmail: '',
  grievanceOfficerAddress: '',
}

/** The business details every invoice needs, with the names Settings → Business gives them. */
export const REQUIRED_BUSINESS_DETAILS = {
  legalName: 'legal name',
  address: 'address',
  state: 'state',
  gstin: 'GSTIN',
  sac: 'SAC',
} as const

type RequiredBusinessDetails = Record<keyof typeof REQUIRED_BUSINESS_DETAILS, string>

/** The names of the required business details left empty; none when complete. */
export const missingBusinessDetails = (business: RequiredBusinessDetails): string[] =>
  Object.entries(REQUIRED_BUSINESS_DETAILS)
    .filter(([field]) => !business[field as keyof RequiredBusinessDetails])
    .map(([, name]) => name)

/** Invoices need these: production refuses paid features until they are set. */
export const businessDetailsComplete = (business: RequiredBusinessDetails) =>
  missingBusinessDetails(business).length === 0

export const smtpSettingsSchema = z.object({
  host: text('SMTP host', 255).regex(/^$|^[A-Za-z0-9.\-[\]:]+$/, 'SMTP host must be a host name.'),
  port: numeric('SMTP port must be a number.').pipe(
    z
      .number()
      .int('SMTP port must be a whole number.')
      .min(1, 'SMTP port must be 1-65535.')
      .max(65535, 'SMTP port must be 1-65535.'),
  ),
  username: text('SMTP username', 255),
  password: secret('SMTP password'),
  encryption: z.enum(SMTP_ENCRYPTIONS, { error: 'Encryption must be tls, ssl or none.' }),
  fromName: text('From name', 100),
  fromEmail: optionalEmail('From email'),
  replyToEmail: optionalEmail('Reply-to email'),
})

/** `PUT /auth/admin/settings`: any subset of sections and fields. */
export const settingsUpdateSchema = z.object({
  general: generalSettingsSchema.partial().optional(),
  payment: paymentSettingsSchema.extend({ razorpay: razorpaySettingsSchema.partial() }).partial().optional(),
  smtp: smtpSettingsSchema.partial().optional(),
  business: businessSettingsSchema.partial().optional(),
})

/** `POST /auth/admin/settings/test-email`: the recipient defaults to the administrator's own address. */
export const testEmailSchema = z
  .object({ to: optionalEmail('Recipient').optional() })
  .nullish()
  .transform((body) => body ?? {})

export type GeneralSettings = z.output<typeof generalSettingsSchema>
export type PaymentSettings = z.output<typeof paymentSettingsSchema>
export type SmtpSettingsForm = z.output<typeof smtpSettingsSchema>
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>

/** `GET /auth/user/site-settings`: the public part of the general settings (title, description, logo, favicon). */
export const siteSettingsSchema = z
  .object({
    siteName: z.string(),
    siteDescription: z.string(),
    siteLogo: z.string(),
    favicon: z.string(),
  })
  .describe("The site's name, description, logo and favicon (empty when not set).")
export type SiteSettings = z.output<typeof siteSettingsSchema>

// The stored settings as they are answered: plain types, since the form rules above (trimming,
// patterns, numbers typed as text) are for what comes in, not for what goes out.

/** `GET /auth/admin/settings` (secrets masked) and the `settings` of the PUT answer. */
export const adminSettingsSchema = z
  .object({
    general: siteSettingsSchema,
    payment: z.object({
      paymentGateway: z.enum(PAYMENT_GATEWAYS),
      stripePublicKey: z.string(),
      stripeSecretKey: z.string(),
      paypalClientId: z.string(),
      paypalSecret: z.string(),
      razorpay: z.object({
        mode: z.enum(RAZORPAY_MODES),
        testKeyId: z.string(),
        testKeySecret: z.string(),
        liveKeyId: z.string(),
        liveKeySecret: z.string(),
      }),
      currency: z.enum(SETTINGS_CURRENCIES),
      taxRate: z.number(),
      invoicePrefix: z.string(),
    }),
    smtp: z.object({
      host: z.string(),
      port: z.number(),
      username: z.string(),
      password: z.string(),
      encryption: z.enum(SMTP_ENCRYPTIONS),
      fromName: z.string(),
      fromEmail: z.string(),
      replyToEmail: z.string(),
    }),
    business: z.object({
      legalName: z.string(),
      address: z.string(),
      state: z.string(),
      gstin: z.string(),
      sac: z.string(),
      gstRatePercent: z.number(),
      tdsRatePercent: z.number(),
      tdsNoPanRatePercent: z.number(),
      tdsThresholdRupees: z.number(),
      tcsRatePercent: z.number(),
      grievanceOfficerName: z.string(),
      grievanceOfficerEmail: z.string(),
      grievanceOfficerAddress: z.string(),
    }),
  })
  .describe('The settings, every secret masked.')
export type AdminSettings = z.output<typeof adminSettingsSchema>
