import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { createOtpsRepository } from './db/otps-repository'
import { createSettingsRepository } from './db/settings-repository'
import { createUsersRepository } from './db/users-repository'
import { createMailer, type MailLogger, type SmtpSettings } from './services/mailer'
import { createOtpService } from './services/otp'
import { createOverlayBus } from './services/overlay-bus'
import { createTokenService, resolveJwtSecret } from './services/tokens'

export const SMTP_SETTINGS_KEY = 'smtp'
export const PAYMENT_SETTINGS_KEY = 'payment'

/** Everything a route needs, built once per server instance and handed to the routes. */
export async function createContext(config: Config, database: DatabaseHandle, log: MailLogger) {
  const { db } = database
  const settings = createSettingsRepository(db)
  const users = createUsersRepository(db)
  const otps = createOtpsRepository(db)
  const secret = await resolveJwtSecret(config.jwtSecret, settings)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    // The admin SMTP settings (key 'smtp'), where filled in, win over SMTP_URL.
    loadSmtpSettings: () => settings.get<SmtpSettings>(SMTP_SETTINGS_KEY),
  })
  return {
    config,
    database,
    db,
    settings,
    users,
    mailer,
    tokens: createTokenService(secret),
    otp: createOtpService({ otps, mailer, secret }),
    otps,
    overlayBus: createOverlayBus(database),
  }
}

export type AppContext = Awaited<ReturnType<typeof createContext>>
