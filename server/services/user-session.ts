import type { AppContext } from '../context'
import type { UserRow } from '../db/schema'
import { toPublicUser } from '../db/users-repository'

/** The fields every successful sign-in answers with: token, user, user_type, expiresIn (seconds). */
export async function sessionFor(ctx: AppContext, user: UserRow) {
  const expiresIn = ctx.config.sessionTtlSeconds
  return {
    token: await ctx.tokens.sign(user.id, 'user', expiresIn),
    user: toPublicUser(user),
    user_type: user.user_type,
    expiresIn,
  }
}
