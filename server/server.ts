import { buildApp } from './app'
import { loadConfig } from './config'
import { seedDemoIfEmpty } from './db/seed-demo'

// Entry point of `npm start`: build, listen, and close cleanly on SIGINT/SIGTERM.
const config = loadConfig()
const app = await buildApp(config, {
  logger: {
    level: config.logLevel,
    ...(config.production
      ? {}
      : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }),
  },
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal}: closing`)
    await app.close()
    process.exit(0)
  })
}

await seedDemoIfEmpty(app.ctx, app.log)
await app.listen({ port: config.port, host: config.host })
app.log.info(`Cardcast is running at ${config.publicUrl} (database: ${app.ctx.database.dialect})`)
