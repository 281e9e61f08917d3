export { MAIL_KIND_NAMES, mailBudgetsHalfSpent } from './mail-budget-warning'
export { type Mail, type Mailer, MailRefusedError, type SmtpSettings } from './mailer'
export { type Claim, createOutboxSender, type OutboxLog, type OutboxStore } from './outbox-sender'
export { createSmtpTransport } from './smtp-transport'
