import type { Kysely } from 'kysely'
import type { Config } from '../../../config'
import type { Database } from '../../../db/schema'
import { createPayoutAccountsRepository } from '../payout-accounts-repository'
import { createPayoutsRepository } from '../payouts-repository'
import { createPayoutProviders } from './providers'

/** The payout repositories and providers of one server instance (the money module, index.ts, builds them once). */
export function createPayoutServices(config: Config, db: Kysely<Database>) {
  const accounts = createPayoutAccountsRepository(db)
  return {
    accounts,
    payouts: createPayoutsRepository(db),
    providers: createPayoutProviders(config, accounts),
  }
}
