import { COMMUNITY_TOP_SHOWN, type CommunityCard } from '../../../contract/community'
import type { OverlayCommunityData } from '../../../contract/community-progress'
import { ENDED_SHOWN_MS } from '../../../contract/marathon-clock'
import { paiseToRupees } from '../../../contract/money'
import { streamMessages } from '../../../contract/stream'
import type { AppServices } from '../../app-services'
import type { CommunityCardRow } from '../../db/schema-community'
import { toShownCard } from '../catalogue'
import { createStreamSettingsRepository, nameOnStreamOf } from '../realtime'
import { createCommunityRepository } from './community-repository'

/** What a community card's view reads. */
export type CommunityViewSources = Pick<AppServices, 'db' | 'cards' | 'users'>

/** The biggest contributors, each named as the stream may show them (the streamer's name rules). */
async function topNamed(db: AppServices['db'], row: CommunityCardRow) {
  const top = await createCommunityRepository(db).topContributors(row.id, COMMUNITY_TOP_SHOWN)
  if (top.length === 0) return []
  const control = await createStreamSettingsRepository(db).get(row.streamer_id)
  return Promise.all(
    top.map(async (contributor) => ({
      name:
        (await nameOnStreamOf(
          db,
          row.streamer_id,
          { id: contributor.userId, username: contributor.username },
          control,
        )) ?? streamMessages.anonymousViewer,
      amount: paiseToRupees(contributor.totalPaise),
    })),
  )
}

/** The community card as the caller (`viewerId`: a contributor, the streamer, anyone) reads it. */
export async function viewCommunity(
  { db, cards, users }: CommunityViewSources,
  row: CommunityCardRow,
  viewerId: string | undefined,
): Promise<CommunityCard> {
  const repo = createCommunityRepository(db)
  const [card, streamer, totals, top, mine] = await Promise.all([
    cards.byId(row.card_id),
    users.nameById(row.streamer_id),
    repo.totals(row.id),
    topNamed(db, row),
    viewerId ? repo.pledgedBy(row.id, viewerId) : Promise.resolve(0),
  ])
  if (!card || !streamer) throw new Error(`community card ${row.id} names a missing card or streamer`)
  return {
    id: row.id,
    status: row.status,
    streamer: { id: streamer.id, username: streamer.username },
    card: toShownCard(card),
    goal: paiseToRupees(row.goal_paise),
    pledged: paiseToRupees(totals.pledgedPaise),
    contributors: totals.contributors,
    top,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    endedAt: row.ended_at,
    you: mine > 0 ? { pledged: paiseToRupees(mine) } : null,
  }
}

/** What the overlay's progress bar shows of the streamer's community card now (an ended one for a minute). */
export async function overlayCommunity(
  { db, cards }: Pick<AppServices, 'db' | 'cards'>,
  streamerId: string,
  now: Date,
): Promise<OverlayCommunityData['community']> {
  const repo = createCommunityRepository(db)
  const row = await repo.latestOf(streamerId)
  if (!row) return null
  if (row.status !== 'open' && now.getTime() - Date.parse(row.updated_at) > ENDED_SHOWN_MS) return null
  const [card, totals, top] = await Promise.all([
    cards.shownById(row.card_id),
    repo.totals(row.id),
    topNamed(db, row),
  ])
  return {
    id: row.id,
    status: row.status,
    title: card?.title ?? '',
    imageUrl: card?.image_url ?? '',
    goal: paiseToRupees(row.goal_paise),
    pledged: paiseToRupees(totals.pledgedPaise),
    top,
    endsAt: row.ends_at,
  }
}
