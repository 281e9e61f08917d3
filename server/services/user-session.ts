import Bowser from 'bowser'
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import type { AppContext } from '../context'
import type { UserRow } from '../db/schema'
import { toPublicUser } from '../db/users-repository'

/** 'Chrome on Android' from a User-Agent header; 'Unknown device' when it says nothing useful. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device'
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const os = parsed.os.name
  if (browser && os) return `${browser} on ${os}`
  return browser || os || 'Unknown device'
}

/** Where a session signed in from, as its user's sessions list shows it. */
export interface SessionOrigin {
  device: string
  address: string
}

export const originOf = (req: FastifyRequest): SessionOrigin => ({
  device: deviceOf(req.headers['user-agent']),
  address: req.ip,
})

/**
 * The fields every successful sign-in answers with: token, user, user_type, expiresIn (seconds). The
 * session is recorded with the device and address it signed in from, for the user's sessions list.
 */
export async function sessionFor(ctx: AppContext, user: UserRow, origin: SessionOrigin) {
  const expiresIn = ctx.config.sessionTtlSeconds
  const token = await ctx.tokens.sign(user.id, 'user', expiresIn)
  const claims = decodeJwt(token)
  await ctx.sessions.start(
    {
      id: String(claims.jti),
      userId: user.id,
      ...origin,
      expiresAt: new Date(Number(claims.exp) * 1000).toISOString(),
    },
    new Date(),
  )
  return { token, user: toPublicUser(user), user_type: user.user_type, expiresIn }
}
