import type { AppContext } from '../../context'
import { createPayoutAccountsRepository } from '../../db/payout-accounts-repository'
import { createPayoutsRepository } from '../../db/payouts-repository'
import { createPayoutProviders } from './providers'

/** The payout repositories and providers of one server instance, made on first use. */
function createPayoutServices(ctx: AppContext) {
  const accounts = createPayoutAccountsRepository(ctx.db)
  return {
    accounts,
    payouts: createPayoutsRepository(ctx.db),
    providers: createPayoutProviders(ctx.config, accounts),
  }
}

const byContext = new WeakMap<AppContext, ReturnType<typeof createPayoutServices>>()

export function payoutServices(ctx: AppContext) {
  let services = byContext.get(ctx)
  if (!services) {
    services = createPayoutServices(ctx)
    byContext.set(ctx, services)
  }
  return services
}
