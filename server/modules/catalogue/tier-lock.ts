import { subscriberCardMessages } from '../../../contract/subscriber-cards'
import { RefusalError } from '../../errors'
import type { SubscriptionTiersRepository } from './subscription-tiers-repository'

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
