// A child's account and its parent's pages (contract/consent.ts), and the user's own data.

import type { z } from 'zod'
import type { SuccessResponse, UserResponse } from '../../../contract/auth'
import type { statusMessageSchema } from '../../../contract/common'
import type { ConsentDone, GiveConsentRequest, ParentView, SetCapRequest } from '../../../contract/consent'
import { api } from '../../api/api'

type StatusMessage = z.output<typeof statusMessageSchema>

export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user as the server has them now: whether the parent has consented yet. */
    consentState: build.query<UserResponse, void>({ query: () => '/auth/user/getUser' }),
    resendConsent: build.mutation<StatusMessage, void>({
      query: () => ({ url: '/auth/user/consent/resend', method: 'POST', body: {} }),
    }),
    parentChild: build.query<ParentView, string>({
      query: (token) => `/auth/user/parent/child?token=${encodeURIComponent(token)}`,
    }),
    parentConsentCode: build.mutation<SuccessResponse, { token: string }>({
      query: (body) => ({ url: '/auth/user/parent/consent-code', method: 'POST', body }),
    }),
    giveConsent: build.mutation<ConsentDone, GiveConsentRequest>({
      query: (body) => ({ url: '/auth/user/parent/consent', method: 'POST', body }),
    }),
    setCap: build.mutation<StatusMessage, SetCapRequest>({
      query: (body) => ({ url: '/auth/user/parent/cap', method: 'PUT', body }),
    }),
    withdrawConsent: build.mutation<StatusMessage, { token: string }>({
      query: (body) => ({ url: '/auth/user/parent/withdraw', method: 'POST', body }),
    }),
  }),
})

export const {
  useConsentStateQuery,
  useResendConsentMutation,
  useParentChildQuery,
  useParentConsentCodeMutation,
  useGiveConsentMutation,
  useSetCapMutation,
  useWithdrawConsentMutation,
} = consentApi
