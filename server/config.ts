import { resolve } from 'node:path'
import { z } from 'zod'

// Environment parsed once, failing loudly on a bad value (README: Configuration).
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))

const envSchema = z.object({
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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cardcast <no-reply@cardcast.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  PAYMENTS_SIMULATED: flag.optional(),
  SEED_DEMO: flag.optional(),
  RATE_LIMIT: flag.default(true),
  LOG_LEVEL: z.string().default('info'),
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
  smtpUrl: string | undefined
  mailFrom: string
  adminEmail: string | undefined
  adminPassword: string | undefined
  jwtSecret: string | undefined
  sessionTtlSeconds: number
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string }
  paymentsSimulated: boolean
  seedDemo: boolean | undefined
  rateLimit: boolean
  logLevel: string
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
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    paymentsSimulated: e.PAYMENTS_SIMULATED ?? !production,
    seedDemo: e.SEED_DEMO,
    rateLimit: e.RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    distDir: resolve(import.meta.dirname, '..', 'dist'),
  }
}
