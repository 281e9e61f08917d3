// Web Push's endpoints: the server's key, this device's subscription, and the account's choices
// (Profile → Notifications). Their shapes are contract/push.ts.
import type { z } from 'zod'
import type {
  pushDoneResponseSchema,
  pushPreferencesResponseSchema,
  pushPreferencesSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
} from '../../contract/push'
import { api } from '../api/api'

type Done = z.output<typeof pushDoneResponseSchema>
type PreferencesResponse = z.output<typeof pushPreferencesResponseSchema>

const preferences = { type: 'User', id: 'PUSH' } as const

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<z.output<typeof pushPublicKeyResponseSchema>, void>({
      query: () => '/push/public-key',
    }),
    subscribePush: build.mutation<Done, z.input<typeof pushSubscriptionSchema>>({
      query: (body) => ({ url: '/auth/user/push-subscriptions', method: 'POST', body }),
      invalidatesTags: [preferences],
    }),
    unsubscribePush: build.mutation<Done, { endpoint: string }>({
      query: (body) => ({ url: '/auth/user/push-subscriptions', method: 'DELETE', body }),
      invalidatesTags: [preferences],
    }),
    getPushPreferences: build.query<PreferencesResponse, void>({
      query: () => '/auth/user/push-preferences',
      providesTags: [preferences],
    }),
    savePushPreferences: build.mutation<PreferencesResponse, z.input<typeof pushPreferencesSchema>>({
      query: (body) => ({ url: '/auth/user/push-preferences', method: 'PUT', body }),
      invalidatesTags: [preferences],
    }),
  }),
})

export const {
  useLazyGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useGetPushPreferencesQuery,
  useSavePushPreferencesMutation,
} = pushApi
