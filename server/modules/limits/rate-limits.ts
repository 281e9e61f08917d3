import type { FastifyReply, FastifyRequest } from 'fastify'
import { securityMessages } from '../../../contract/messages'
import type { AppServices } from '../../app-services'
import { errorBody } from '../../errors'
import type { AccountLimitsRepository } from './account-limits-repository'

// Per-route limits for the calls that guess or send mail; applied only when rate limiting is on.
export const limitPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

/** Per client address (@fastify/rate-limit, in memory per instance). */
export const accountLimits = {
  login: limitPerMinute(20),
  signup: limitPerMinute(10),
  otp: limitPerMinute(20),
  reset: limitPerMinute(10),
}

/**
 * A limit per account: requests naming one address (normalised), from any client address, counted
 * in the database (so every instance shares the count) in fixed windows.
 */
export interface AccountLimit {
  /** Routes with the same bucket share one count per address. */
  bucket: string
  max: number
  windowMs: number
  message: string
}

const MINUTE = 60_000

/**
 * Per account, whatever the client address: sign-in attempts, OTP checks (sign-up and reset codes
 * together), code requests (resend and forgot-password together) and reset-password calls. On with
 * RATE_LIMIT, like the per-address limits; the OTP lockout and the resend backoff (modules/accounts/otp.ts)
 * hold regardless.
 */
export const perAccountLimits = {
  // Above the per-address 20 a minute, so that one client's tries never cost another client behind
  // the same proxy its own (the per-address limit bites first).
  login: {
    bucket: 'login',
    max: 30,
    windowMs: 15 * MINUTE,
    message: securityMessages.accountLoginLimited,
  },
  otp: { bucket: 'otp', max: 10, windowMs: 15 * MINUTE, message: securityMessages.accountOtpLimited },
  codeRequests: {
    bucket: 'code-requests',
    max: 10,
    windowMs: 60 * MINUTE,
    message: securityMessages.accountCodeRequestsLimited,
  },
  reset: { bucket: 'reset', max: 5, windowMs: 15 * MINUTE, message: securityMessages.accountResetLimited },
} satisfies Record<string, AccountLimit>

/** The one spelling of an address every per-account count and lookup uses. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

const LONGEST_WINDOW_MS = Math.max(...Object.values(perAccountLimits).map((limit) => limit.windowMs))
/** Old counters are deleted every this many counted requests (per instance). */
const PRUNE_EVERY = 200
let sincePrune = 0

type LimitCounters = Pick<AccountLimitsRepository, 'hitLimit' | 'pruneLimits'>

/**
 * Counts one request under `key` in a fixed window of `windowMs` kept in the database, so that every
 * instance on one PostgreSQL shares the count. Answers the hits so far and the milliseconds left.
 */
async function countInDatabase(counters: LimitCounters, key: string, windowMs: number) {
  const now = Date.now()
  const { hits, windowStartedAt } = await counters.hitLimit(
    key,
    new Date(now).toISOString(),
    new Date(now - windowMs).toISOString(),
  )
  if (++sincePrune >= PRUNE_EVERY) {
    sincePrune = 0
    await counters.pruneLimits(new Date(now - LONGEST_WINDOW_MS).toISOString())
  }
  return { hits, msLeft: Math.max(0, Date.parse(windowStartedAt) + windowMs - now) }
}

type RateLimitAnswer = { current: number; ttl: number }

/**
 * A store for @fastify/rate-limit (its contract: node_modules/@fastify/rate-limit/store/LocalStore.js)
 * that keeps the per-address counts in the database, one counter per route and address. Used on
 * PostgreSQL, where several instances behind a balancer must share them (docs/instances.md); on
 * SQLite, one process, the plugin's memory store does the same without a write per request.
 */
export function databaseRateLimitStore(counters: LimitCounters) {
  return class DatabaseRateLimitStore {
    /** The plugin passes its options first; only a child, one per route, has a prefix of its own. */
    constructor(
      _options?: unknown,
      private readonly prefix = 'address:',
    ) {}

    incr(key: string, done: (error: Error | null, answer?: RateLimitAnswer) => void, timeWindow: number) {
      countInDatabase(counters, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, msLeft }) => done(null, { current: hits, ttl: msLeft }),
        (error: Error) => done(error),
      )
    }

    /** The plugin passes the route's merged limit options, which carry the route as `routeInfo`. */
    child(options: object) {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } }
      const method = [routeInfo?.method ?? ''].flat().join(',')
      return new DatabaseRateLimitStore(undefined, `address:${method} ${routeInfo?.url ?? ''}:`)
    }
  }
}

/**
 * Counts one request against `limit` for `email` (with RATE_LIMIT on; undefined when off): whether it
 * is past the limit, the seconds until the window ends, and whether this request is the first past it
 * (exactly one per window, however requests race: the count is one atomic update).
 */
export async function countAccountAttempt(
  app: Pick<AppServices, 'config' | 'accountLimits'>,
  limit: AccountLimit,
  email: string,
): Promise<{ limited: boolean; firstPast: boolean; retryAfter: number } | undefined> {
  if (!app.config.rateLimit) return undefined
  const { hits, msLeft } = await countInDatabase(
    app.accountLimits,
    `${limit.bucket}:${normaliseEmail(email)}`,
    limit.windowMs,
  )
  return {
    limited: hits > limit.max,
    firstPast: hits === limit.max + 1,
    retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
  }
}

/**
 * A preHandler (after body validation) that counts the request against `limit` for the address
 * `emailOf` reads from the body, and answers 429 with the limit's message (and Retry-After) past it.
 * `onLimited` runs once per window, on the first request past the limit (login mails the owner).
 */
export function limitPerAccount(
  app: Pick<AppServices, 'config' | 'accountLimits'>,
  limit: AccountLimit,
  emailOf: (body: unknown) => string | undefined,
  onLimited?: (email: string, req: FastifyRequest) => Promise<void>,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const email = emailOf(req.body)
    if (!email) return
    const count = await countAccountAttempt(app, limit, email)
    if (count?.limited) {
      if (count.firstPast) await onLimited?.(email, req)
      return reply.code(429).header('retry-after', String(count.retryAfter)).send(errorBody(limit.message))
    }
  }
}

/** The address of a body that names it `emailId` (login, sign-up OTP, resend). */
export const bodyEmailId = (body: unknown) => (body as { emailId?: string } | undefined)?.emailId
/** The address of a body that names it `email` (forgot-password, verify-otp, reset-password). */
export const bodyEmail = (body: unknown) => (body as { email?: string } | undefined)?.email
