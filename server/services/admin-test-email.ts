import type { SmtpSettingsForm } from '../../src/contract/settings'
import { createSmtpTransport } from './smtp-transport'

/**
 * Sends one message through the given SMTP settings, with the mailer's transport: an administrator
 * waiting on 'Send Test Email' learns of a wrong host in seconds.
 */
export async function sendTestEmail(smtp: SmtpSettingsForm, mail: { to: string; siteName: string }) {
  const transport = createSmtpTransport(smtp)
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
