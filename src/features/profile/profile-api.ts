// The signed-in user's profile and, for creators, the stream URL and the overlay's status
// (spec section 7; the overlay calls are DESIGN.md's). Tags: User/ME, User/STREAM_URL, User/OVERLAY.
import { api } from '../../api/api'
import type { PublicUser } from '../../contract/auth'

export interface UserResponse {
  status: string
  user: PublicUser
}

export interface EditUserRequest {
  username: string
  emailId: string
  user_type: string
  youtubeLink: string
  instagramLink: string
  description: string
  updatedAt: string
}

export interface EditUserResponse {
  status: string
  message?: string
  error?: string
  user?: PublicUser | null
}

export interface StreamUrlResponse {
  status: string
  url: string
}

export interface OverlayStatusResponse {
  status: string
  connected: boolean
  connections?: number
}

const me = { type: 'User', id: 'ME' } as const
const streamUrl = { type: 'User', id: 'STREAM_URL' } as const

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserResponse, void>({
      query: () => '/auth/user/getUser',
      providesTags: [me],
    }),
    editUser: build.mutation<EditUserResponse, EditUserRequest>({
      query: (body) => ({ url: '/auth/user/editUser', method: 'PUT', body }),
      // The streamer list shows the name and bio too.
      invalidatesTags: [me, { type: 'Streamer', id: 'LIST' }],
    }),
    /** Fetched on 'Generate Stream URL' (a lazy query): the server makes the key on first ask. */
    showStreamerUrl: build.query<StreamUrlResponse, void>({
      query: () => '/auth/user/showStreamerURL',
      providesTags: [streamUrl],
    }),
    regenerateStreamerUrl: build.mutation<StreamUrlResponse, void>({
      query: () => ({ url: '/auth/user/regenerateStreamerURL', method: 'POST' }),
      invalidatesTags: [streamUrl],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          // Show the new URL at once rather than after the refetch.
          dispatch(profileApi.util.upsertQueryData('showStreamerUrl', undefined, data))
        } catch {
          // The panel reports the failure.
        }
      },
    }),
    getOverlayStatus: build.query<OverlayStatusResponse, void>({
      query: () => '/auth/user/overlay-status',
      providesTags: [{ type: 'User', id: 'OVERLAY' }],
    }),
    sendTestCard: build.mutation<{ status: string; message?: string }, void>({
      query: () => ({ url: '/auth/user/overlay/test-card', method: 'POST' }),
      // Nothing cached changes: the card goes to the overlay.
      invalidatesTags: [],
    }),
  }),
})

export const {
  useGetUserQuery,
  useEditUserMutation,
  useLazyShowStreamerUrlQuery,
  useRegenerateStreamerUrlMutation,
  useGetOverlayStatusQuery,
  useSendTestCardMutation,
} = profileApi
