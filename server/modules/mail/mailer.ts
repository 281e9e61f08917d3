import type { Kysely } from 'kysely'
import nodemailer, { type Transporter } from 'nodemailer'
import {
  CONTACT_MAX_PER_HOUR_TO_ADDRESS,
  HOURLY_QUOTAS,
  MAIL_BUDGET_WARNING_SHARE,
  MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  MAIL_NOTICES_PER_RECIPIENT_PER_HOUR,
  MAIL_SIGNUP_PER_DEVICE_PER_HOUR,
} from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import type { Database } from '../../db/schema'
import type { MailCategory } from '../../db/schema-limits'
import type { MailOutboxRow } from '../../db/schema-outbox'
import { RefusalError } from '../../errors'
import { createMailLogRepository, type MailClient, type MailLimits, type MailLogRepository } from '../limits'
import { createMailMarksRepository } from './mail-marks-repository'
import { createMailOutboxRepository } from './mail-outbox-repository'
import { createOutboxSender, type OutboxLog, type OutboxSenderOptions } from './outbox-sender'
import { createSmtpTransport, type SmtpSettings } from './smtp-transport'

export type { SmtpSettings }

export interface Mail {
  to: string
  subject: string
  text: string
  replyTo?: string
  /**
   * Each kind has its own hourly budget (`MailerOptions.hourlyBudgets`). 'account' (default): codes,
   * links and notices to an account's owner, MAIL_MAX_PER_RECIPIENT_PER_HOUR per address; 'signup':
   * the code of a new sign-up, also MAIL_SIGNUP_PER_DEVICE_PER_HOUR per requesting device; 'contact':
   * contact-form messages to the site's inbox, CONTACT_MAX_PER_HOUR_TO_ADDRESS; 'admin': mail to
   * administrators; 'receipt': receipts of payments; 'notice': what happened to a viewer (auctions,
   * subscriptions, used cards), MAIL_NOTICES_PER_RECIPIENT_PER_HOUR.
   */
  category?: MailCategory
  /** The client whose request sends it: its address and device (the per-device sign-up limit). */
  client?: MailClient
}

const PER_RECIPIENT_PER_HOUR: Record<MailCategory, number> = {
  account: MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  signup: MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  contact: CONTACT_MAX_PER_HOUR_TO_ADDRESS,
  admin: MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  // One receipt a payment: as many as the payment orders a user may open in an hour.
  receipt: HOURLY_QUOTAS.paymentOrder,
  notice: MAIL_NOTICES_PER_RECIPIENT_PER_HOUR,
}
const PER_DEVICE_PER_HOUR: Partial<Record<MailCategory, number>> = { signup: MAIL_SIGNUP_PER_DEVICE_PER_HOUR }

export type MailLogger = OutboxLog

export interface MailerOptions {
  smtpUrl?: string
  from: string
  log: MailLogger
  /** Admin SMTP settings, read at each send so that a saved change takes effect at once. */
  loadSmtpSettings?: () => Promise<SmtpSettings | undefined>
  /** Where sent mail is counted (hourly budget, per-recipient throttle). */
  db?: Kysely<Database>
  /** Mail of each kind the whole site may send per hour (MAIL_HOURLY_BUDGET and the constants). */
  hourlyBudgets: Record<MailCategory, number>
  /**
   * Told once an hour's mail of a kind reaches MAIL_BUDGET_WARNING_SHARE of its budget (the
   * context mails the administrators).
   */
  onBudgetHalfSpent?: (category: MailCategory, sent: number, budget: number) => Promise<void>
  /** The per-device limits (sign-up mail per requesting device) are on: RATE_LIMIT, like the per-IP ones. */
  limitClients?: boolean
  /** The outbox sender's timing (retries, claim lease, sweep); the defaults suit production. */
  outbox?: Pick<OutboxSenderOptions<MailOutboxRow>, 'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'pollMs'>
}

/**
 * Contact-form mail is not kept for later: the route keeps the message itself and tells the visitor
 * at once that it was not delivered, so a copy sent later would arrive after they wrote again.
 */
const KEPT_FOR_LATER: Record<MailCategory, boolean> = {
  account: true,
  signup: true,
  contact: false,
  admin: true,
  receipt: true,
  notice: true,
}

/**
 * A mail the limits refused: too many to this address in the last hour, or the site's hourly budget
 * is spent. Answered 429 with the message and `Retry-After` by the error handler (plugins/errors.ts)
 * wherever a route lets it through.
 */
const REFUSAL_MESSAGES = {
  budget: limitMessages.mailBudgetExhausted,
  recipient: limitMessages.mailRecipientThrottled,
  client: limitMessages.mailClientThrottled,
} as const

export class MailRefusedError extends RefusalError {
  constructor(
    readonly reason: 'recipient' | 'budget' | 'client',
    retryAfterSeconds: number,
  ) {
    super(429, REFUSAL_MESSAGES[reason], retryAfterSeconds)
    this.name = 'MailRefusedError'
  }
}

/**
 * Sends mail through the admin SMTP settings when filled in, else SMTP_URL, else writes it to the
 * log so that the embedded default stays usable (the OTP is readable in the server output).
 *
 * Every mail is counted in the database before it goes (mail_log): past the site's hourly budget or
 * the per-recipient hourly limit, `send` refuses with a MailRefusedError and sends nothing. So every
 * path that mails (codes, reset links, contact messages) is covered, on every instance alike.
 *
 * Then it is written to the outbox (mail_outbox) and tried at once. When SMTP does not take it (down,
 * unreachable), `send` still succeeds: the mail waits in the outbox and the outbox sender
 * (modules/mail/outbox-sender.ts, started with the app) sends it when SMTP is back, once. Contact
 * mail is the exception (KEPT_FOR_LATER): its failure is reported to the caller, as before.
 */
export function createMailer(options: MailerOptions) {
  const urlTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  const budgets = options.hourlyBudgets
  const ledger: MailLogRepository | undefined = options.db ? createMailLogRepository(options.db) : undefined
  const outbox = options.db ? createMailOutboxRepository(options.db) : undefined
  const marks = options.db ? createMailMarksRepository(options.db) : undefined

  const limitsFor = (category: MailCategory): MailLimits => ({
    budget: budgets[category],
    perRecipient: PER_RECIPIENT_PER_HOUR[category],
    perDevice: options.limitClients ? PER_DEVICE_PER_HOUR[category] : undefined,
  })

  /**
   * Tells the administrators when this mail made its kind reach the warning share of its budget
   * (`sent`: the kind's mail in the hour, as the reservation counted it).
   */
  async function warnAtHalf(category: MailCategory, sent: number) {
    if (!options.onBudgetHalfSpent) return
    const threshold = Math.ceil(budgets[category] * MAIL_BUDGET_WARNING_SHARE)
    if (sent === threshold) await options.onBudgetHalfSpent(category, sent, budgets[category])
  }

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

  /** Hands one outbox row to SMTP (the settings of the moment), or to the log without SMTP. */
  async function deliver(row: MailOutboxRow): Promise<void> {
    const { transport, from } = await transportFor()
    if (!transport) {
      options.log.info(
        { mail: { to: row.recipient, subject: row.subject, text: row.body } },
        'mail (no SMTP configured)',
      )
      return
    }
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      replyTo: row.reply_to ?? undefined,
      // One id per outbox row: should a crash between SMTP's answer and 'sent' make it go twice,
      // the copies say they are one message.
      messageId: `<${row.id}.outbox@cardcast>`,
    })
  }

  const sender = outbox
    ? createOutboxSender({ outbox, deliver, log: options.log, ...options.outbox })
    : undefined

  /**
   * Counts the mail, runs `onCounted`, writes it to the outbox and tries it at once. Throws
   * MailRefusedError (nothing kept or sent, `onCounted` not run) when a mail limit is reached. When
   * SMTP does not take it, account mail waits in the outbox for the sender; contact mail is dropped
   * and the error thrown.
   */
  async function send(mail: Mail, hooks: { onCounted?: () => Promise<void> } = {}): Promise<void> {
    if (!ledger || !outbox || !sender)
      throw new Error('mailer: no database to count mail in (createMailer({db}))')
    const category = mail.category ?? 'account'
    const reserved = await ledger.reserve(mail.to, category, limitsFor(category), mail.client)
    if (reserved.refused) throw new MailRefusedError(reserved.reason, reserved.retryAfterSeconds)
    // What the mail makes true (a code it carries), once the limits let it go and before it is on
    // its way: a refused mail changes nothing, and no inbox holds a code the server lacks.
    if (hooks.onCounted) {
      try {
        await hooks.onCounted()
      } catch (error) {
        await ledger.release(reserved.id).catch(() => {})
        throw error
      }
    }
    // The warning is a courtesy: its failure never stops this mail.
    await warnAtHalf(category, reserved.sentOfKind).catch((error) =>
      options.log.error({ err: error }, 'mail budget warning failed'),
    )
    const now = new Date()
    let claim: Awaited<ReturnType<typeof outbox.addClaimed>>
    try {
      claim = await outbox.addClaimed(
        { recipient: mail.to, subject: mail.subject, body: mail.text, replyTo: mail.replyTo, category },
        now,
        sender.leaseUntil(now),
      )
    } catch (error) {
      await ledger.release(reserved.id).catch(() => {})
      throw error
    }
    try {
      await sender.attempt(claim, KEPT_FOR_LATER[category])
    } catch (error) {
      // Not sent and not kept: it does not count against anyone.
      await ledger.release(reserved.id).catch(() => {})
      throw error
    }
  }

  return {
    send,

    /**
     * `send`, once for `key` (an event: 'auction-offer:<id>'), or with `againAfterMs` once per that
     * long (an outbid bidder, per auction): the key is claimed first, in the database, so two
     * instances or two reports of one event mail once. Answers whether this call sent it; a mail
     * refused or not kept gives the key back and throws as `send` does.
     */
    async sendOnce(key: string, mail: Mail, againAfterMs?: number): Promise<boolean> {
      if (!marks) throw new Error('mailer: no database to mark mail in (createMailer({db}))')
      const now = new Date()
      if (!(await marks.claim(key, now, againAfterMs))) return false
      try {
        await send(mail)
      } catch (error) {
        await marks.release(key, now).catch(() => {})
        throw error
      }
      return true
    },

    /** Starts the outbox sender: mail SMTP refused goes out when it is back (app.ts: with the app). */
    startOutbox: () => sender?.start(),
    /** Stops it; mail still waiting is sent by another instance, or this one after a restart. */
    stopOutbox: async () => sender?.stop(),

    /** The refusal a mail to `to` would meet now, if any: a look before costly work, not a promise. */
    async refusalFor(to: string, category: MailCategory = 'account') {
      const refused = await ledger?.wouldRefuse(to, category, limitsFor(category))
      return refused ? new MailRefusedError(refused.reason, refused.retryAfterSeconds) : undefined
    },

    /**
     * The refusal a mail of `category` asked for by `client` would meet now from the device's limit or
     * the kind's budget, whoever it is for: checked before an address is looked up, so that a known and
     * an unknown address meet it alike.
     */
    async clientRefusal(category: MailCategory, client: MailClient) {
      const refused = await ledger?.wouldRefuseClient(category, limitsFor(category), client)
      return refused ? new MailRefusedError(refused.reason, refused.retryAfterSeconds) : undefined
    },

    /** Mail of `category` asked for from the client `address` in the last hour, all its devices. */
    sentFromAddress: (category: MailCategory, address: string) =>
      ledger?.sentFromAddress(category, address) ?? Promise.resolve(0),

    hourlyBudgets: budgets,
    /** Mail of `category` sent in the last hour (the dashboard's warning). */
    sentInLastHour: (category: MailCategory) => ledger?.sentInLastHour(category) ?? Promise.resolve(0),
  }
}

export type Mailer = ReturnType<typeof createMailer>
