import type { Kysely } from 'kysely'
import { type BusinessSettings, DEFAULT_BUSINESS_SETTINGS } from '../../../../contract/settings'
import { percentToBp, type WithholdingRules } from '../../../../contract/tax-rules'
import type { Database } from '../../../db/schema'
import { createSettingsRepository, SETTINGS_KEYS, type SettingsRepository } from '../../settings'
import { createInvoicesRepository } from '../invoices-repository'

/**
 * The admin's business settings over their defaults. Pass the transaction that writes the document:
 * SQLite has one connection, and a read beside an open transaction would wait for it.
 */
export const loadBusiness = (db: Kysely<Database>) => loadBusinessFrom(createSettingsRepository(db))

export async function loadBusinessFrom(settings: SettingsRepository): Promise<BusinessSettings> {
  const saved = await settings.get<Partial<BusinessSettings>>(SETTINGS_KEYS.business)
  return { ...DEFAULT_BUSINESS_SETTINGS, ...saved }
}

export const gstRateBp = (business: BusinessSettings) => percentToBp(business.gstRatePercent)

export const withholdingRules = (business: BusinessSettings): WithholdingRules => ({
  tdsRateBp: percentToBp(business.tdsRatePercent),
  tdsNoPanRateBp: percentToBp(business.tdsNoPanRatePercent),
  tdsThresholdPaise: business.tdsThresholdRupees * 100,
  tcsRateBp: percentToBp(business.tcsRatePercent),
})

/**
 * Keeps the state a buyer named at checkout for their invoices (none named: the kept one stays). Takes
 * the database its callers (the plan and subscription checkouts) hold.
 */
export async function rememberBillingState(db: Kysely<Database>, userId: string, state: string | undefined) {
  if (!state) return
  await createInvoicesRepository(db).rememberBillingState(userId, state)
}
