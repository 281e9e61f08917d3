import { buildApp } from './app'
import { type Config, loadConfig } from './config'
import type { SmtpSettings } from './modules/mail'
import { SETTINGS_KEYS } from './modules/settings'
import { seedDemoIfEmpty } from './seed-demo'

// Entry point of `npm start`: build, listen, and close cleanly on SIGINT/SIGTERM.

/** A start-up refusal: the reason on stderr, plainly, and exit status 1. */
function refuseToStart(reason: string): never {
  console.error(`Cardcast cannot start.\n${reason}`)
  process.exit(1)
}

let config: Config
try {
  config = loadConfig()
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error))
}
const app = await buildApp(config, {
  logger: {
    level: config.logLevel,
    ...(config.production
      ? {}
      : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }),
  },
})

// In production, mail written to the log would put every sign-up code and reset link there.
if (config.production && !config.smtpUrl) {
  const saved = await app.settings.get<SmtpSettings>(SETTINGS_KEYS.smtp)
  if (!saved?.host) {
    await app.close()
    refuseToStart(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production and no SMTP server is saved in the admin settings (smtp://user:pass@host:port); without it, sign-up codes and reset links would be written to the log instead of mailed',
    )
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal}: closing`)
    await app.close()
    process.exit(0)
  })
}

await seedDemoIfEmpty(app, app.log)
await app.listen({ port: config.port, host: config.host })
app.log.info(`Cardcast is running at ${config.publicUrl} (database: ${app.database.dialect})`)
