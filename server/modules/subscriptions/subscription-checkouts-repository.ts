import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { SubscriptionCheckoutTable } from '../../db/schema-subscriptions'

/** What a request writes into the checkout it claims: the tier, price and provider, and its claim. */
export type CheckoutClaim = Omit<SubscriptionCheckoutTable, 'viewer_id' | 'streamer_id'>

/**
 * The one open checkout of a viewer and streamer (subscription_checkouts, migration 038), claimed by
 * the request that asks the provider (checkouts.ts): each write names the claim it holds, so of two
 * requests only one fills or lets go a checkout.
 */
export function createSubscriptionCheckoutsRepository(db: Kysely<Database>) {
  return {
    /** The viewer's checkout to the streamer, whoever holds it. */
    held: (viewerId: string, streamerId: string) =>
      db
        .selectFrom('subscription_checkouts')
        .selectAll()
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .executeTakeFirst(),

    /** Claims a checkout where there is none; undefined when one exists (held by another, or done). */
    claimNew: (viewerId: string, streamerId: string, mine: CheckoutClaim) =>
      db
        .insertInto('subscription_checkouts')
        .values({ viewer_id: viewerId, streamer_id: streamerId, ...mine })
        .onConflict((oc) => oc.columns(['viewer_id', 'streamer_id']).doNothing())
        .returning('claim')
        .executeTakeFirst(),

    /** Takes over the checkout still under `heldClaim`; false when another request changed it first. */
    async takeOver(viewerId: string, streamerId: string, heldClaim: string, mine: CheckoutClaim) {
      const taken = await db
        .updateTable('subscription_checkouts')
        .set(mine)
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .where('claim', '=', heldClaim)
        .executeTakeFirst()
      return taken.numUpdatedRows === 1n
    },

    /** Lets go of the claim: nothing was opened at the provider under it. */
    release: (viewerId: string, streamerId: string, claim: string) =>
      db
        .deleteFrom('subscription_checkouts')
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .where('claim', '=', claim)
        .execute(),

    /** The claim's checkout was opened: the subscription that awaits its first payment. */
    fill: (viewerId: string, streamerId: string, claim: string, subscriptionId: string) =>
      db
        .updateTable('subscription_checkouts')
        .set({ subscription_id: subscriptionId })
        .where('viewer_id', '=', viewerId)
        .where('streamer_id', '=', streamerId)
        .where('claim', '=', claim)
        .execute(),
  }
}

export type SubscriptionCheckoutsRepository = ReturnType<typeof createSubscriptionCheckoutsRepository>
