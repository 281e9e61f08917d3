import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** A creator's payout account: UPI ID or bank account (being written). */
export const payoutAccountRoutes: FastifyPluginAsyncZod = async () => {}
