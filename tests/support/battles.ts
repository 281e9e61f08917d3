import type { BattleResponse, CurrentBattleResponse } from '../../contract/battles'
import type { TestAccount } from './factories'
import type { Client } from './http'

// Card battles through the API, as the Live page calls them (docs/battles.md).

export type BattleAnswer = BattleResponse & { error?: string }

export const inviteBattle = (
  client: Client,
  inviter: TestAccount,
  body: { opponent: string; minutes: number; forfeitCardId: string } | Record<string, unknown>,
) => client.post<BattleAnswer>('/auth/user/battles', body, { token: inviter.token })

export const acceptBattle = (client: Client, streamer: TestAccount, id: string, forfeitCardId: string) =>
  client.post<BattleAnswer>(`/auth/user/battles/${id}/accept`, { forfeitCardId }, { token: streamer.token })

export const declineBattle = (client: Client, streamer: TestAccount, id: string) =>
  client.post<BattleAnswer>(`/auth/user/battles/${id}/decline`, undefined, { token: streamer.token })

export const endBattle = (client: Client, streamer: TestAccount, id: string) =>
  client.post<BattleAnswer>(`/auth/user/battles/${id}/end`, undefined, { token: streamer.token })

export async function currentBattle(client: Client, streamer: TestAccount) {
  const response = await client.get<CurrentBattleResponse>('/auth/user/battles/current', {
    token: streamer.token,
  })
  if (response.status !== 200) throw new Error(`current battle: ${JSON.stringify(response.body)}`)
  return response.body
}

/** An invitation accepted: the battle runs from now. Answers the accepted battle. */
export async function startBattle(
  client: Client,
  inviter: TestAccount,
  opponent: TestAccount,
  cards: { inviter: string; opponent: string },
  minutes = 5,
) {
  const invited = await inviteBattle(client, inviter, {
    opponent: opponent.username,
    minutes,
    forfeitCardId: cards.inviter,
  })
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`)
  const accepted = await acceptBattle(client, opponent, invited.body.battle.id, cards.opponent)
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`)
  return accepted.body.battle
}
