import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  acceptBattleSchema,
  BATTLE_RESULTS_SHOWN,
  battleIdParams,
  battleMessages,
  battleResponseSchema,
  currentBattleResponseSchema,
  inviteBattleSchema,
} from '../../../../contract/battles'
import { errorResponses } from '../../../../contract/errors'
import type { BattleRow } from '../../../db/schema-battles'
import { limitPerMinute } from '../../limits'
import { changeBattle } from '../battle-changes'
import { viewBattle } from '../battle-view'
import { acceptBattle, declineBattle, endBattleBy, inviteBattle } from '../battles'
import { createBattlesRepository } from '../battles-repository'

/**
 * `/auth/user/battles` (docs/battles.md): a Creator Pro streamer invites another streamer; the invited
 * one accepts with a forfeit card or declines; either ends it (early: a loss); each reads their
 * pending or running battle and their last results. Streamers only; every answer is the battle as the
 * caller sees it, with the server's clock.
 */
export const battleRoutes: FastifyPluginAsyncZod = async (app) => {
  const streamersOnly = { preHandler: [app.authenticate, app.requireCreator] }
  const battles = createBattlesRepository(app.db)

  async function answer(row: BattleRow, callerId: string, message: string) {
    const now = app.clock.now()
    return {
      status: 'success' as const,
      message,
      now: now.toISOString(),
      battle: await viewBattle(app.db, row, callerId, now),
    }
  }

  app.post(
    '/battles',
    {
      ...streamersOnly,
      // 400: oneself or a viewer; 403: not Creator Pro, or not their card; 404: no such name or card;
      // 409: one of the two is in a battle already.
      schema: {
        body: inviteBattleSchema,
        response: { 201: battleResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      const done = await changeBattle(app, (trx, now) => inviteBattle(trx, req.user, req.body, now), req.log)
      return reply.code(201).send(await answer(done.row, req.user.id, battleMessages.invited))
    },
  )

  app.get(
    '/battles/current',
    {
      ...streamersOnly,
      schema: { response: { 200: currentBattleResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      const now = app.clock.now()
      const [current, ended] = await Promise.all([
        battles.currentOf(req.user.id),
        battles.resultsOf(req.user.id, BATTLE_RESULTS_SHOWN),
      ])
      return {
        status: 'success' as const,
        now: now.toISOString(),
        battle: current ? await viewBattle(app.db, current, req.user.id, now) : null,
        results: await Promise.all(ended.map((row) => viewBattle(app.db, row, req.user.id, now))),
      }
    },
  )

  app.post(
    '/battles/:id/accept',
    {
      ...streamersOnly,
      // 403: not the invited streamer, or not their card; 409: answered, expired or over.
      schema: {
        params: battleIdParams,
        body: acceptBattleSchema,
        response: { 200: battleResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const done = await changeBattle(
        app,
        (trx, now) => acceptBattle(trx, req.user.id, req.params.id, req.body, now),
        req.log,
      )
      return answer(done.row, req.user.id, battleMessages.accepted)
    },
  )

  app.post(
    '/battles/:id/decline',
    {
      ...streamersOnly,
      // 403: not the invited streamer; 409: answered, expired or over.
      schema: {
        params: battleIdParams,
        response: { 200: battleResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const done = await changeBattle(
        app,
        (trx, now) => declineBattle(trx, req.user.id, req.params.id, now),
        req.log,
      )
      return answer(done.row, req.user.id, battleMessages.declined)
    },
  )

  app.post(
    '/battles/:id/end',
    {
      ...streamersOnly,
      // 403: not one of its two streamers; 409: over already, or an invitation that expired.
      schema: {
        params: battleIdParams,
        response: { 200: battleResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const done = await changeBattle(
        app,
        (trx, now) => endBattleBy(trx, req.user.id, req.params.id, now),
        req.log,
      )
      const row = done.row
      const message =
        row.status === 'withdrawn'
          ? battleMessages.withdrawn
          : row.status === 'declined'
            ? battleMessages.declined
            : row.end_reason === 'early'
              ? battleMessages.endedEarly
              : battleMessages.over
      return answer(row, req.user.id, message)
    },
  )
}
