// POST /auth/user/sendContactMessage: public, no token. It changes nothing the app
// caches, so it invalidates no tags.

import type { ContactRequest, ContactResponse } from '../../../contract/contact'
import { api } from '../../api/api'

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/auth/user/sendContactMessage', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
})

export const { useSendContactMessageMutation } = contactApi
