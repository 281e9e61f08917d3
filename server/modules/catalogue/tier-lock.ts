import type { Kysely } from 'kysely'
import { subscriberCardMessages } from '../../../contract/subscriber-cards'
import type { Database } from '../../db/schema'
import { RefusalError } from '../../errors'
import {
  createSubscriptionTiersRepository,
  type SubscriptionTiersRepository,
} from './subscription-tiers-repository'

/**
 * The tier a new card is locked at: the one named (an offered tier of the creator's) or, when none is
 * named, the cheapest one offered; null for a card for everyone.
 */
export async function tierToLock(
  tiers: Pick<SubscriptionTiersRepository, 'list'>,
  creatorId: string,
  request: { subscribersOnly: boolean; minTierId: string | null },
): Promise<{ tierId: string | null }> {
  if (!request.subscribersOnly) return { tierId: null }
  const offered = (await tiers.list(creatorId)).filter((tier) => tier.retired_at === null)
  if (offered.length === 0) throw new RefusalError(400, subscriberCardMessages.noTiers)
  if (request.minTierId === null) return { tierId: offered[0]?.id ?? null }
  const named = offered.find((tier) => tier.id === request.minTierId)
  if (!named) throw new RefusalError(400, subscriberCardMessages.tierRequired)
  return { tierId: named.id }
}

/**
 * `tierToLock` over a database handle, for modules/stream/routes/stream-control.ts, which passes
 * `app.db`: it makes the tiers repository at each call. Once that route passes `app.subscriptionTiers`,
 * this goes.
 */
export const lockTierOf = (
  db: Kysely<Database>,
  creatorId: string,
  request: { subscribersOnly: boolean; minTierId: string | null },
) => tierToLock(createSubscriptionTiersRepository(db), creatorId, request)
