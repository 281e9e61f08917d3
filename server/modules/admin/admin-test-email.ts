import type { SmtpSettingsForm } from '../../../contract/settings'
import { createSmtpTransport } from '../mail'

/** What a failed test email says to the caller; the mail server's own answer goes to the log only. */
export const TEST_EMAIL_FAILURE =
  'The mail server refused the message or could not be reached; the server log has the details.'

/**
 * Why the test email failed, in words that reveal nothing of the network behind the server (hosts,
 * ports, the mail server's replies): the answer only says it failed. The mail server's own error is
 * the `cause`, which the log prints (pino's error serializer appends causes) and the answer does not.
 */
export class TestEmailError extends Error {
  constructor(cause: unknown) {
    super(TEST_EMAIL_FAILURE, { cause })
    this.name = 'TestEmailError'
  }
}

/**
 * Sends one message through the given SMTP settings, with the mailer's transport: an administrator
 * waiting on 'Send Test Email' learns of a wrong host in seconds. Fails with a `TestEmailError`.
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
  } catch (error) {
    throw new TestEmailError(error)
  } finally {
    transport.close()
  }
}
