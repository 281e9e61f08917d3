import type { z } from 'zod'
import type {
  AdminMessageResponse,
  AdminUser,
  AdminUsersResponse,
  adminCreateUserSchema,
  adminUpdateUserSchema,
} from '../../../contract/admin'
import { adminApi, adminCall } from '../admin-api'

export type UserTypeFilter = 'all' | 'creator' | 'viewer'
export type VerifiedFilter = 'all' | 'verified' | 'unverified'

export interface UsersFilter {
  user_type: UserTypeFilter
  isVerified: VerifiedFilter
}

export type NewUser = z.output<typeof adminCreateUserSchema>
export type UserChanges = z.input<typeof adminUpdateUserSchema>

// A user change moves the dashboard tiles and activity; deleting a creator also removes their cards.
const userListChanged = [
  { type: 'AdminUser' as const, id: 'LIST' },
  'AdminStats' as const,
  'AdminActivity' as const,
]

const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], UsersFilter>({
      query: (filter) => ({ url: '/auth/admin/users', params: filter }),
      extraOptions: adminCall,
      transformResponse: (body: AdminUsersResponse) => body.users,
      providesTags: (users = []) => [
        { type: 'AdminUser', id: 'LIST' },
        ...users.map((user) => ({ type: 'AdminUser' as const, id: user._id })),
      ],
    }),
    addAdminUser: build.mutation<AdminMessageResponse, NewUser>({
      query: (body) => ({ url: '/auth/admin/users', method: 'POST', body }),
      extraOptions: adminCall,
      invalidatesTags: userListChanged,
    }),
    updateAdminUser: build.mutation<AdminMessageResponse, { user: AdminUser; changes: UserChanges }>({
      // Addressed by the address the user had before this change.
      query: ({ user, changes }) => ({
        url: `/auth/admin/users/${encodeURIComponent(user.emailId)}`,
        method: 'PUT',
        body: changes,
      }),
      extraOptions: adminCall,
      invalidatesTags: (_result, _error, { user }) => [
        { type: 'AdminUser', id: user._id },
        ...userListChanged,
      ],
    }),
    deleteAdminUser: build.mutation<AdminMessageResponse, string>({
      query: (id) => ({ url: `/auth/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: adminCall,
      invalidatesTags: [...userListChanged, 'AdminCard', 'AdminTransaction'],
    }),
  }),
})

export const {
  useGetAdminUsersQuery,
  useAddAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
} = usersApi
