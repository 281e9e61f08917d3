import nodemailer from 'nodemailer'
import type { SmtpSettingsForm } from '../../../contract/settings'

/** The admin SMTP settings as stored: every field may be missing until an administrator saves them. */
export type SmtpSettings = Partial<SmtpSettingsForm>

/**
 * One way to turn the admin SMTP settings into a nodemailer transport, for the mailer and the test
 * email alike. Short timeouts: a wrong host must fail a request in seconds, not hold it for minutes.
 */
export function createSmtpTransport(smtp: SmtpSettings & { host: string }) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.encryption === 'ssl',
    ignoreTLS: smtp.encryption === 'none',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password ?? '' } } : {}),
  })
}
