// The streamer's Live page: the live queue (`GET /auth/user/stream-queue`) and its actions, the stream
// settings, and the overlay's status. Every queue action answers the queue as it now is, which goes
// straight into the cache (no refetch); the live-update stream refetches whatever else changed.
// Tags: User/STREAM_QUEUE, User/STREAM_SETTINGS, User/LIVE_OVERLAY (api.ts's tag types are fixed).
import type { z } from 'zod'
import type { MarathonResponse, StartMarathonInput } from '../../../contract/marathons'
import type { overlayStatusResponseSchema, testCardResponseSchema } from '../../../contract/overlay'
import type {
  StreamQueue,
  StreamSettings,
  StreamSettingsInput,
  streamActionResponseSchema,
  streamSettingsResponseSchema,
} from '../../../contract/stream'
import { api } from '../../api/api'
import { type ApiExtraOptions, retryingTransient } from '../../api/base-query'
import { type WithClockOffset, withClockOffset } from '../../lib/server-clock'

/** The marathon with how far the server's clock is ahead of this device's, to count down by. */
export type LiveMarathon = WithClockOffset<MarathonResponse>
export type MarathonAction = 'pause' | 'resume' | 'end'
/** The queue with how far the server's clock is ahead of this device's, to count slots down by. */
export type LiveQueue = WithClockOffset<StreamQueue>
type ActionResponse = z.output<typeof streamActionResponseSchema>
type SettingsResponse = z.output<typeof streamSettingsResponseSchema>

const queueTag = { type: 'User', id: 'STREAM_QUEUE' } as const
const settingsTag = { type: 'User', id: 'STREAM_SETTINGS' } as const
const overlayTag = { type: 'User', id: 'LIVE_OVERLAY' } as const
const marathonTag = { type: 'User', id: 'MARATHON' } as const

const readQueue = retryingTransient(4)

export const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStreamQueue: build.query<LiveQueue, void>({
      // Tried again on a transient failure: a refetch that failed would leave the page as it was until
      // the next live update.
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await readQueue('/auth/user/stream-queue', queryApi, extraOptions as ApiExtraOptions)
        return result.error ? { error: result.error } : { data: withClockOffset(result.data as StreamQueue) }
      },
      providesTags: [queueTag],
    }),
    getStreamSettings: build.query<StreamSettings, void>({
      query: () => '/auth/user/stream-settings',
      transformResponse: (body: SettingsResponse) => body.settings,
      providesTags: [settingsTag],
    }),
    saveStreamSettings: build.mutation<StreamSettings, StreamSettingsInput>({
      query: (body) => ({ url: '/auth/user/stream-settings', method: 'PUT', body }),
      transformResponse: (body: SettingsResponse) => body.settings,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(liveApi.util.upsertQueryData('getStreamSettings', undefined, data))
        } catch {
          // The form shows the failure.
        }
      },
    }),
    /** Named apart from the Profile page's (features do not share internals). */
    getLiveOverlayStatus: build.query<z.output<typeof overlayStatusResponseSchema>, void>({
      query: () => '/auth/user/overlay-status',
      providesTags: [overlayTag],
    }),
    sendLiveTestCard: build.mutation<z.output<typeof testCardResponseSchema>, void>({
      query: () => ({ url: '/auth/user/overlay/test-card', method: 'POST' }),
    }),
    getMarathon: build.query<LiveMarathon, void>({
      query: () => '/auth/user/marathons/current',
      transformResponse: withClockOffset<MarathonResponse>,
      providesTags: [marathonTag],
    }),
    /** Starting, pausing, resuming or ending: each answers the marathon as it now is, into the cache. */
    changeMarathon: build.mutation<
      LiveMarathon,
      { start: StartMarathonInput } | { id: string; action: MarathonAction }
    >({
      query: (arg) =>
        'start' in arg
          ? { url: '/auth/user/marathons', method: 'POST', body: arg.start }
          : { url: `/auth/user/marathons/${encodeURIComponent(arg.id)}/${arg.action}`, method: 'POST' },
      transformResponse: withClockOffset<MarathonResponse>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(liveApi.util.upsertQueryData('getMarathon', undefined, data))
        } catch {
          // The caller shows the refusal; the live updates refetch the marathon.
        }
      },
    }),
    /** Every queue action: its path under /stream-queue and, for a rejection, the reason. */
    streamQueueAction: build.mutation<
      ActionResponse,
      { path: string; body?: { reason: string } | { giveBack: boolean } }
    >({
      query: ({ path, body }) => ({
        url: `/auth/user/stream-queue/${path}`,
        method: 'POST',
        ...(body ? { body } : {}),
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          const { message: _message, ...queue } = data
          dispatch(liveApi.util.upsertQueryData('getStreamQueue', undefined, withClockOffset(queue)))
        } catch {
          // The action's caller reports the refusal; the live updates refetch the queue.
        }
      },
    }),
  }),
})

/** The queue actions' paths, in one place. */
export const queueActions = {
  approve: (id: string) => ({ path: `${encodeURIComponent(id)}/approve` }),
  reject: (id: string, reason: string) => ({ path: `${encodeURIComponent(id)}/reject`, body: { reason } }),
  replay: (id: string) => ({ path: `replay/${encodeURIComponent(id)}` }),
  skip: (giveBack: boolean) => ({ path: 'skip', body: { giveBack } }),
  pause: () => ({ path: 'pause' }),
  resume: () => ({ path: 'resume' }),
  clear: () => ({ path: 'clear' }),
}

export const {
  useGetStreamQueueQuery,
  useGetStreamSettingsQuery,
  useSaveStreamSettingsMutation,
  useGetLiveOverlayStatusQuery,
  useSendLiveTestCardMutation,
  useStreamQueueActionMutation,
  useGetMarathonQuery,
  useChangeMarathonMutation,
} = liveApi
