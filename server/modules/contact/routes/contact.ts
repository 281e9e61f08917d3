import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRODUCT_NAME } from '../../../../contract/constants'
import {
  CONTACT_MAX_PER_EMAIL_PER_HOUR,
  type ContactRequest,
  contactRequestSchema,
  contactResponseSchema,
} from '../../../../contract/contact'
import { contactMessages } from '../../../../contract/contact-messages'
import { formatDateTime } from '../../../../contract/dates'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { limitMessages } from '../../../../contract/messages'
import type { AppServices } from '../../../app-services'
import type { ContactMessageRow } from '../../../db/schema-contact'
import { limitPerMinute } from '../../limits'
import { MailRefusedError, type SmtpSettings } from '../../mail'
import { SETTINGS_KEYS } from '../../settings'

const HOUR_MS = 60 * 60_000

/**
 * Where contact messages go: the reply-to address of the admin SMTP settings, else their from
 * address, else ADMIN_EMAIL. Read at each message, so that a saved setting takes effect at once.
 */
export async function contactAddress(
  app: Pick<AppServices, 'settings' | 'config'>,
): Promise<string | undefined> {
  const smtp = await app.settings.get<Partial<SmtpSettings>>(SETTINGS_KEYS.smtp)
  return smtp?.replyToEmail?.trim() || smtp?.fromEmail?.trim() || app.config.adminEmail || undefined
}

/** Header values are one line: a pasted line break in the subject must not start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ')

function contactMail(to: string, body: ContactRequest, stored: ContactMessageRow) {
  return {
    to,
    // Counted per hour against the site's inbox (CONTACT_MAX_PER_HOUR_TO_ADDRESS), whoever sends.
    category: 'contact' as const,
    replyTo: body.email,
    subject: oneLine(`[${PRODUCT_NAME} contact] ${body.subject}`).slice(0, 250),
    text: [
      `A visitor wrote through the contact form of ${PRODUCT_NAME}.`,
      '',
      `Name: ${oneLine(body.name)}`,
      `Email: ${body.email}`,
      `Subject: ${oneLine(body.subject)}`,
      '',
      body.message,
      '',
      `-- Received ${formatDateTime(stored.created_at)} (reference ${stored.id}). Reply to this mail to answer the visitor.`,
    ].join('\n'),
  }
}

/** POST /auth/user/sendContactMessage: store the message, then mail it to the site's contact address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.contactMessages

  app.post(
    '/sendContactMessage',
    {
      schema: {
        body: contactRequestSchema,
        response: {
          200: contactResponseSchema,
          // Too many from this address, or to the site's inbox, or the hourly mail budget is spent
          // ({success: false, …}, with Retry-After); or too many from this client (the rate limit).
          429: orErrorResponse(contactResponseSchema),
          502: contactResponseSchema,
          ...errorResponses(400, 413, 415),
        },
      },
      config: limitPerMinute(5),
    },
    async (req, reply) => {
      const refuse = (status: 429 | 502, error: string) =>
        reply.code(status).send({ success: false, error, message: error })

      // Stored first, then counted: two parallel requests cannot both slip under the limit.
      const stored = await messages.create({ ...req.body, ip: req.ip ?? null })
      const since = new Date(Date.now() - HOUR_MS).toISOString()
      if ((await messages.countFromSince(req.body.email, since)) > CONTACT_MAX_PER_EMAIL_PER_HOUR) {
        await messages.remove(stored.id)
        return refuse(429, contactMessages.tooManyFromEmail)
      }

      const to = await contactAddress(app)
      if (!to) {
        await messages.setDelivery(stored.id, 'no-address', null)
        req.log.info(
          { contactMessage: { id: stored.id, from: req.body.email, subject: req.body.subject } },
          'contact message stored; no contact address configured (set the SMTP reply-to or ADMIN_EMAIL)',
        )
        return { success: true, message: contactMessages.sent }
      }
      try {
        await app.mailer.send(contactMail(to, req.body, stored))
      } catch (error) {
        if (error instanceof MailRefusedError) {
          // Not taken: the inbox (or the site's mail) is at its hourly limit; nothing is kept.
          await messages.remove(stored.id)
          reply.header('Retry-After', String(error.retryAfterSeconds))
          return refuse(
            429,
            error.reason === 'recipient' ? limitMessages.contactInboxFull : limitMessages.mailBudgetExhausted,
          )
        }
        await messages.setDelivery(stored.id, 'failed', to)
        req.log.error({ err: error, contactMessage: stored.id }, 'contact message stored but not mailed')
        return refuse(502, contactMessages.notDelivered)
      }
      await messages.setDelivery(stored.id, 'mailed', to)
      return { success: true, message: contactMessages.sent }
    },
  )
}
