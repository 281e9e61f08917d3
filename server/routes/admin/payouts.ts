import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AdminPluginOptions } from './context'

/** Payout batches: run now, list, retry a failed payout (being written). */
export const adminPayoutRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async () => {}
