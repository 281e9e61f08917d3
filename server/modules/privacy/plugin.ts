import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createErasureRepository, type ErasureRepository } from './erasure-repository'
import { createExportRepository, type ExportRepository } from './export-repository'
import { privacyRoutes } from './routes/privacy'

declare module '../../app-services' {
  interface AppServices {
    /** Erases an account's personal data (erasure-repository.ts); used through erasure.ts. */
    erasure: ErasureRepository
    /** Everything held about a user, for their data export. */
    dataExport: ExportRepository
  }
}

/**
 * The user's own data across every module: its export, its erasure, and the sweep that erases the
 * accounts of withdrawn consents. At the edge, because it reads and erases what every module keeps.
 */
const privacyModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('erasure', createErasureRepository(app.db))
  app.decorate('dataExport', createExportRepository(app.db))
  await app.register(privacyRoutes, { prefix: USER_API })
}

export default fp(privacyModule, { name: 'privacy', dependencies: ['accounts'] })
