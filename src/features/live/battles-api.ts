// Card battles on the Live page (contract/battles.ts): the streamer's pending or running battle and
// their last results, and the actions on them. Each answer carries the server's clock for the
// countdowns; the `battle` live updates refetch the battle as it changes (the other streamer's
// answer, a sale or a free use that scores, the end).
import type {
  AcceptBattleInput,
  BattleResponse,
  CurrentBattleResponse,
  InviteBattleInput,
} from '../../../contract/battles'
import { api } from '../../api/api'
import { type WithClockOffset, withClockOffset } from '../../lib/server-clock'

/** Tag: User/BATTLE (api.ts's tag types are fixed). */
const battleTag = { type: 'User', id: 'BATTLE' } as const

export type LiveBattles = WithClockOffset<CurrentBattleResponse>

export const battlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentBattle: build.query<LiveBattles, void>({
      query: () => '/auth/user/battles/current',
      transformResponse: withClockOffset<CurrentBattleResponse>,
      providesTags: [battleTag],
    }),
    inviteBattle: build.mutation<BattleResponse, InviteBattleInput>({
      query: (body) => ({ url: '/auth/user/battles', method: 'POST', body }),
      invalidatesTags: [battleTag],
    }),
    acceptBattle: build.mutation<BattleResponse, { id: string } & AcceptBattleInput>({
      query: ({ id, ...body }) => ({
        url: `/auth/user/battles/${encodeURIComponent(id)}/accept`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [battleTag],
    }),
    declineBattle: build.mutation<BattleResponse, string>({
      query: (id) => ({ url: `/auth/user/battles/${encodeURIComponent(id)}/decline`, method: 'POST' }),
      invalidatesTags: [battleTag],
    }),
    endBattle: build.mutation<BattleResponse, string>({
      query: (id) => ({ url: `/auth/user/battles/${encodeURIComponent(id)}/end`, method: 'POST' }),
      invalidatesTags: [battleTag],
    }),
  }),
})

export const {
  useGetCurrentBattleQuery,
  useInviteBattleMutation,
  useAcceptBattleMutation,
  useDeclineBattleMutation,
  useEndBattleMutation,
} = battlesApi
