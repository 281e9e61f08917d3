// `npm run admin:create -- --email admin@example.com --password 'a long secret' [--name 'Ada']`
// Creates that administrator when absent, in the database the environment points at (DATA_DIR or
// DATABASE_URL, as the server), and says what it did.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { adminPasswordField, emailField } from '../../contract/fields'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { installCommonPasswordCheck } from '../modules/accounts'
import { ensureAdmin } from '../modules/admin'

const argsSchema = z.object({
  email: emailField('--email is required', '--email is not a valid email address'),
  password: adminPasswordField('--password is required'),
  name: z.string().trim().max(100).optional(),
})

const usage = 'usage: npm run admin:create -- --email <email> --password <password> [--name <name>]'

async function main(): Promise<number> {
  let values: Record<string, unknown>
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    return 2
  }
  installCommonPasswordCheck()
  const parsed = argsSchema.safeParse(values)
  if (!parsed.success) {
    console.error(`${parsed.error.issues[0]?.message}\n${usage}`)
    return 2
  }
  const config = loadConfig()
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(database.db)
    const result = await ensureAdmin(database.db, parsed.data, 'cli')
    console.log(
      result.created
        ? `Created administrator ${result.email} (${database.dialect}).`
        : `Administrator ${result.email} already exists (${database.dialect}); nothing changed.`,
    )
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main().catch((error) => {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`)
  return 1
})
