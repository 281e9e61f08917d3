import type { z } from 'zod'
import type {
  AdminMessageResponse,
  AdminProfile,
  AdminProfileUpdateResponse,
  adminChangePasswordSchema,
  adminProfileUpdateSchema,
  UploadResponse,
} from '../../../contract/admin'
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
      // The Activity Log gains an entry.
      invalidatesTags: ['AdminProfile'],
    }),
  }),
})

export const {
  useGetAdminProfileQuery,
  useUpdateAdminProfileMutation,
  useUploadAdminAvatarMutation,
  useChangeAdminPasswordMutation,
} = profileApi
