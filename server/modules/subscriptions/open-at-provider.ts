import type { AppServices } from '../../app-services'
import type { SubscriptionTierRow } from '../../db/schema-subscriptions'
import type { RazorpaySubscriptions } from '../money'

type Recurring = NonNullable<Awaited<ReturnType<AppServices['payments']['recurring']>>>

/** What opening at the provider reads and writes: the plans made at Razorpay, and the clock. */
export type OpenAtProviderServices = Pick<AppServices, 'subscriptionPlans' | 'clock'>

/**
 * Opens the subscription at the provider for the tier's price; answers its id there. At Razorpay, on
 * the tier's monthly plan for that price (made once, remembered in subscription_plans: a plan cannot
 * change, so a new price is a new plan).
 */
export async function openAtProvider(
  app: OpenAtProviderServices,
  provider: Recurring,
  opening: { tier: SubscriptionTierRow; streamerName: string; viewerId: string },
): Promise<string> {
  if (provider.name === 'simulated') return provider.create()
  const planId = await planFor(app, provider, opening.tier, opening.streamerName)
  return provider.createSubscription({
    planId,
    notes: { tier_id: opening.tier.id, viewer_id: opening.viewerId },
  })
}

async function planFor(
  app: OpenAtProviderServices,
  razorpay: RazorpaySubscriptions,
  tier: SubscriptionTierRow,
  streamerName: string,
): Promise<string> {
  const pricePaise = tier.price_paise
  const known = () => app.subscriptionPlans.providerPlanOf(tier.id, pricePaise)
  const existing = await known()
  if (existing) return existing.provider_plan_id
  const planId = await razorpay.createPlan({
    amountPaise: pricePaise,
    name: `${streamerName}: ${tier.name}`.slice(0, 100),
    description: tier.perks.slice(0, 200),
  })
  // Two first subscribers at once may both make a plan: the first stored is used, the other stays unused.
  await app.subscriptionPlans.remember({
    tierId: tier.id,
    pricePaise,
    providerPlanId: planId,
    at: app.clock.now(),
  })
  return (await known())?.provider_plan_id ?? planId
}
