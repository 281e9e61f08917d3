import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'
import {
  MAIL_HOURLY_BUDGET_DEFAULT,
  MAIL_SIGNUP_HOURLY_BUDGET_DEFAULT,
  OVERLAY_MAX_STREAMS_PER_ADDRESS,
  OVERLAY_MAX_STREAMS_PER_KEY,
} from '../contract/constants'
import { ADMIN_PASSWORD_MIN_LENGTH } from '../contract/fields'

// Environment parsed once, failing loudly on a bad value (docs/configuration.md).
const flagValues = ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'] as const
const isOn = (value: string) => ['1', 'true', 'on', 'yes'].includes(value)
const flag = z.enum(flagValues).transform(isOn)
/** A variable set to nothing (or spaces) counts as unset: its default applies. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)
/** A whole number, 1 or more. */
const count = (fallback: number) => blankIsUnset(z.coerce.number().int().min(1).default(fallback))

/** Whose `X-Forwarded-For` Fastify believes: nobody, everybody, the nth hop, or these addresses. */
/** argon2id's cost profiles (modules/accounts/passwords.ts holds their costs). */
export const PASSWORD_HASH_PROFILE_NAMES = ['rfc9106', 'owasp'] as const
export type PasswordHashProfile = (typeof PASSWORD_HASH_PROFILE_NAMES)[number]

export type TrustProxy = boolean | number | string[]

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

// Off unless set: with it on, any client could name its own address in X-Forwarded-For and escape
// every per-IP limit, and write any address into the admin audit log.
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase()
    if (lower === '' || ['false', 'off', 'no'].includes(lower)) return false
    if (['true', 'on', 'yes'].includes(lower)) return true
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    const bad = entries.filter((entry) => !isAddressOrCidr(entry))
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address, a CIDR range or a hop count: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} (expected true, a hop count, or a comma-separated list such as 10.0.0.1,192.168.0.0/16)`,
      })
      return z.NEVER
    }
    return entries
  })

/** localhost, 127.0.0.0/8 and ::1: a PUBLIC_URL nobody else can reach. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}

/** 127.0.0.0/8, ::1 and localhost: a listening address nobody else can reach (0.0.0.0 and :: are all). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost') return true
  if (isIP(bare) === 4) return bare.startsWith('127.')
  return bare === '::1'
}

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case SQL identifier')
      .optional(),
    /** PostgreSQL connections per instance (docs/configuration.md). */
    DATABASE_POOL_SIZE: blankIsUnset(z.coerce.number().int().min(2).max(200).default(10)),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Cardcast <no-reply@cardcast.local>'),
    ADMIN_EMAIL: z.email().optional(),
    // The same rule as the admin forms (12 characters); the common-password check runs when the app builds.
    ADMIN_PASSWORD: z.string().min(ADMIN_PASSWORD_MIN_LENGTH).optional(),
    // 'required': an administrator without two-factor must turn it on before any other admin call.
    ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
    // argon2id's costs for new password hashes (server/modules/accounts/passwords.ts).
    PASSWORD_HASH_PROFILE: z.enum(PASSWORD_HASH_PROFILE_NAMES).default('rfc9106'),
    JWT_SECRET: z.string().min(16).optional(),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    // A session unused this long ends, whatever its expiry.
    SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    PAYMENTS_SIMULATED: z.enum(flagValues).optional(),
    RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
    KYC_PAN_CHECK_URL: z.url().optional(),
    KYC_PAN_CHECK_KEY: z.string().optional(),
    PAYOUT_HOLD_DAYS: z.coerce.number().min(0).max(90).default(7),
    PAYOUT_MINIMUM_RUPEES: z.coerce.number().min(0).default(20),
    PAYOUT_SCHEDULE: blankIsUnset(flag.optional()),
    MAIL_HOURLY_BUDGET: count(MAIL_HOURLY_BUDGET_DEFAULT),
    MAIL_SIGNUP_HOURLY_BUDGET: count(MAIL_SIGNUP_HOURLY_BUDGET_DEFAULT),
    CHALLENGE_INTERVAL_MINUTES: blankIsUnset(
      z.coerce
        .number()
        .positive()
        .max(7 * 24 * 60)
        .default(30),
    ),
    DELIVERY_SWEEP_SECONDS: blankIsUnset(z.coerce.number().positive().max(3600).default(5)),
    SUBSCRIPTION_SWEEP_SECONDS: blankIsUnset(z.coerce.number().positive().max(3600).default(60)),
    OVERLAY_MAX_STREAMS_PER_KEY: count(OVERLAY_MAX_STREAMS_PER_KEY),
    OVERLAY_MAX_STREAMS_PER_ADDRESS: count(OVERLAY_MAX_STREAMS_PER_ADDRESS),
    CLOCK_OFFSET_FILE: z.string().optional(),
    SEED_DEMO: flag.optional(),
    RATE_LIMIT: flag.default(true),
    TRUST_PROXY: trustProxy.default(false),
    API_DOCS: flag.optional(),
    LOG_LEVEL: z.string().default('info'),
    // Web Push's VAPID pair (base64url, as `npx web-push generate-vapid-keys` prints them) and contact.
    VAPID_PUBLIC_KEY: blankIsUnset(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: blankIsUnset(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key')
        .optional(),
    ),
    VAPID_SUBJECT: blankIsUnset(
      z
        .string()
        .regex(/^(?:mailto:|https:\/\/)/, 'a mailto: address or an https:// URL')
        .optional(),
    ),
  })
  .superRefine((e, ctx) => {
    const production = e.NODE_ENV === 'production'
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID keys or neither (a pair is then generated and kept in the database)',
      })
    }
    if (production && e.CLOCK_OFFSET_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_OFFSET_FILE'],
        message: 'moves the money clock for tests; never in production',
      })
    }
    if (production && !e.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'required when NODE_ENV=production (at least 16 characters, e.g. `openssl rand -base64 48`); the generated one is for the embedded default only',
      })
    }
    // Simulated payments hand out paid cards for nothing: on by default only where nobody else can
    // reach the site, an address that is local and a server that listens on loopback alone, with no
    // proxy in front (a trusted proxy, even one on loopback, is there to forward others' requests).
    // Anywhere else they must be asked for by name.
    const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`
    if (!URL.canParse(publicUrl)) return // reported by PUBLIC_URL itself
    if (e.PAYMENTS_SIMULATED === undefined && !production) {
      const exposed = !isLocalUrl(publicUrl)
        ? `PUBLIC_URL (${publicUrl}) is not a local address`
        : !isLoopbackHost(e.HOST)
          ? `HOST (${e.HOST}) listens beyond this machine`
          : e.TRUST_PROXY !== false
            ? `TRUST_PROXY (${[e.TRUST_PROXY].flat().join(',')}) says a proxy forwards other people's requests`
            : undefined
      if (exposed) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENTS_SIMULATED'],
          message: `simulated payments (on by default outside NODE_ENV=production) would let anyone buy paid cards for nothing, and ${exposed}. Set PAYMENTS_SIMULATED=0 (with Razorpay keys for real payments), or PAYMENTS_SIMULATED=1 to keep them on anyway`,
        })
      }
    }
  })

export interface Config {
  production: boolean
  port: number
  host: string
  publicUrl: string
  dataDir: string
  /** `postgres://…` switches to PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | undefined
  /** PostgreSQL schema to work in (tests give each file its own). */
  databaseSchema?: string
  /** PostgreSQL connections this instance opens at most. */
  databasePoolSize: number
  smtpUrl: string | undefined
  mailFrom: string
  adminEmail: string | undefined
  adminPassword: string | undefined
  /** ADMIN_2FA: whether every administrator must sign in with a TOTP code. */
  admin2fa: 'optional' | 'required'
  passwordHashProfile: PasswordHashProfile
  jwtSecret: string | undefined
  sessionTtlSeconds: number
  /** A user session unused this long ends (SESSION_IDLE_SECONDS). */
  sessionIdleSeconds: number
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string }
  /** RazorpayX payouts go out from this account (with the Razorpay keys); simulated payouts without it. */
  razorpayXAccountNumber: string | undefined
  /** The PAN verification service KYC uses (server/modules/money/kyc/pan-check.ts); simulated when unset outside production. */
  kyc: { panCheckUrl: string | undefined; panCheckKey: string | undefined }
  /** Days a creator's share of a sale is held before it can be paid out (the terms' deposit release). */
  payoutHoldDays: number
  /** The smallest payable balance a payout run pays, in rupees (the terms' minimum withdrawal). */
  payoutMinimumRupees: number
  /**
   * This server runs the payouts of the 1st and 15th by itself (PAYOUT_SCHEDULE): by default in
   * production only, so that tests and development servers pay nobody unless asked.
   */
  payoutSchedule: boolean
  /** Account mail (codes, links, notices to owners) of the whole site per hour (MAIL_HOURLY_BUDGET). */
  mailHourlyBudget: number
  /** Sign-up codes of the whole site per hour (MAIL_SIGNUP_HOURLY_BUDGET). */
  mailSignupHourlyBudget: number
  /** How often the free plan's timed challenge goes out (CHALLENGE_INTERVAL_MINUTES; fractions allowed). */
  challengeIntervalMs: number
  /**
   * How often every live queue is looked at for a sent card no overlay reported and a card that
   * waited too long (DELIVERY_SWEEP_SECONDS, default 5; fractions allowed).
   */
  deliverySweepMs: number
  /** How often subscriptions due a pre-debit notice, a renewal or their end are looked for. */
  subscriptionSweepMs: number
  /**
   * Open overlay streams per stream key and per client address, on each instance
   * (OVERLAY_MAX_STREAMS_PER_KEY, OVERLAY_MAX_STREAMS_PER_ADDRESS; raised for a load test).
   */
  overlayStreamCaps: { perKey: number; perAddress: number }
  /** Tests only: a file holding milliseconds to add to the money clock (holds, payout dates). */
  clockOffsetFile: string | undefined
  /** The built-in payment stand-in is on: paid cards can be had for nothing (the admin dashboard warns). */
  paymentsSimulated: boolean
  seedDemo: boolean | undefined
  rateLimit: boolean
  /** Fastify's `trustProxy`: whose `X-Forwarded-For` decides `request.ip` (rate limits, audit log). */
  trustProxy: TrustProxy
  /** The OpenAPI description and its viewer at /docs. */
  apiDocs: boolean
  logLevel: string
  /**
   * Web Push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; without them a pair is generated once
   * and kept in the database) and the contact the push services see (VAPID_SUBJECT).
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined }
  /** Where the built app and overlay are served from. */
  distDir: string
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    admin2fa: e.ADMIN_2FA,
    passwordHashProfile: e.PASSWORD_HASH_PROFILE,
    jwtSecret: e.JWT_SECRET,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    razorpayXAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER || undefined,
    kyc: { panCheckUrl: e.KYC_PAN_CHECK_URL || undefined, panCheckKey: e.KYC_PAN_CHECK_KEY || undefined },
    payoutHoldDays: e.PAYOUT_HOLD_DAYS,
    payoutMinimumRupees: e.PAYOUT_MINIMUM_RUPEES,
    payoutSchedule: e.PAYOUT_SCHEDULE ?? production,
    mailHourlyBudget: e.MAIL_HOURLY_BUDGET,
    mailSignupHourlyBudget: e.MAIL_SIGNUP_HOURLY_BUDGET,
    challengeIntervalMs: Math.round(e.CHALLENGE_INTERVAL_MINUTES * 60_000),
    deliverySweepMs: Math.round(e.DELIVERY_SWEEP_SECONDS * 1000),
    subscriptionSweepMs: Math.round(e.SUBSCRIPTION_SWEEP_SECONDS * 1000),
    overlayStreamCaps: {
      perKey: e.OVERLAY_MAX_STREAMS_PER_KEY,
      perAddress: e.OVERLAY_MAX_STREAMS_PER_ADDRESS,
    },
    clockOffsetFile: e.CLOCK_OFFSET_FILE,
    paymentsSimulated: e.PAYMENTS_SIMULATED === undefined ? !production : isOn(e.PAYMENTS_SIMULATED),
    seedDemo: e.SEED_DEMO,
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS ?? !production,
    logLevel: e.LOG_LEVEL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    distDir: resolve(import.meta.dirname, '..', 'dist'),
  }
}
