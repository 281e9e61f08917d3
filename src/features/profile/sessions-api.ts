// The signed-in user's sessions (Profile → Sessions): the list, and ending one or every other.
import type { z } from 'zod'
import type { sessionEndedResponseSchema, sessionsResponseSchema } from '../../../contract/sessions'
import { api } from '../../api/api'

type SessionsResponse = z.output<typeof sessionsResponseSchema>
type SessionEnded = z.output<typeof sessionEndedResponseSchema>

const sessions = { type: 'User', id: 'SESSIONS' } as const

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionsResponse, void>({
      query: () => '/auth/user/sessions',
      providesTags: [sessions],
    }),
    endSession: build.mutation<SessionEnded, string>({
      query: (id) => ({ url: `/auth/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [sessions],
    }),
    endOtherSessions: build.mutation<SessionEnded, void>({
      query: () => ({ url: '/auth/user/sessions/end-others', method: 'POST' }),
      invalidatesTags: [sessions],
    }),
  }),
})

export const { useGetSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi
