import nodemailer from 'nodemailer'
import type { SmtpSettingsForm } from '../../src/contract/settings'

/**
 * Sends one message through the given SMTP settings, the way the mailer maps them, but with short
 * timeouts: an administrator waiting on 'Send Test Email' learns of a wrong host in seconds.
 */
export async function sendTestEmail(smtp: SmtpSettingsForm, mail: { to: string; siteName: string }) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.encryption === 'ssl',
    ignoreTLS: smtp.encryption === 'none',
    ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  const site = mail.siteName || 'Cardcast'
  try {
    await transport.sendMail({
      from: {
        name: smtp.fromName || site,
        address: smtp.fromEmail || smtp.username || `no-reply@${smtp.host}`,
      },
      to: mail.to,
      ...(smtp.replyToEmail ? { replyTo: smtp.replyToEmail } : {}),
      subject: `${site} SMTP test`,
      text: `This is a test email from ${site}. Your SMTP settings work.`,
    })
  } finally {
    transport.close()
  }
}
