import { HOURLY_QUOTAS, type QuotaAction } from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import { RefusalError } from '../../errors'
import type { QuotaUsesRepository } from './limits-repository'

export const quotaRefusals: Record<QuotaAction, string> = {
  createCard: limitMessages.createCardQuota,
  freePurchase: limitMessages.freePurchaseQuota,
  paymentOrder: limitMessages.paymentOrderQuota,
  useCard: limitMessages.useCardQuota,
}

/**
 * Counts one `action` of the user against its hourly quota. Past the quota it throws a RefusalError,
 * which the error handler answers 429 with the action's message and Retry-After. Returns `release`,
 * which takes the use back when the action did not happen after all.
 */
export async function spendHourlyQuota(quotas: QuotaUsesRepository, userId: string, action: QuotaAction) {
  const quota = await quotas.take(userId, action, HOURLY_QUOTAS[action])
  if (quota.refused) throw new RefusalError(429, quotaRefusals[action], quota.retryAfterSeconds)
  return quota.release
}
