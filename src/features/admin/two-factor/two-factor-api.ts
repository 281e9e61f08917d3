import type { z } from 'zod'
import type { AdminMessageResponse } from '../../../../contract/admin'
import type {
  RecoveryCodesResponse,
  recoveryCodesRequestSchema,
  TwoFactorSetupResponse,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from '../../../../contract/admin-two-factor'
import { adminApi } from '../admin-api'

const twoFactorApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    startTwoFactorSetup: build.mutation<TwoFactorSetupResponse, { enrolToken?: string }>({
      query: (body) => ({ url: '/auth/admin/2fa/setup', method: 'POST', body }),
    }),
    /** On, answering the recovery codes (shown this once). */
    enableTwoFactor: build.mutation<RecoveryCodesResponse, z.input<typeof twoFactorEnableSchema>>({
      query: (body) => ({ url: '/auth/admin/2fa/enable', method: 'POST', body }),
      // The profile says whether it is on; the Activity Log gains an entry.
      invalidatesTags: ['AdminProfile'],
    }),
    disableTwoFactor: build.mutation<AdminMessageResponse, z.input<typeof twoFactorDisableSchema>>({
      query: (body) => ({ url: '/auth/admin/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['AdminProfile'],
    }),
    makeRecoveryCodes: build.mutation<RecoveryCodesResponse, z.input<typeof recoveryCodesRequestSchema>>({
      query: (body) => ({ url: '/auth/admin/2fa/recovery-codes', method: 'POST', body }),
      // The profile counts the codes left; the Activity Log gains an entry.
      invalidatesTags: ['AdminProfile'],
    }),
  }),
})

export const {
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useMakeRecoveryCodesMutation,
} = twoFactorApi
