import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import type { Clock } from './lib/clock'

/**
 * What the Fastify instance carries for routes, services and background work: the root's own members
 * here (server/app.ts decorates them), and each module's repositories and services, added by that
 * module's index.ts (a `declare module` of this interface beside the `app.decorate` that sets them).
 * Services take it rather than the whole Fastify instance, so that they name no HTTP type.
 */
export interface AppServices {
  config: Config
  database: DatabaseHandle
  db: DatabaseHandle['db']
  /** The money clock: holds and payout dates (CLOCK_OFFSET_FILE moves it in tests); marathons too. */
  clock: Clock
}

declare module 'fastify' {
  interface FastifyInstance extends AppServices {}
}
