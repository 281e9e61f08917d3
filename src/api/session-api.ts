import type { LogoutResponse } from '../../contract/auth'
import { api } from './api'

// `POST /auth/user/logout`: the server refuses this token from now on. (Here, beside the slice, because
// the header's Log Out is shared code and shared code never imports a feature.) The token is sent explicitly on an
// anonymous call, so that a refusal (a token already expired) is not announced as an expiry.
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logOutOnServer: build.mutation<LogoutResponse, string>({
      query: (token) => ({
        url: '/auth/user/logout',
        method: 'POST',
        body: {},
        headers: { Authorization: `Bearer ${token}` },
      }),
      extraOptions: { anonymous: true },
    }),
  }),
})

export const { useLogOutOnServerMutation } = sessionApi
