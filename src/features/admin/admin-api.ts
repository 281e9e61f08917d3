// The administrator calls: an RTK Query slice of their own, `adminApi`, loaded
// with the admin chunk and added to the store only then (src/app/store.ts, `useLazyApiSlice`). Its
// base query sends the admin token and ends the admin session on a 401 (admin-base-query.ts); its tags
// are its own, so admin and user data never invalidate each other by tag. Screens inject their own
// endpoints (users/, cards/, payments/, profile/, settings/); their types come from contract/admin.ts.

import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { createApi } from '@reduxjs/toolkit/query/react'
import type { z } from 'zod'
import type { AdminMessageResponse } from '../../../contract/admin'
import type {
  AdminLoginResponse,
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetPasswordSchema,
} from '../../../contract/admin-auth'
import type { ActivityItem, DashboardStats, SiteWarnings } from '../../../contract/admin-dashboard'
import { api } from '../../api/api'
import { type AdminCallOptions, adminBaseQuery } from './admin-base-query'

/** A call made without an admin session (login, forgot and reset password). */
const publicCall: AdminCallOptions = { public: true }

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  refetchOnReconnect: true,
  tagTypes: [
    'AdminSessions',
    'AdminStats',
    'AdminActivity',
    'AdminUser',
    'AdminCard',
    'AdminTransaction',
    'AdminProfile',
    'AdminSettings',
  ],
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, z.input<typeof adminLoginSchema>>({
      query: (body) => ({ url: '/auth/admin/login', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    adminForgotPassword: build.mutation<AdminMessageResponse, z.input<typeof adminForgotPasswordSchema>>({
      query: (body) => ({ url: '/auth/admin/forgot-password', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    adminResetPassword: build.mutation<AdminMessageResponse, z.input<typeof adminResetPasswordSchema>>({
      query: (body) => ({ url: '/auth/admin/reset-password', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    adminLogout: build.mutation<AdminMessageResponse, void>({
      query: () => ({ url: '/auth/admin/logout', method: 'POST' }),
    }),
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/auth/admin/dashboard/stats',
      providesTags: ['AdminStats'],
    }),
    getDashboardWarnings: build.query<SiteWarnings, void>({
      query: () => '/auth/admin/dashboard/warnings',
    }),
    getDashboardActivity: build.query<ActivityItem[], void>({
      query: () => '/auth/admin/dashboard/activity',
      providesTags: ['AdminActivity'],
    }),
  }),
})

/** A tag of the app's own (user) slice. */
type AppTag = Parameters<typeof api.util.invalidateTags>[0][number]

/** What an admin call dispatches once it has succeeded: a plain action or a thunk of the app's store. */
type FollowUp = UnknownAction | ThunkAction<unknown, unknown, unknown, UnknownAction>

/** An `onQueryStarted` that dispatches `followUp()` once the call succeeds (nothing if it fails). */
export function afterSuccess(followUp: () => FollowUp) {
  return async (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await queryFulfilled
    } catch {
      return
    }
    dispatch(followUp())
  }
}

/**
 * For an admin change to what the rest of the app shows too (the public catalogue, a viewer's cards):
 * once the change succeeds, the open app's own copy refetches. Said here, explicitly, by the user
 * slice's tags; the admin tags stay apart.
 */
export const refreshAppData = (...tags: AppTag[]) => afterSuccess(() => api.util.invalidateTags(tags))

export const {
  useAdminLoginMutation,
  useAdminForgotPasswordMutation,
  useAdminResetPasswordMutation,
  useAdminLogoutMutation,
  useGetDashboardStatsQuery,
  useGetDashboardActivityQuery,
  useGetDashboardWarningsQuery,
} = adminApi
