import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** A creator's earnings and ledger (being written). */
export const earningsRoutes: FastifyPluginAsyncZod = async () => {}
