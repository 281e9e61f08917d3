import nodemailer, { type Transporter } from 'nodemailer'
import { createSmtpTransport, type SmtpSettings } from './smtp-transport'

export type { SmtpSettings }

export interface Mail {
  to: string
  subject: string
  text: string
  replyTo?: string
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
}

/**
 * Sends mail through the admin SMTP settings when filled in, else SMTP_URL, else writes it to the
 * log so that the embedded default stays usable (the OTP is readable in the server output).
 */
export function createMailer(options: MailerOptions) {
  const urlTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined

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

  return {
    async send(mail: Mail): Promise<void> {
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
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
