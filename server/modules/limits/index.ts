export {
  createMailLogRepository,
  type MailClient,
  type MailLimits,
  type MailLogRepository,
  quotaRetryAfter,
  quotaSince,
  quotaWindow,
  quotaWindowSince,
} from './limits-repository'
export { quotaRefusals, spendHourlyQuota } from './quotas'
export {
  accountLimits,
  bodyEmail,
  bodyEmailId,
  countAccountAttempt,
  limitPerAccount,
  limitPerMinute,
  normaliseEmail,
  perAccountLimits,
} from './rate-limits'
export { createWorkChallenges, signupWorkBits, type WorkChallenges } from './work-challenges'
