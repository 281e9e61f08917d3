import type { Kysely } from 'kysely'
import { type BattleEndReason, battleForfeitCredit } from '../../../contract/battle-bar'
import {
  type AcceptBattleInput,
  battleMessages,
  type InviteBattleInput,
  inviteExpiresAt,
} from '../../../contract/battles'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import type { BattleRow, BattleSideRow } from '../../db/schema-battles'
import { RefusalError } from '../../errors'
import { createUsersRepository, planOf } from '../accounts'
import { createCardsRepository } from '../catalogue'
import { queueUseNow } from '../stream'
import type { BattleChanged } from './battle-changes'
import { createBattlesRepository } from './battles-repository'
import { pointsOf } from './scoring'

// A battle from the invitation to its end (docs/battles.md). Each runs in the caller's transaction,
// under the battle's row lock where it changes one: every change is decided on the state it reads
// there, so a battle is answered once and ends once, whichever instance or streamer gets there first.

type Streamer = Pick<UserRow, 'id' | 'plan' | 'pro_until'>

/** The streamer's own card, live on the market: their forfeit. */
async function ownCard(trx: Kysely<Database>, streamerId: string, cardId: string) {
  const card = await createCardsRepository(trx).liveOwnerOf(cardId)
  if (!card) throw new RefusalError(404, battleMessages.cardNotFound)
  if (card.creator_id !== streamerId) throw new RefusalError(403, battleMessages.cardNotYours)
  return card
}

/** Whether a pending invitation's time to answer ran out at `now`. */
const expiredAt = (row: BattleRow, now: Date) => Date.parse(row.expires_at) <= now.getTime()

/** Closes a battle that never started (declined, expired, withdrawn): its streamers are free again. */
async function close(
  trx: Kysely<Database>,
  row: BattleRow,
  status: 'declined' | 'expired' | 'withdrawn',
  now: Date,
  by: string | null,
): Promise<BattleRow> {
  const repo = createBattlesRepository(trx)
  const changes = { status, ended_at: now.toISOString(), ended_by: by, updated_at: now.toISOString() }
  await repo.update(row.id, changes)
  await repo.releaseSides(row.id)
  return { ...row, ...changes }
}

/** Expires the invitation if it is still pending and its time ran out; answers it if this did. */
export async function expireInvitation(
  trx: Kysely<Database>,
  id: string,
  now: Date,
): Promise<BattleChanged | undefined> {
  const row = await createBattlesRepository(trx).byIdForUpdate(id)
  if (row?.status !== 'pending' || !expiredAt(row, now)) return undefined
  return { row: await close(trx, row, 'expired', now, null) }
}

/**
 * A Creator Pro streamer invites another streamer, by username in any case, to a battle of `minutes`
 * with one of their own cards as their forfeit. One battle per streamer at a time, pending or
 * running: the unique index on the live sides decides between invitations sent at once.
 */
export async function inviteBattle(
  trx: Kysely<Database>,
  inviter: Streamer,
  input: InviteBattleInput,
  now: Date,
): Promise<BattleChanged> {
  if (planOf(inviter, now.getTime()) !== 'pro') throw new RefusalError(403, battleMessages.proNeeded)
  const opponent = await createUsersRepository(trx).byUsernameIgnoringCase(input.opponent.trim())
  if (!opponent) throw new RefusalError(404, battleMessages.opponentNotFound)
  if (opponent.id === inviter.id) throw new RefusalError(400, battleMessages.notYourself)
  if (opponent.user_type !== 'creator') throw new RefusalError(400, battleMessages.opponentNotCreator)
  const card = await ownCard(trx, inviter.id, input.forfeitCardId)
  const repo = createBattlesRepository(trx)
  // An invitation nobody answered in time must not hold either of them until the sweep comes by.
  const others: BattleRow[] = []
  for (const { id } of await repo.staleInvitationsOf([inviter.id, opponent.id], now)) {
    const done = await expireInvitation(trx, id, now)
    if (done) others.push(done.row)
  }
  if (await repo.currentOf(inviter.id)) throw new RefusalError(409, battleMessages.youAreBusy)
  if (await repo.currentOf(opponent.id)) throw new RefusalError(409, battleMessages.opponentBusy)
  const at = now.toISOString()
  const row: BattleRow = {
    id: newId(),
    inviter_id: inviter.id,
    opponent_id: opponent.id,
    minutes: input.minutes,
    status: 'pending',
    invited_at: at,
    expires_at: inviteExpiresAt(now).toISOString(),
    started_at: null,
    ends_at: null,
    ended_at: null,
    end_reason: null,
    ended_by: null,
    winner_id: null,
    updated_at: at,
  }
  const side = (streamerId: string, role: BattleSideRow['role'], cardId: string | null): BattleSideRow => ({
    battle_id: row.id,
    streamer_id: streamerId,
    role,
    forfeit_card_id: cardId,
    points: 0,
    forfeit_use_id: null,
    live: 1,
  })
  try {
    await repo.insert(row, [side(inviter.id, 'inviter', card.id), side(opponent.id, 'opponent', null)])
  } catch (error) {
    // Two invitations at once that share a streamer: the unique index lets one through.
    if (isUniqueViolation(error)) throw new RefusalError(409, battleMessages.bothBusy)
    throw error
  }
  return { row, others }
}

/** The battle the request names, locked, and a refusal for anyone but its two streamers. */
async function lockedBattleOf(trx: Kysely<Database>, id: string, streamerId: string) {
  const row = await createBattlesRepository(trx).byIdForUpdate(id)
  if (!row) throw new RefusalError(404, battleMessages.notFound)
  if (row.inviter_id !== streamerId && row.opponent_id !== streamerId)
    throw new RefusalError(403, battleMessages.notYours)
  return row
}

/** Refuses an answer to an invitation from anyone but the invited streamer, or to one no longer open. */
function refuseAnswer(row: BattleRow, streamerId: string, now: Date) {
  if (row.inviter_id === streamerId) throw new RefusalError(403, battleMessages.ownInvitation)
  if (row.opponent_id !== streamerId) throw new RefusalError(403, battleMessages.notInvited)
  if (row.status === 'expired' || (row.status === 'pending' && expiredAt(row, now)))
    throw new RefusalError(409, battleMessages.expired)
  if (row.status !== 'pending') throw new RefusalError(409, battleMessages.answered)
}

/** The invited streamer accepts with one of their own cards as their forfeit: the battle runs from now. */
export async function acceptBattle(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  input: AcceptBattleInput,
  now: Date,
): Promise<BattleChanged> {
  const row = await createBattlesRepository(trx).byIdForUpdate(id)
  if (!row) throw new RefusalError(404, battleMessages.notFound)
  refuseAnswer(row, streamerId, now)
  const card = await ownCard(trx, streamerId, input.forfeitCardId)
  const repo = createBattlesRepository(trx)
  const changes = {
    status: 'running' as const,
    started_at: now.toISOString(),
    ends_at: new Date(now.getTime() + row.minutes * 60_000).toISOString(),
    updated_at: now.toISOString(),
  }
  await repo.update(row.id, changes)
  await repo.updateSide(row.id, streamerId, { forfeit_card_id: card.id })
  return { row: { ...row, ...changes } }
}

/** The invited streamer declines. */
export async function declineBattle(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  now: Date,
): Promise<BattleChanged> {
  const row = await createBattlesRepository(trx).byIdForUpdate(id)
  if (!row) throw new RefusalError(404, battleMessages.notFound)
  refuseAnswer(row, streamerId, now)
  return { row: await close(trx, row, 'declined', now, streamerId) }
}

/**
 * Ends a running battle, once, in the caller's transaction on the row it locked: each side's points
 * are read from the books for the window (its start until its end, or until now when one of the two
 * ends it early), the result is stored with them, and the loser's forfeit goes into their line as
 * their own use (a tie: both forfeits, each in its own streamer's line). An early end is a loss for
 * whoever ended it, whatever the score.
 */
async function endBattle(
  trx: Kysely<Database>,
  row: BattleRow,
  now: Date,
  how: { reason: 'time' } | { reason: 'early'; by: string },
): Promise<BattleChanged> {
  const repo = createBattlesRepository(trx)
  const reason: BattleEndReason = how.reason
  const to = how.reason === 'early' ? now : new Date(row.ends_at ?? now.toISOString())
  const window = { from: new Date(row.started_at ?? to.toISOString()), to }
  const sides = await repo.sidesOf(row.id)
  const points = new Map<string, number>()
  for (const side of sides) points.set(side.streamer_id, await pointsOf(trx, side.streamer_id, window))
  const [first, second] = sides
  if (!first || !second) throw new Error(`battle ${row.id} has not two sides`)
  const scoreOf = (side: BattleSideRow) => points.get(side.streamer_id) ?? 0
  const winner =
    how.reason === 'early'
      ? sides.find((side) => side.streamer_id !== how.by)
      : scoreOf(first) === scoreOf(second)
        ? undefined
        : scoreOf(first) > scoreOf(second)
          ? first
          : second
  const losers = winner ? sides.filter((side) => side !== winner) : sides
  const users = createUsersRepository(trx)
  const names = new Map<string, string>()
  for (const side of sides)
    names.set(side.streamer_id, (await users.nameById(side.streamer_id))?.username ?? '')
  const cards = createCardsRepository(trx)
  const at = now.toISOString()
  for (const side of sides) {
    let forfeitUseId: string | null = null
    const card = losers.includes(side) && side.forfeit_card_id ? await cards.byId(side.forfeit_card_id) : null
    if (card) {
      const other = sides.find((each) => each !== side) as BattleSideRow
      const use = await queueUseNow(trx, {
        streamerId: side.streamer_id,
        viewerId: side.streamer_id,
        credit: battleForfeitCredit(
          winner ? (names.get(winner.streamer_id) ?? '') : null,
          names.get(other.streamer_id) ?? '',
        ),
        purchaseId: `battle-${row.id}`,
        card,
        at,
      })
      forfeitUseId = use.id
    }
    await repo.updateSide(row.id, side.streamer_id, {
      points: scoreOf(side),
      forfeit_use_id: forfeitUseId,
      live: null,
    })
  }
  const changes = {
    status: 'ended' as const,
    ended_at: to.toISOString(),
    end_reason: reason,
    ended_by: how.reason === 'early' ? how.by : null,
    winner_id: winner?.streamer_id ?? null,
    updated_at: at,
  }
  await repo.update(row.id, changes)
  return { row: { ...row, ...changes }, forfeits: losers.map((side) => side.streamer_id) }
}

/** Ends the battle by its time if it still runs and its time ran out; answers it if this did. */
export async function endIfDue(
  trx: Kysely<Database>,
  id: string,
  now: Date,
): Promise<BattleChanged | undefined> {
  const row = await createBattlesRepository(trx).byIdForUpdate(id)
  if (row?.status !== 'running' || Date.parse(row.ends_at ?? '') > now.getTime()) return undefined
  return endBattle(trx, row, now, { reason: 'time' })
}

/**
 * One of the two streamers ends the battle. Running, it ends now and counts as a loss for them (past
 * its time, the time ended it: the sweep had not come by yet). Pending, the invitation closes:
 * withdrawn by the inviter, declined by the invited streamer.
 */
export async function endBattleBy(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  now: Date,
): Promise<BattleChanged> {
  const row = await lockedBattleOf(trx, id, streamerId)
  if (row.status === 'pending') {
    if (expiredAt(row, now)) throw new RefusalError(409, battleMessages.expired)
    const status = row.inviter_id === streamerId ? 'withdrawn' : 'declined'
    return { row: await close(trx, row, status, now, streamerId) }
  }
  if (row.status !== 'running') throw new RefusalError(409, battleMessages.over)
  if (Date.parse(row.ends_at ?? '') <= now.getTime()) return endBattle(trx, row, now, { reason: 'time' })
  return endBattle(trx, row, now, { reason: 'early', by: streamerId })
}
