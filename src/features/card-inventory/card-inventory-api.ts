// A published card's stream settings: `PUT /auth/user/cards/{id}` changes its cooldowns and
// sound. The answer is the saved card; the card's tags refresh the inventory, market and streamer pages.
import type { z } from 'zod'
import type { createCardResponseSchema } from '../../../contract/cards'
import type { EditCardRequest } from '../../../contract/stream'
import { api } from '../../api/api'
import { cardList } from '../../api/cards-api'

export const cardInventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    editCardStreamSettings: build.mutation<
      z.output<typeof createCardResponseSchema>,
      { id: string; changes: EditCardRequest }
    >({
      query: ({ id, changes }) => ({
        url: `/auth/user/cards/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { id }) => [cardList, { type: 'Card', id }],
    }),
  }),
})

export const { useEditCardStreamSettingsMutation } = cardInventoryApi
