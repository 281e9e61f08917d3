import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminEmailParams,
  adminIdParams,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  type AdminUserResponse,
  type AdminUsersResponse,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '../../../../contract/admin-users'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../contract/constants'
import { errorResponses } from '../../../../contract/errors'
import { userPasswordAddressRefusal } from '../../../../contract/fields'
import { isUniqueViolation } from '../../../db/database'
import { pageRequest } from '../../../db/keyset'
import type { UserUpdate } from '../../../db/schema'
import { RefusalError } from '../../../errors'
import {
  createUsersRepository,
  endSessionsNow,
  hashPassword,
  toPublicUser,
  usernameRefusal,
} from '../../accounts'
import { announceAuction, endAuctionsOfDemoted } from '../../auctions'
import { adminPlanChange, describePlan } from '../../plans'
import { createAdminAuditRepository } from '../admin-audit-repository'
import { auditEntry } from '../admin-services'
import { createAdminUsersRepository } from '../admin-users-repository'
import { stopRenewalsOfDemoted } from '../demotion'

/** The verification filter's values ('all' and '' mean no filter). */
const verifiedFilter: Record<string, boolean | undefined> = {
  true: true,
  verified: true,
  false: false,
  unverified: false,
}

/** User Management: list with a search and filters (a page at a time), add, edit (addressed by email), delete (by id). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const { q, user_type, isVerified } = req.query
      const page = await app.adminUsers.listPage(
        {
          search: q || undefined,
          userType: user_type === 'viewer' || user_type === 'creator' ? user_type : undefined,
          isVerified: isVerified ? verifiedFilter[isVerified] : undefined,
        },
        pageRequest(req.query, ADMIN_DEFAULT_PAGE_SIZE),
      )
      return {
        success: true,
        users: page.rows.map(toPublicUser),
        total: page.total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      } satisfies AdminUsersResponse
    },
  )

  app.post(
    '/users',
    {
      schema: {
        body: adminCreateUserSchema,
        // 409: the email or the username is taken.
        response: { 201: adminUserResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 503) },
      },
    },
    async (req, reply) => {
      const body = req.body
      const badName = usernameRefusal(body.username)
      if (badName) throw new RefusalError(400, badName)
      const badPassword = userPasswordAddressRefusal(body.password, body.emailId)
      if (badPassword) throw new RefusalError(400, badPassword)
      if (await app.users.byEmail(body.emailId)) throw new RefusalError(409, adminServerMessages.emailTaken)
      if (await app.users.usernameTaken(body.username)) {
        throw new RefusalError(409, adminServerMessages.usernameTaken)
      }
      const passwordHash = await hashPassword(body.password)
      try {
        const user = await app.db.transaction().execute(async (trx) => {
          const users = createUsersRepository(trx)
          const created = await users.create({
            username: body.username,
            email: body.emailId,
            passwordHash,
            userType: body.user_type,
            isVerified: body.isVerified,
            dateOfBirth: body.dateOfBirth,
          })
          await users.update(created.id, {
            youtube_link: body.youtubeLink,
            instagram_link: body.instagramLink,
            description: body.description,
          })
          await createAdminAuditRepository(trx).record(auditEntry(req, `Created user ${created.email}`))
          return users.byId(created.id)
        })
        if (!user) throw new Error('created user vanished')
        // A new creator is listed among the streamers at once.
        if (user.user_type === 'creator') app.catalogue.invalidate()
        return reply.code(201).send({
          success: true,
          message: adminMessages.userAdded,
          user: toPublicUser(user),
        } satisfies AdminUserResponse)
      } catch (error) {
        // Two creations raced for the same name or address: the database decided.
        if (isUniqueViolation(error)) throw new RefusalError(409, adminServerMessages.emailTaken)
        throw error
      }
    },
  )

  app.put(
    '/users/:emailId',
    {
      schema: {
        params: adminEmailParams,
        body: adminUpdateUserSchema,
        // 404: no user has that email; 409: the new email or username is taken.
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (req) => {
      const user = await app.users.byEmail(req.params.emailId)
      if (!user) throw new RefusalError(404, adminServerMessages.userNotFound)
      const body = req.body
      const email = body.emailId?.toLowerCase()
      if (email && email !== user.email && (await app.users.byEmail(email))) {
        throw new RefusalError(409, adminServerMessages.emailTaken)
      }
      const badName =
        body.username && body.username !== user.username ? usernameRefusal(body.username) : undefined
      if (badName) throw new RefusalError(400, badName)
      if (body.username && (await app.users.usernameTaken(body.username, user.id))) {
        throw new RefusalError(409, adminServerMessages.usernameTaken)
      }
      const plan = adminPlanChange(user, body)
      if (typeof plan === 'string') throw new RefusalError(400, plan)
      const changes: Omit<UserUpdate, 'id' | 'updated_at'> = {
        ...plan,
        username: body.username,
        email,
        date_of_birth: body.dateOfBirth,
        user_type: body.user_type,
        is_verified: body.isVerified === undefined ? undefined : body.isVerified ? 1 : 0,
        youtube_link: body.youtubeLink,
        instagram_link: body.instagramLink,
        description: body.description,
      }
      // A new role or verification ends the user's earlier sessions: a token never outlives them.
      if (
        (changes.user_type !== undefined && changes.user_type !== user.user_type) ||
        (changes.is_verified !== undefined && changes.is_verified !== user.is_verified)
      ) {
        changes.tokens_valid_after = endSessionsNow()
      }
      // A demoted creator takes no more money: their auctions end with the role (auctions/demotion.ts).
      const demoted = user.user_type === 'creator' && (changes.user_type ?? 'creator') !== 'creator'
      let endedAuctions: string[] = []
      try {
        const updated = await app.db.transaction().execute(async (trx) => {
          const users = createUsersRepository(trx)
          await users.update(user.id, changes)
          if (demoted) endedAuctions = await endAuctionsOfDemoted(trx, user.id, app.clock.now())
          const planNote = plan.plan === undefined ? '' : `; ${describePlan(plan)}`
          await createAdminAuditRepository(trx).record(
            auditEntry(req, `Updated user ${email ?? user.email}${planNote}`),
          )
          return users.byId(user.id)
        })
        if (!updated) throw new RefusalError(404, adminServerMessages.userNotFound)
        // No longer a creator: their overlays stop now, on every instance (and cannot reconnect).
        if (user.user_type === 'creator' && updated.user_type !== 'creator') {
          await app.overlayBus.closeStreams(user.id)
        }
        // Their bidders' pages hear it; their subscribers are charged no more (admin/demotion.ts).
        for (const auctionId of endedAuctions) await announceAuction(app.overlayBus, user.id, auctionId)
        if (demoted) await stopRenewalsOfDemoted(app, user.id, req.log)
        // Their cards leave the market with the role, or come back with it (cards-repository.ts `onSale`);
        // a plan change pauses or resumes their priced cards (`toCardForSale`).
        if (user.user_type !== updated.user_type || plan.plan !== undefined) app.catalogue.invalidate()
        if (plan.plan !== undefined) await app.overlayBus.planChanged(user.id)
        return {
          success: true,
          message: adminMessages.userUpdated,
          user: toPublicUser(updated),
        } satisfies AdminUserResponse
      } catch (error) {
        if (isUniqueViolation(error)) throw new RefusalError(409, adminServerMessages.emailTaken)
        throw error
      }
    },
  )

  app.delete(
    '/users/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const user = await app.users.byId(req.params.id)
      if (!user) throw new RefusalError(404, adminServerMessages.userNotFound)
      await app.db.transaction().execute(async (trx) => {
        await createAdminUsersRepository(trx).remove(user)
        await createAdminAuditRepository(trx).record(auditEntry(req, `Deleted user ${user.email}`))
      })
      // A creator's cards left the market with them, and their open overlays end now (every instance).
      if (user.user_type === 'creator') app.catalogue.invalidate()
      await app.overlayBus.closeStreams(user.id)
      return { success: true, message: adminMessages.userDeleted } satisfies AdminMessageResponse
    },
  )
}
