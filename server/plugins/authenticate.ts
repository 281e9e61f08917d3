import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authMessages } from '../../src/contract/messages'
import type { UserRow } from '../db/schema'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; identity comes from the bearer token only. */
    user: UserRow
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice('Bearer '.length).trim() || undefined
}

/** The spec's session-expired answer: clients clear the session on 401 or status 'jwterror'. */
export const jwtErrorBody = (error: string) => ({ status: 'jwterror', success: false, error, message: error })

export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as UserRow)
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request)
    if (!token) return reply.code(401).send(jwtErrorBody(authMessages.noToken))
    const claims = await app.ctx.tokens.verify(token, 'user')
    const user = claims && (await app.ctx.users.byId(claims.sub))
    if (!user) return reply.code(401).send(jwtErrorBody(authMessages.sessionExpired))
    request.user = user
  })
}
