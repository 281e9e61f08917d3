// The administrator calls (spec section 7, Admin), injected into the app's one API slice. Every call
// is `extraOptions: { admin: true }`: the base query sends the admin token and ends the admin session
// on a 401. Screens inject their own endpoints into `adminApi` (users/, cards/, payments/, …).

import type { z } from 'zod'
import { api } from '../../api/api'
import type { ApiExtraOptions } from '../../api/base-query'
import type {
  ActivityItem,
  AdminLoginResponse,
  AdminMessageResponse,
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetPasswordSchema,
  DashboardStats,
} from '../../contract/admin'
import './admin-session'

export const ADMIN_TAG_TYPES = [
  'AdminStats',
  'AdminActivity',
  'AdminUser',
  'AdminCard',
  'AdminTransaction',
  'AdminProfile',
  'AdminSettings',
] as const

/** An admin call that needs the admin token. */
export const adminCall: ApiExtraOptions = { admin: true }
/** An admin call made without a session (login, forgot and reset password): a 401 is an answer. */
const adminPublicCall: ApiExtraOptions = { admin: true, anonymous: true }

export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, z.infer<typeof adminLoginSchema>>({
      query: (body) => ({ url: '/auth/admin/login', method: 'POST', body }),
      extraOptions: adminPublicCall,
    }),
    adminForgotPassword: build.mutation<AdminMessageResponse, z.infer<typeof adminForgotPasswordSchema>>({
      query: (body) => ({ url: '/auth/admin/forgot-password', method: 'POST', body }),
      extraOptions: adminPublicCall,
    }),
    adminResetPassword: build.mutation<AdminMessageResponse, z.infer<typeof adminResetPasswordSchema>>({
      query: (body) => ({ url: '/auth/admin/reset-password', method: 'POST', body }),
      extraOptions: adminPublicCall,
    }),
    adminLogout: build.mutation<AdminMessageResponse, void>({
      query: () => ({ url: '/auth/admin/logout', method: 'POST' }),
      extraOptions: adminCall,
    }),
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/auth/admin/dashboard/stats',
      extraOptions: adminCall,
      providesTags: ['AdminStats'],
    }),
    getDashboardActivity: build.query<ActivityItem[], void>({
      query: () => '/auth/admin/dashboard/activity',
      extraOptions: adminCall,
      providesTags: ['AdminActivity'],
    }),
  }),
})

export const {
  useAdminLoginMutation,
  useAdminForgotPasswordMutation,
  useAdminResetPasswordMutation,
  useAdminLogoutMutation,
  useGetDashboardStatsQuery,
  useGetDashboardActivityQuery,
} = adminApi
