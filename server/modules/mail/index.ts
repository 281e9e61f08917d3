export { MAIL_KIND_NAMES, mailBudgetsHalfSpent } from './mail-budget-warning'
export { type Mail, type Mailer, MailRefusedError, type SmtpSettings } from './mailer'
export { createSmtpTransport } from './smtp-transport'
