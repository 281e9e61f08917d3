// What the signed-in viewer's subscriptions open on a card list: which subscribers-only cards are
// locked to them, and how many priced cards of each streamer they may still take free this month.
// The server applies the same rule (contract/subscriber-cards.ts) to every purchase and claim.
import { useMemo } from 'react'
import type { Card } from '../../contract/cards'
import { isFree } from '../../contract/money'
import { tierOpens } from '../../contract/subscriber-cards'
import { hasPerks } from '../../contract/subscription-states'
import type { MySubscription } from '../../contract/subscriptions'
import { useSession } from '../lib/session-slice'
import { useGetMySubscriptionsQuery } from './subscriptions-api'

export interface CardPerks {
  /** A subscribers-only card this viewer may not take (not subscribed, or to a cheaper tier). */
  locked: boolean
  /** Priced cards of its streamer the viewer may still take free this period. */
  allowanceLeft: number
  /** The viewer's running subscription to the card's streamer, if any. */
  subscription: MySubscription | null
}

export function useCardPerks(): (card: Card) => CardPerks {
  const { user } = useSession()
  const { data } = useGetMySubscriptionsQuery(undefined, { skip: !user })
  return useMemo(() => {
    const running = new Map(
      (data?.subscriptions ?? [])
        .filter((subscription) => hasPerks(subscription.state))
        .map((subscription) => [subscription.streamer.id, subscription]),
    )
    return (card: Card) => {
      const subscription = running.get(card.streamerEmailId) ?? null
      const own = user?._id === card.streamerEmailId
      const opened =
        !card.subscribersOnly ||
        own ||
        (subscription !== null && (!card.minTier || tierOpens(subscription.tier.price, card.minTier)))
      return {
        locked: !opened,
        allowanceLeft: opened && subscription && !isFree(card.price) ? subscription.allowanceLeft : 0,
        subscription,
      }
    }
  }, [data, user?._id])
}
