import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { createOtpsRepository } from './db/otps-repository'
import { createSettingsRepository } from './db/settings-repository'
import { createUsersRepository } from './db/users-repository'
import { createMailer, type MailLogger } from './services/mailer'
import { createOtpService } from './services/otp'
import { createOverlayBus } from './services/overlay-bus'
import { createTokenService, resolveJwtSecret } from './services/tokens'

/** Everything a route needs, built once per server instance and handed to the routes. */
export async function createContext(config: Config, database: DatabaseHandle, log: MailLogger) {
  const { db } = database
  const settings = createSettingsRepository(db)
  const users = createUsersRepository(db)
  const otps = createOtpsRepository(db)
  const secret = await resolveJwtSecret(config.jwtSecret, settings)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log })
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
