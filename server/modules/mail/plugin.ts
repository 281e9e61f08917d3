import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MAIL_ADMIN_HOURLY_BUDGET,
  MAIL_CONTACT_HOURLY_BUDGET,
  MAIL_NOTICE_HOURLY_BUDGET,
  MAIL_RECEIPT_HOURLY_BUDGET,
} from '../../../contract/constants'
import { SETTINGS_KEYS } from '../settings'
import { type AdminAddressesRepository, createAdminAddressesRepository } from './admin-addresses-repository'
import { warnAdminsOfMailBudget } from './mail-budget-warning'
import { createMailer, type Mailer, type SmtpSettings } from './mailer'

declare module '../../app-services' {
  interface AppServices {
    mailer: Mailer
    /** Every administrator's address, for mail to the administrators. */
    adminAddresses: AdminAddressesRepository
  }
}

/** The mailer, with its hourly budgets, and the outbox that sends what SMTP refused once it is back. */
const mailModule: FastifyPluginAsyncZod = async (app) => {
  const { config, db, settings } = app
  const adminAddresses = createAdminAddressesRepository(db)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    // The admin SMTP settings (key 'smtp'), where filled in, win over SMTP_URL.
    loadSmtpSettings: () => settings.get<SmtpSettings>(SETTINGS_KEYS.smtp),
    // Every mail is counted here (hourly budgets per kind, per-recipient throttle), across instances.
    db,
    hourlyBudgets: {
      account: config.mailHourlyBudget,
      signup: config.mailSignupHourlyBudget,
      contact: MAIL_CONTACT_HOURLY_BUDGET,
      admin: MAIL_ADMIN_HOURLY_BUDGET,
      receipt: MAIL_RECEIPT_HOURLY_BUDGET,
      notice: MAIL_NOTICE_HOURLY_BUDGET,
    },
    limitClients: config.rateLimit,
    onBudgetHalfSpent: (category, sent, budget) =>
      warnAdminsOfMailBudget(adminAddresses, mailer, category, sent, budget),
  })
  app.decorate('mailer', mailer)
  app.decorate('adminAddresses', adminAddresses)
  app.addHook('onReady', async () => mailer.startOutbox())
  app.addHook('preClose', () => mailer.stopOutbox())
}

export default fp(mailModule, { name: 'mail', dependencies: ['limits', 'settings'] })
