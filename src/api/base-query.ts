// The one base query of the API slice: same-origin JSON, the user's bearer token and User-Info header
// when a session is stored, and the spec's handling of an expired session (section 4): a call that
// sent a token and is answered 401 or `status: 'jwterror'` clears storage, toasts and goes to /login.
// Admin calls (`extraOptions: { admin: true }`) carry the administrator's token instead, and a 401 on
// one ends the admin session and goes to /admin/login (spec section 6).
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { navigateTo } from '../lib/navigation'
import { notifySessionExpired } from '../lib/notify'
import { readSession } from '../lib/session'
import { endSession } from '../lib/session-slice'

export interface ApiExtraOptions {
  /** A public call (login, sign-up, OTP…): no credentials, and a 401 is an answer, not an expiry. */
  anonymous?: boolean
  /** An administrator call: the admin token (no User-Info), and a 401 ends the admin session. */
  admin?: boolean
}

/**
 * The admin session as the admin area keeps it. The admin area registers it when its lazily loaded
 * chunk starts (before any admin call can run), so the landing page never downloads admin code.
 */
export interface AdminCredentials {
  token(): string | null
  /** Forgets the stored admin token, user and role. */
  clear(): void
}

let adminCredentials: AdminCredentials = { token: () => null, clear: () => {} }

export function registerAdminCredentials(credentials: AdminCredentials): void {
  adminCredentials = credentials
}

/** The admin pages a 401 does not leave: they work without a session. */
export const ADMIN_PUBLIC_PATHS = ['/admin/login', '/admin/forgot-password', '/admin/reset-password']

function optionsOf(extraOptions: unknown): ApiExtraOptions {
  return (extraOptions as ApiExtraOptions | undefined) ?? {}
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { extraOptions }) => {
    const { anonymous, admin } = optionsOf(extraOptions)
    if (anonymous) return headers
    if (admin) {
      const adminToken = adminCredentials.token()
      if (adminToken) headers.set('Authorization', `Bearer ${adminToken}`)
      return headers
    }
    const { token, user } = readSession()
    if (token) {
      headers.set('Authorization', `Bearer ${token}`)
      const userInfo = user?.emailId || user?.username
      if (userInfo) headers.set('User-Info', userInfo)
    }
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
  navigateTo('/login')
}

/** A refused admin token: the admin session ends, and the admin goes to sign in again. */
function expireAdminSession(): void {
  adminCredentials.clear()
  const path = window.location.pathname.replace(/\/+$/, '')
  if (!ADMIN_PUBLIC_PATHS.includes(path)) navigateTo('/admin/login')
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const { anonymous, admin } = optionsOf(extraOptions)
  if (admin) {
    const result = await rawBaseQuery(args, api, extraOptions)
    if (!anonymous && result.error?.status === 401) expireAdminSession()
    return result
  }
  const sentToken = !anonymous && readSession().token !== null
  const result = await rawBaseQuery(args, api, extraOptions)
  const expired = result.error?.status === 401 || hasJwtError(result.data) || hasJwtError(result.error?.data)
  if (sentToken && expired) expireSession(api.dispatch)
  return result
}
