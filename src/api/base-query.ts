// The one base query of the user API slice: same-origin JSON, the user's bearer token and User-Info
// header when a session is stored, and the product's handling of an expired session: a call
// that sent a token and is answered 401 or `status: 'jwterror'` clears storage, toasts and goes to
// /login. The admin area has an API slice and a base query of its own (src/features/admin/).
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react'
import { backoffDelay } from '../../contract/backoff'
import { paths } from '../../contract/paths'
import { currentLocale } from '../lib/i18n'
import { navigateTo } from '../lib/navigation'
import { notifySessionExpired } from '../lib/notify'
import { readSession, sessionHeaders } from '../lib/session'
import { endSession } from '../lib/session-slice'
import { fetchTakingEarly } from './early-requests'

export interface ApiExtraOptions {
  /** A public call (login, sign-up, OTP…): no credentials, and a 401 is an answer, not an expiry. */
  anonymous?: boolean
}

function optionsOf(extraOptions: unknown): ApiExtraOptions {
  return (extraOptions as ApiExtraOptions | undefined) ?? {}
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  fetchFn: fetchTakingEarly,
  prepareHeaders: (headers, { extraOptions }) => {
    // The server answers (and words its refusals) in the language the app shows.
    headers.set('Accept-Language', currentLocale())
    if (optionsOf(extraOptions).anonymous) return headers
    for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value)
    return headers
  },
})

function hasJwtError(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'jwterror'
}

/** Ends an expired session the way the spec says: clear, tell the user, go to the login page. */
export function expireSession(dispatch: Parameters<typeof endSession>[0]): void {
  endSession(dispatch)
  notifySessionExpired()
  navigateTo(paths.login)
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const sentToken = !optionsOf(extraOptions).anonymous && readSession().token !== null
  const result = await rawBaseQuery(args, api, extraOptions)
  const expired = result.error?.status === 401 || hasJwtError(result.data) || hasJwtError(result.error?.data)
  if (sentToken && expired) expireSession(api.dispatch)
  return result
}

/**
 * The app's one rule for a failure that may pass by itself, so that trying the same call again later
 * is right: no answer (the network, a timeout), a 408, the server's 5xx, also when its body is not
 * JSON (a proxy's error page while the server restarts), and a 429 that names no wait of the caller's
 * own (a rate limit or an hourly quota; a cooldown's 429 carries `retryAfterSeconds` and is an answer).
 */
export function isTransient(error: FetchBaseQueryError): boolean {
  if (error.status === 'PARSING_ERROR') return error.originalStatus >= 500 || error.originalStatus === 408
  if (typeof error.status !== 'number')
    return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'
  if (error.status >= 500 || error.status === 408) return true
  return error.status === 429 && retryAfterSecondsOf(error.data) === undefined
}

/** A cooldown's wait in a 429's body (`retryAfterSeconds`), when it names one. */
export function retryAfterSecondsOf(body: unknown): number | undefined {
  const seconds = (body as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

/** Waits `ms`, or rejects as soon as `signal` aborts (the query was cancelled or the cache reset). */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new Error('Aborted'))
      },
      { once: true },
    )
  })
}

/**
 * For a query a page keeps current by itself, with nobody there to press 'Try again' (the Live page's
 * queue): a transient failure is tried again up to `times` times, 0.5 s after the first failure and
 * twice as long after each next one (RTK Query's `retry`; its own backoff only grows with maxRetries).
 */
const TRANSIENT_BACKOFF = { initialMs: 500, maxMs: 8_000 }

export const retryingTransient = (times: number) =>
  retry(baseQuery, {
    retryCondition: (error, _args, { attempt }) =>
      attempt <= times && isTransient(error as FetchBaseQueryError),
    backoff: (attempt, _maxRetries, signal) => pause(backoffDelay(attempt - 1, TRANSIENT_BACKOFF), signal),
  })
