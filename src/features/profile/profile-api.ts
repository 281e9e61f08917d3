// The signed-in user's profile and, for creators, the stream URL and the overlay's status
//. Tags: User/ME, User/STREAM_URL, User/OVERLAY.
import type { z } from 'zod'
import type { UserResponse } from '../../../contract/auth'
import { AVATAR_FIELD, type AvatarResponse } from '../../../contract/avatar'
import type { DeleteAccountRequest } from '../../../contract/consent'
import type {
  overlayStatusResponseSchema,
  streamUrlResponseSchema,
  testCardResponseSchema,
} from '../../../contract/overlay'
import type { editUserResponseSchema, editUserSchema } from '../../../contract/profile'
import { api } from '../../api/api'

type StreamUrlResponse = z.output<typeof streamUrlResponseSchema>

const me = { type: 'User', id: 'ME' } as const
const streamUrl = { type: 'User', id: 'STREAM_URL' } as const

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserResponse, void>({
      query: () => '/auth/user/getUser',
      providesTags: [me],
    }),
    /** Erases the account (the password again): the session ends with it. */
    deleteAccount: build.mutation<{ status: 'success'; message: string }, DeleteAccountRequest>({
      query: (body) => ({ url: '/auth/user/account', method: 'DELETE', body }),
    }),
    editUser: build.mutation<z.output<typeof editUserResponseSchema>, z.input<typeof editUserSchema>>({
      query: (body) => ({ url: '/auth/user/editUser', method: 'PUT', body }),
      // The streamer list shows the name and bio too.
      invalidatesTags: [me, { type: 'Streamer', id: 'LIST' }],
    }),
    /** A creator's picture: one file part named 'avatar' (contract/avatar.ts). */
    uploadAvatar: build.mutation<AvatarResponse, File>({
      query: (file) => {
        const body = new FormData()
        body.append(AVATAR_FIELD, file)
        return { url: '/auth/user/avatar', method: 'POST', body }
      },
      // The profile and the streamer list show it.
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
    getOverlayStatus: build.query<z.output<typeof overlayStatusResponseSchema>, void>({
      query: () => '/auth/user/overlay-status',
      providesTags: [{ type: 'User', id: 'OVERLAY' }],
    }),
    sendTestCard: build.mutation<z.output<typeof testCardResponseSchema>, void>({
      query: () => ({ url: '/auth/user/overlay/test-card', method: 'POST' }),
      // Nothing cached changes: the card goes to the overlay.
      invalidatesTags: [],
    }),
  }),
})

export const {
  useGetUserQuery,
  useEditUserMutation,
  useDeleteAccountMutation,
  useLazyShowStreamerUrlQuery,
  useRegenerateStreamerUrlMutation,
  useGetOverlayStatusQuery,
  useSendTestCardMutation,
  useUploadAvatarMutation,
} = profileApi
