import type { z } from 'zod'
import type { AdminMessageResponse } from '../../../../contract/admin'
import type {
  AdminProfile,
  AdminProfileUpdateResponse,
  adminChangePasswordSchema,
  adminProfileUpdateSchema,
} from '../../../../contract/admin-auth'
import type { UploadResponse } from '../../../../contract/admin-settings'
import type { sessionEndedResponseSchema, sessionsResponseSchema } from '../../../../contract/sessions'
import { adminApi } from '../admin-api'

export type ProfileChanges = z.input<typeof adminProfileUpdateSchema>

const profileApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProfile: build.query<AdminProfile, void>({
      query: () => '/auth/admin/profile',
      providesTags: ['AdminProfile'],
    }),
    updateAdminProfile: build.mutation<AdminProfileUpdateResponse, ProfileChanges>({
      query: (body) => ({ url: '/auth/admin/profile', method: 'PUT', body }),
      invalidatesTags: ['AdminProfile'],
    }),
    uploadAdminAvatar: build.mutation<UploadResponse, File>({
      query: (file) => {
        const body = new FormData()
        body.append('avatar', file)
        return { url: '/auth/admin/upload-avatar', method: 'POST', body }
      },
      invalidatesTags: ['AdminProfile'],
    }),
    changeAdminPassword: build.mutation<AdminMessageResponse, z.input<typeof adminChangePasswordSchema>>({
      query: (body) => ({ url: '/auth/admin/change-password', method: 'PUT', body }),
      // The Activity Log gains an entry; the other sessions were ended.
      invalidatesTags: ['AdminProfile', 'AdminSessions'],
    }),
    getAdminSessions: build.query<z.output<typeof sessionsResponseSchema>, void>({
      query: () => '/auth/admin/sessions',
      providesTags: ['AdminSessions'],
    }),
    endAdminSession: build.mutation<z.output<typeof sessionEndedResponseSchema>, string>({
      query: (id) => ({ url: `/auth/admin/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminSessions', 'AdminProfile'],
    }),
    endOtherAdminSessions: build.mutation<z.output<typeof sessionEndedResponseSchema>, void>({
      query: () => ({ url: '/auth/admin/sessions/end-others', method: 'POST', body: {} }),
      invalidatesTags: ['AdminSessions', 'AdminProfile'],
    }),
  }),
})

export const {
  useGetAdminProfileQuery,
  useUpdateAdminProfileMutation,
  useUploadAdminAvatarMutation,
  useChangeAdminPasswordMutation,
  useGetAdminSessionsQuery,
  useEndAdminSessionMutation,
  useEndOtherAdminSessionsMutation,
} = profileApi
