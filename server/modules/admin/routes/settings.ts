import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  type AdminSettingsUpdateResponse,
  adminSettingsUpdateResponseSchema,
  adminTestEmailErrorSchema,
} from '../../../../contract/admin-settings'
import { errorResponses } from '../../../../contract/errors'
import { adminSettingsSchema, settingsUpdateSchema, testEmailSchema } from '../../../../contract/settings'
import { errorBody, RefusalError } from '../../../errors'
import { auditEntry } from '../admin-services'
import { sendTestEmail } from '../admin-test-email'

/** Site settings (general, payment, SMTP) with secrets masked, and the SMTP test email. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.adminSettings

  app.get(
    '/settings',
    { schema: { response: { 200: adminSettingsSchema, ...errorResponses(401) } } },
    async () => settings.masked(await settings.load()),
  )

  app.put(
    '/settings',
    {
      schema: {
        body: settingsUpdateSchema,
        response: { 200: adminSettingsUpdateResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (req) => {
      const saved = await settings.update(req.body)
      const sections = Object.keys(req.body).filter((key) => req.body[key as keyof typeof req.body])
      await app.adminAudit.record(auditEntry(req, `Updated settings (${sections.join(', ') || 'none'})`))
      return {
        success: true,
        message: adminMessages.settingsUpdated,
        settings: settings.masked(saved),
      } satisfies AdminSettingsUpdateResponse
    },
  )

  app.post(
    '/settings/test-email',
    {
      schema: {
        body: testEmailSchema,
        // 400 also when no SMTP host is saved; 502 when the mail server refused or could not be reached.
        response: {
          200: adminMessageResponseSchema,
          ...errorResponses(400, 401, 413, 415),
          502: adminTestEmailErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { general, smtp } = await settings.load()
      if (!smtp.host) throw new RefusalError(400, adminServerMessages.smtpNotConfigured)
      const to = req.body.to || req.admin.email
      try {
        await sendTestEmail(smtp, { to, siteName: general.siteName })
      } catch (error) {
        req.log.warn({ err: error }, 'admin test email failed')
        const detail = error instanceof Error ? error.message : String(error)
        return reply.code(502).send({ ...errorBody(adminMessages.testEmailFailed), detail })
      }
      await app.adminAudit.record(auditEntry(req, `Sent a test email to ${to}`))
      return { success: true, message: adminMessages.testEmailSent } satisfies AdminMessageResponse
    },
  )
}
