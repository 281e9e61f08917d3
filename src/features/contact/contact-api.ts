// POST /auth/user/sendContactMessage (spec section 7): public, no token. It changes nothing the app
// caches, so it invalidates no tags.
import { api } from '../../api/api'
import type { ContactRequest, ContactResponse } from '../../contract/contact'

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/auth/user/sendContactMessage', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
})

export const { useSendContactMessageMutation } = contactApi
