// The creator's KYC: `GET` and `PUT /auth/user/kyc`. Its tag, Kyc/ME, is added to the app's slice
// here; a saved payout account is validated again, so its save invalidates the tag too.
import type { KycRequest, KycStatus } from '../../../contract/kyc'
import { api } from '../../api/api'

export const KYC_TAG = { type: 'Kyc', id: 'ME' } as const

export const kycApi = api.enhanceEndpoints({ addTagTypes: ['Kyc'] }).injectEndpoints({
  endpoints: (build) => ({
    getKyc: build.query<KycStatus, void>({
      query: () => '/auth/user/kyc',
      providesTags: [KYC_TAG],
    }),
    saveKyc: build.mutation<KycStatus, KycRequest>({
      query: (body) => ({ url: '/auth/user/kyc', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(kycApi.util.upsertQueryData('getKyc', undefined, data))
        } catch {
          // The panel reports the failure.
        }
      },
    }),
  }),
})

export const { useGetKycQuery, useSaveKycMutation } = kycApi
