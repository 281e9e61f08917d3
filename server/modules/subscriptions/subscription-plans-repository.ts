import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The monthly plans made at Razorpay for a tier at a price (subscription_plans): a plan there cannot
 * change, so a new price is a new plan, made once and remembered here (open-at-provider.ts).
 */
export function createSubscriptionPlansRepository(db: Kysely<Database>) {
  return {
    /** The provider's plan for the tier at this price, if one was made. */
    providerPlanOf: (tierId: string, pricePaise: number) =>
      db
        .selectFrom('subscription_plans')
        .select('provider_plan_id')
        .where('tier_id', '=', tierId)
        .where('price_paise', '=', pricePaise)
        .executeTakeFirst(),

    /** Remembers a plan made at the provider; the first one stored for a tier and price stays. */
    remember: (plan: { tierId: string; pricePaise: number; providerPlanId: string; at: Date }) =>
      db
        .insertInto('subscription_plans')
        .values({
          tier_id: plan.tierId,
          price_paise: plan.pricePaise,
          provider_plan_id: plan.providerPlanId,
          created_at: plan.at.toISOString(),
        })
        .onConflict((oc) => oc.columns(['tier_id', 'price_paise']).doNothing())
        .execute(),
  }
}

export type SubscriptionPlansRepository = ReturnType<typeof createSubscriptionPlansRepository>
