import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userResponseSchema } from '../../../../contract/auth'
import { cardMessages } from '../../../../contract/card-messages'
import { errorResponses } from '../../../../contract/errors'
import { authMessages } from '../../../../contract/messages'
import { editUserRequestSchema, editUserResponseSchema } from '../../../../contract/profile'
import { isUniqueViolation } from '../../../db/database'
import { RefusalError } from '../../../errors'
import { usernameRefusal } from '../usernames'
import { toPublicUser } from '../users-repository'

/** The signed-in user's own record. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate)

  const signedInUser = { schema: { response: { 200: userResponseSchema, ...errorResponses(401) } } }

  app.get('/getUser', signedInUser, async (req) => ({
    status: 'success' as const,
    user: toPublicUser(req.user),
  }))

  // The User-Info header the app sends is informational only; identity is the token's.
  app.get('/showUserInfo', signedInUser, async (req) => ({
    status: 'success' as const,
    user: toPublicUser(req.user),
  }))

  // The role is read-only here (only an administrator changes it) and so is the verified address. A
  // field left out keeps its value: the language switch sends `{locale}` alone.
  const editUser = {
    body: editUserRequestSchema,
    response: { 200: editUserResponseSchema, ...errorResponses(400, 401, 409, 413, 415) },
  }
  app.put('/editUser', { schema: editUser }, async (req) => {
    const { emailId, youtubeLink, instagramLink, description, locale } = req.body
    const username = req.body.username ?? req.user.username
    if (emailId !== undefined && emailId.toLowerCase() !== req.user.email) {
      throw new RefusalError(400, cardMessages.emailLocked)
    }
    const isCreator = req.user.user_type === 'creator'
    const badName = username !== req.user.username ? usernameRefusal(username) : undefined
    if (badName) throw new RefusalError(400, badName)
    if (username !== req.user.username && (await app.users.usernameTaken(username, req.user.id))) {
      throw new RefusalError(409, authMessages.usernameTaken)
    }
    try {
      await app.users.update(req.user.id, {
        username,
        description: description ?? req.user.description,
        locale: locale ?? req.user.locale,
        // Social links belong to the creator profile.
        youtube_link: isCreator ? (youtubeLink ?? req.user.youtube_link) : req.user.youtube_link,
        instagram_link: isCreator ? (instagramLink ?? req.user.instagram_link) : req.user.instagram_link,
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new RefusalError(409, authMessages.usernameTaken)
      throw error
    }
    // The market shows the creator's current name on every card, and the streamers list their name,
    // bio and links (modules/catalogue listens); a creator's overlay speaks their language
    // (modules/realtime listens).
    await app.profileChanges.changed({
      userId: req.user.id,
      isCreator,
      ...(username !== req.user.username ? { username } : {}),
      ...(locale !== undefined && locale !== req.user.locale ? { locale } : {}),
    })
    const user = await app.users.byId(req.user.id)
    return {
      status: 'success' as const,
      message: cardMessages.profileUpdated,
      user: user && toPublicUser(user),
    }
  })
}
