import type { z } from 'zod'
import type { AdminMessageResponse } from '../../../../contract/admin'
import type {
  AdminUser,
  AdminUserResponse,
  AdminUsersResponse,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUsersQuerySchema,
} from '../../../../contract/admin-users'
import { adminApi } from '../admin-api'
import type { PageArgs } from '../components/cursor-pages'

export type UserTypeFilter = 'all' | 'creator' | 'viewer'
export type VerifiedFilter = 'all' | 'verified' | 'unverified'

/** The table's search and filters: the values of the query the server takes (`GET /auth/admin/users`). */
export interface UsersFilter extends Omit<z.input<typeof adminUsersQuerySchema>, keyof PageArgs> {
  /** A whole email address or the start of a username; empty: every user. */
  q: string
  user_type: UserTypeFilter
  isVerified: VerifiedFilter
}

export type NewUser = z.input<typeof adminCreateUserSchema>
export type UserChanges = z.input<typeof adminUpdateUserSchema>

// A user change moves the dashboard tiles and activity; deleting a creator also removes their cards.
const userListChanged = [
  { type: 'AdminUser' as const, id: 'LIST' },
  'AdminStats' as const,
  'AdminActivity' as const,
]

const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the users matching the filters (the server filters and pages). */
    getAdminUsers: build.query<AdminUsersResponse, UsersFilter & PageArgs>({
      query: (args) => ({ url: '/auth/admin/users', params: args }),
      providesTags: (page) => [
        { type: 'AdminUser', id: 'LIST' },
        ...(page?.users ?? []).map((user) => ({ type: 'AdminUser' as const, id: user._id })),
      ],
    }),
    addAdminUser: build.mutation<AdminUserResponse, NewUser>({
      query: (body) => ({ url: '/auth/admin/users', method: 'POST', body }),
      invalidatesTags: userListChanged,
    }),
    updateAdminUser: build.mutation<AdminUserResponse, { user: AdminUser; changes: UserChanges }>({
      // Addressed by the address the user had before this change.
      query: ({ user, changes }) => ({
        url: `/auth/admin/users/${encodeURIComponent(user.emailId)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { user }) => [
        { type: 'AdminUser', id: user._id },
        ...userListChanged,
      ],
    }),
    deleteAdminUser: build.mutation<AdminMessageResponse, string>({
      query: (id) => ({ url: `/auth/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...userListChanged, 'AdminCard', 'AdminTransaction'],
    }),
  }),
})

export const {
  useGetAdminUsersQuery,
  useLazyGetAdminUsersQuery,
  useAddAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
} = usersApi
