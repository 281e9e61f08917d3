// The creator's payout account: `GET` and `PUT /auth/user/payout-account`. Its tag,
// PayoutAccount/ME, is added to the app's slice here, where it is used.

import type { PayoutAccountRequest, PayoutAccountResponse } from '../../../contract/payouts'
import { api } from '../../api/api'
import { KYC_TAG } from './kyc-api'

const mine = { type: 'PayoutAccount', id: 'ME' } as const

export const payoutAccountApi = api
  .enhanceEndpoints({ addTagTypes: ['PayoutAccount', 'Kyc'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPayoutAccount: build.query<PayoutAccountResponse, void>({
        query: () => '/auth/user/payout-account',
        providesTags: [mine],
      }),
      savePayoutAccount: build.mutation<PayoutAccountResponse, PayoutAccountRequest>({
        query: (body) => ({ url: '/auth/user/payout-account', method: 'PUT', body }),
        // The new account is validated again for KYC.
        invalidatesTags: [mine, KYC_TAG],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled
            // Show the saved (masked) account at once rather than after the refetch.
            dispatch(payoutAccountApi.util.upsertQueryData('getPayoutAccount', undefined, data))
          } catch {
            // The panel reports the failure.
          }
        },
      }),
    }),
  })

export const { useGetPayoutAccountQuery, useSavePayoutAccountMutation } = payoutAccountApi
