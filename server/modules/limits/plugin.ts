import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authMessages } from '../../../contract/messages'
import { type AccountLimitsRepository, createAccountLimitsRepository } from './account-limits-repository'
import { createQuotaUsesRepository } from './limits-repository'
import { databaseRateLimitStore } from './rate-limits'
import { createWorkChallengesRepository, type WorkChallengesRepository } from './work-challenges-repository'

declare module '../../app-services' {
  interface AppServices {
    quotaUses: ReturnType<typeof createQuotaUsesRepository>
    /** Request counters in fixed windows, shared by every instance on one database. */
    accountLimits: AccountLimitsRepository
    /** Solved sign-up challenges, spent once (work-challenges.ts). */
    workChallengesSpent: WorkChallengesRepository
  }
}

/**
 * The hourly quotas of actions (contract/constants.ts HOURLY_QUOTAS), and per-address request limits
 * (RATE_LIMIT): @fastify/rate-limit, off for every route but those that name a limit. Registered
 * before any module's routes, which it must see.
 */
const limitsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('quotaUses', createQuotaUsesRepository(app.db))
  app.decorate('accountLimits', createAccountLimitsRepository(app.db))
  app.decorate('workChallengesSpent', createWorkChallengesRepository(app.db))
  if (!app.config.rateLimit) return
  await app.register(rateLimit, {
    global: false,
    // Instances on one PostgreSQL share the counts; SQLite is one process (docs/instances.md).
    ...(app.database.sharedByInstances ? { store: databaseRateLimitStore(app.accountLimits) } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: authMessages.tooManyRequests }),
  })
}

export default fp(limitsModule, { name: 'limits' })
