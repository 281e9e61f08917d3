import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_API } from '../api-prefixes'
import { createGrievancesRepository } from './grievances-repository'
import { adminGrievanceRoutes } from './routes/admin-grievances'
import { grievanceRoutes } from './routes/grievances'

declare module '../../app-services' {
  interface AppServices {
    grievances: ReturnType<typeof createGrievancesRepository>
  }
}

/** Complaints to the grievance officer: the public form, and the administrator's queue. */
const grievancesModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('grievances', createGrievancesRepository(app.db))
  await app.register(grievanceRoutes)
  await app.register(adminGrievanceRoutes, { prefix: ADMIN_API })
}

export default fp(grievancesModule, {
  name: 'grievances',
  dependencies: ['admin', 'limits', 'mail', 'money'],
})
