import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { overlayMarathon } from './marathons'
import { createMarathonsRepository, type MarathonsRepository } from './marathons-repository'
import { marathonRoutes } from './routes/marathons'

declare module '../../app-services' {
  interface AppServices {
    marathons: MarathonsRepository
  }
}

/** A streamer's marathon: its clock and the cards that add time. */
const marathonsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('marathons', createMarathonsRepository(app.db))
  // Every overlay shows the streamer's marathon timer; the bus reads it here.
  app.overlayBus.provide({ marathon: (streamerId, now) => overlayMarathon(app.marathons, streamerId, now) })
  await app.register(marathonRoutes, { prefix: USER_API })
}

export default fp(marathonsModule, { name: 'marathons', dependencies: ['limits', 'realtime'] })
