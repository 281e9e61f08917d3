import type { Kysely } from 'kysely'
import nodemailer, { type Transporter } from 'nodemailer'
import {
  CONTACT_MAX_PER_HOUR_TO_ADDRESS,
  MAIL_HOURLY_BUDGET_DEFAULT,
  MAIL_MAX_PER_RECIPIENT_PER_HOUR,
} from '../../src/contract/constants'
import { limitMessages } from '../../src/contract/messages'
import { createMailLogRepository, type MailLimits, type MailLogRepository } from '../db/limits-repository'
import type { Database } from '../db/schema'
import type { MailCategory } from '../db/schema-limits'
import { RefusalError } from '../plugins/errors'
import { createSmtpTransport, type SmtpSettings } from './smtp-transport'

export type { SmtpSettings }

export interface Mail {
  to: string
  subject: string
  text: string
  replyTo?: string
  /**
   * 'account' (default): codes and links to a person, MAIL_MAX_PER_RECIPIENT_PER_HOUR per address;
   * 'contact': contact-form messages to the site's inbox, CONTACT_MAX_PER_HOUR_TO_ADDRESS, counted apart.
   */
  category?: MailCategory
}

const PER_RECIPIENT_PER_HOUR: Record<MailCategory, number> = {
  account: MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  contact: CONTACT_MAX_PER_HOUR_TO_ADDRESS,
}

export interface MailLogger {
  info(obj: object, msg: string): void
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  log: MailLogger
  /** Admin SMTP settings, read at each send so that a saved change takes effect at once. */
  loadSmtpSettings?: () => Promise<SmtpSettings | undefined>
  /** Where sent mail is counted (hourly budget, per-recipient throttle). */
  db?: Kysely<Database>
  /** Mail of the whole site per hour; default MAIL_HOURLY_BUDGET, else MAIL_HOURLY_BUDGET_DEFAULT. */
  hourlyBudget?: number
}

/**
 * A mail the limits refused: too many to this address in the last hour, or the site's hourly budget
 * is spent. Answered 429 with the message and `Retry-After` by the error handler (plugins/errors.ts)
 * wherever a route lets it through.
 */
export class MailRefusedError extends RefusalError {
  constructor(
    readonly reason: 'recipient' | 'budget',
    retryAfterSeconds: number,
  ) {
    super(
      429,
      reason === 'budget' ? limitMessages.mailBudgetExhausted : limitMessages.mailRecipientThrottled,
      retryAfterSeconds,
    )
    this.name = 'MailRefusedError'
  }
}

/** MAIL_HOURLY_BUDGET: a positive whole number of mails per hour, or the default when unset. */
export function mailHourlyBudget(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MAIL_HOURLY_BUDGET?.trim()
  if (!raw) return MAIL_HOURLY_BUDGET_DEFAULT
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(
      `Invalid configuration:\n  MAIL_HOURLY_BUDGET: a whole number of mails per hour (1 or more), got ${JSON.stringify(raw)}`,
    )
  }
  return Number(raw)
}

/**
 * Sends mail through the admin SMTP settings when filled in, else SMTP_URL, else writes it to the
 * log so that the embedded default stays usable (the OTP is readable in the server output).
 *
 * Every mail is counted in the database before it goes (mail_log): past the site's hourly budget or
 * the per-recipient hourly limit, `send` refuses with a MailRefusedError and sends nothing. So every
 * path that mails (codes, reset links, contact messages) is covered, on every instance alike.
 */
export function createMailer(options: MailerOptions) {
  const urlTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  const budget = options.hourlyBudget ?? mailHourlyBudget()
  const ledger: MailLogRepository | undefined = options.db ? createMailLogRepository(options.db) : undefined

  const limitsFor = (category: MailCategory): MailLimits => ({
    budget,
    perRecipient: PER_RECIPIENT_PER_HOUR[category],
  })

  async function transportFor(): Promise<{ transport?: Transporter; from: string }> {
    const smtp = await options.loadSmtpSettings?.()
    if (smtp?.host) {
      return {
        transport: createSmtpTransport({ ...smtp, host: smtp.host }),
        from: smtp.fromEmail ? `${smtp.fromName ?? 'Cardcast'} <${smtp.fromEmail}>` : options.from,
      }
    }
    return { transport: urlTransport, from: options.from }
  }

  async function deliver(mail: Mail): Promise<void> {
    const { transport, from } = await transportFor()
    if (!transport) {
      options.log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP configured)',
      )
      return
    }
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
    })
  }

  return {
    /** Sends the mail, or throws MailRefusedError (nothing sent) when a mail limit is reached. */
    async send(mail: Mail): Promise<void> {
      if (!ledger) throw new Error('mailer: no database to count mail in (createMailer({db}))')
      const category = mail.category ?? 'account'
      const reserved = await ledger.reserve(mail.to, category, limitsFor(category))
      if (reserved.refused) throw new MailRefusedError(reserved.reason, reserved.retryAfterSeconds)
      try {
        await deliver(mail)
      } catch (error) {
        // Not sent: it does not count against anyone.
        await ledger.release(reserved.id).catch(() => {})
        throw error
      }
    },

    /** The refusal a mail to `to` would meet now, if any: a look before costly work, not a promise. */
    async refusalFor(to: string, category: MailCategory = 'account') {
      const refused = await ledger?.wouldRefuse(to, category, limitsFor(category))
      return refused ? new MailRefusedError(refused.reason, refused.retryAfterSeconds) : undefined
    },

    hourlyBudget: budget,
  }
}

export type Mailer = ReturnType<typeof createMailer>
