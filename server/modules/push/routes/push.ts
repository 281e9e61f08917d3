import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  localeOfPushLanguage,
  PUSH_MAX_SUBSCRIPTIONS_PER_USER,
  pushDoneResponseSchema,
  pushLanguageOf,
  pushMessages,
  pushPreferencesResponseSchema,
  pushPreferencesSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../../contract/push'
import { isLoopbackHost } from '../../../config'
import { RefusalError } from '../../../errors'
import { limitPerMinute } from '../../limits'

/**
 * Whether the server may post to `endpoint`: https only, as every browser's push service is; a
 * loopback address is allowed outside production (the tests' push-service stand-in, local trials),
 * never in production, where an endpoint on the server's own machine could reach what it should not.
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint)
  if (url.username || url.password) return false
  if (url.protocol === 'https:' && !(production && isLoopbackHost(url.hostname))) return true
  return !production && url.protocol === 'http:' && isLoopbackHost(url.hostname)
}

/** The VAPID key, and a signed-in device asking for pushes, stopping them, and choosing which. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /push/public-key: the applicationServerKey a device subscribes with (public). */
  app.get(
    '/push/public-key',
    { schema: { response: { 200: pushPublicKeyResponseSchema, ...errorResponses(429) } } },
    async () => ({ status: 'success' as const, publicKey: app.push.publicKey }),
  )

  /** POST /auth/user/push-subscriptions: this device gets pushes, for this session, until it ends. */
  app.post(
    '/auth/user/push-subscriptions',
    {
      schema: {
        body: pushSubscriptionSchema,
        response: { 200: pushDoneResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
      config: limitPerMinute(30),
      preHandler: app.authenticate,
    },
    async (req) => {
      // `language` is accepted from older apps and ignored: the account's locale, set at sign-up and
      // changed on Profile, is the pushes' language (docs/i18n-server.md).
      const { endpoint, keys } = req.body
      if (!endpointAllowed(endpoint, app.config.production))
        throw new RefusalError(400, pushMessages.notHttps)
      const mine = await app.pushSubscriptions.byEndpoint(endpoint)
      if (
        mine?.user_id !== req.user.id &&
        (await app.pushSubscriptions.countOf(req.user.id)) >= PUSH_MAX_SUBSCRIPTIONS_PER_USER
      )
        throw new RefusalError(409, pushMessages.tooManyDevices)
      const now = new Date()
      await app.pushSubscriptions.save(
        {
          userId: req.user.id,
          sessionId: req.userSession.jti,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
        },
        now,
      )
      return { status: 'success' as const, message: pushMessages.subscribed }
    },
  )

  /** DELETE /auth/user/push-subscriptions {endpoint}: this device gets no more pushes. */
  app.delete(
    '/auth/user/push-subscriptions',
    {
      schema: {
        body: pushUnsubscribeSchema,
        response: { 200: pushDoneResponseSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
      config: limitPerMinute(30),
      preHandler: app.authenticate,
    },
    async (req) => {
      if (!(await app.pushSubscriptions.removeOwn(req.user.id, req.body.endpoint)))
        throw new RefusalError(404, pushMessages.notFound)
      return { status: 'success' as const, message: pushMessages.unsubscribed }
    },
  )

  /** GET /auth/user/push-preferences: the language of push texts, the kinds switched off, the devices. */
  app.get(
    '/auth/user/push-preferences',
    {
      schema: { response: { 200: pushPreferencesResponseSchema, ...errorResponses(401) } },
      preHandler: app.authenticate,
    },
    async (req) => {
      const { off } = await app.pushPreferences.of(req.user.id)
      return {
        status: 'success' as const,
        preferences: { language: pushLanguageOf(req.user.locale), off },
        devices: await app.pushSubscriptions.countOf(req.user.id),
      }
    },
  )

  /**
   * PUT /auth/user/push-preferences: Profile → Notifications saves its switches. Its `language` is the
   * account's locale in the push routes' spelling: a change here is a change of the account's language
   * (mails and the app's too), so that the two can never disagree.
   */
  app.put(
    '/auth/user/push-preferences',
    {
      schema: {
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
      config: limitPerMinute(60),
      preHandler: app.authenticate,
    },
    async (req) => {
      await app.pushPreferences.save(req.user.id, { off: req.body.off }, new Date())
      const locale = localeOfPushLanguage(req.body.language)
      if (locale !== req.user.locale) await app.users.update(req.user.id, { locale })
      const { off } = await app.pushPreferences.of(req.user.id)
      return {
        status: 'success' as const,
        preferences: { language: pushLanguageOf(locale), off },
        devices: await app.pushSubscriptions.countOf(req.user.id),
      }
    },
  )
}
