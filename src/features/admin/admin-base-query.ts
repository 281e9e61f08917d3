// The base query of the admin API slice: same-origin JSON with the
// administrator's token, never the user's, and no User-Info. A 401 of a call made with the admin
// session ends that session and sends the administrator to sign in again; the public calls (login,
// forgot and reset password, `extraOptions: { public: true }`) send no token, and their 401 is an answer.
// Like the user slice (src/api/base-query.ts), every call names the language the app shows, in which the
// server words its answers.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { twoFactorMessages } from '../../../contract/admin-two-factor'
import { LOCALES } from '../../../contract/locales'
import { paths } from '../../../contract/paths'
import { translateMessage } from '../../../contract/translate'
import { currentLocale } from '../../lib/i18n'
import { navigateTo } from '../../lib/navigation'
import { adminSession } from './admin-session'

export interface AdminCallOptions {
  /** A call made without a session: no token, and a 401 is an answer, not an expiry. */
  public?: boolean
}

/** The admin pages a 401 does not leave: they work without a session. */
const publicPages: readonly string[] = [
  paths.admin.login,
  paths.admin.forgotPassword,
  paths.admin.resetPassword,
]

const isPublic = (extraOptions: unknown) => (extraOptions as AdminCallOptions | undefined)?.public === true

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { extraOptions }) => {
    headers.set('Accept-Language', currentLocale())
    const { token } = adminSession.read()
    if (token && !isPublic(extraOptions)) headers.set('Authorization', `Bearer ${token}`)
    return headers
  },
})

/** The 403 of ADMIN_2FA=required, worded in whichever language the server answered in. */
const isSetupFirst = (error: unknown) =>
  LOCALES.some((locale) => error === translateMessage(twoFactorMessages.setupFirst, locale))

/** A refused admin token: the admin session ends, and the administrator goes to sign in again. */
function expireAdminSession(): void {
  adminSession.clear()
  const path = window.location.pathname.replace(/\/+$/, '')
  if (!publicPages.includes(path)) navigateTo(paths.admin.login)
}

export const adminBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  AdminCallOptions
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions)
  if (!isPublic(extraOptions) && result.error?.status === 401) expireAdminSession()
  // ADMIN_2FA=required and this administrator's two-factor is off: set it up before anything else.
  const refusal =
    result.error?.status === 403 ? (result.error.data as { error?: unknown } | undefined) : undefined
  if (isSetupFirst(refusal?.error)) navigateTo(paths.admin.twoFactor)
  return result
}
