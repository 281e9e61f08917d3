import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createProRenewalsRepository, type ProRenewalsRepository } from './pro-renewals-repository'
import { planRoutes } from './routes/plans'

declare module '../../app-services' {
  interface AppServices {
    /** Creator Pro renewing each month: who renews, and the notices sent (pro-renewals.ts). */
    proRenewals: ProRenewalsRepository
  }
}

/** A creator's plan: Creator Pro, its checkout and renewal. */
const plansModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('proRenewals', createProRenewalsRepository(app.db))
  await app.register(planRoutes, { prefix: USER_API })
}

export default fp(plansModule, { name: 'plans', dependencies: ['accounts', 'limits', 'mail', 'money'] })
