import type { Kysely } from 'kysely'
import type { OverlayBattleData } from '../../../contract/battle-bar'
import type { Battle } from '../../../contract/battles'
import { ENDED_SHOWN_MS } from '../../../contract/marathon-clock'
import type { Database } from '../../db/schema'
import type { BattleRow, BattleSideRow } from '../../db/schema-battles'
import { createUsersRepository } from '../accounts'
import { createCardsRepository, toShownCard } from '../catalogue'
import { createBattlesRepository } from './battles-repository'
import { pointsOf, windowAt } from './scoring'

// A battle as its streamers read it (the Live page) and as their overlays draw it (the bar). A
// running battle's points are read from the books at the moment of asking; an ended one's are its
// result, stored once when it ended.

/** Each side with its streamer's name and its points now, `firstId`'s first. */
async function sidesNow(db: Kysely<Database>, row: BattleRow, firstId: string, now: Date) {
  const sides = await createBattlesRepository(db).sidesOf(row.id)
  const users = createUsersRepository(db)
  const read = await Promise.all(
    sides.map(async (side) => ({
      side,
      name: (await users.nameById(side.streamer_id))?.username ?? '',
      points:
        row.status === 'running' ? await pointsOf(db, side.streamer_id, windowAt(row, now)) : side.points,
    })),
  )
  const first = read.find((each) => each.side.streamer_id === firstId)
  const second = read.find((each) => each.side.streamer_id !== firstId)
  if (!first || !second) throw new Error(`battle ${row.id} has not two sides`)
  return [first, second] as const
}

/** The battle as one of its two streamers (`callerId`) reads it. */
export async function viewBattle(
  db: Kysely<Database>,
  row: BattleRow,
  callerId: string,
  now: Date,
): Promise<Battle> {
  const [you, them] = await sidesNow(db, row, callerId, now)
  const cards = createCardsRepository(db)
  const shown = async ({ side, name, points }: { side: BattleSideRow; name: string; points: number }) => {
    const card = side.forfeit_card_id ? await cards.byId(side.forfeit_card_id) : undefined
    return { id: side.streamer_id, username: name, points, forfeit: card ? toShownCard(card) : null }
  }
  const by = (id: string | null) =>
    id === null ? null : id === callerId ? ('you' as const) : ('them' as const)
  return {
    id: row.id,
    status: row.status,
    you: await shown(you),
    them: await shown(them),
    invitedBy: row.inviter_id === callerId ? 'you' : 'them',
    minutes: row.minutes,
    invitedAt: row.invited_at,
    expiresAt: row.expires_at,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    endedAt: row.ended_at,
    result:
      row.status === 'ended' && row.end_reason
        ? {
            outcome: row.winner_id === null ? 'tie' : row.winner_id === callerId ? 'won' : 'lost',
            reason: row.end_reason,
            endedBy: by(row.ended_by),
          }
        : null,
  }
}

/** What the streamer's overlay bar shows now: the running battle, or an ended one for a minute. */
export async function overlayBattle(
  db: Kysely<Database>,
  streamerId: string,
  now: Date,
): Promise<OverlayBattleData['battle']> {
  const row = await createBattlesRepository(db).latestStartedOf(streamerId)
  if (!row || (row.status !== 'running' && row.status !== 'ended')) return null
  if (row.status === 'ended' && now.getTime() - Date.parse(row.updated_at) > ENDED_SHOWN_MS) return null
  const [own, other] = await sidesNow(db, row, streamerId, now)
  const winner = row.winner_id === null ? null : row.winner_id === streamerId ? own.name : other.name
  return {
    id: row.id,
    status: row.status,
    sides: [
      { name: own.name, points: own.points },
      { name: other.name, points: other.points },
    ],
    endsAt: row.ends_at ?? now.toISOString(),
    winner: row.status === 'ended' ? winner : null,
    reason: row.end_reason,
  }
}
