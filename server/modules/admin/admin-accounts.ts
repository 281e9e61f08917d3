import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { hashPassword } from '../accounts'
import { createAdminsRepository } from './admin-accounts-repository'
import { createAdminAuditRepository } from './admin-audit-repository'

/**
 * Creates the administrator when no administrator has that address (start-up bootstrap and the
 * admin:create command). An existing administrator is left untouched.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  account: { email: string; password: string; name?: string },
  source: 'startup' | 'cli',
): Promise<{ created: boolean; email: string }> {
  const email = account.email.toLowerCase()
  const admins = createAdminsRepository(db)
  if (await admins.byEmail(email)) return { created: false, email }
  const created = await admins.createIfAbsent({
    email,
    passwordHash: await hashPassword(account.password),
    name: account.name,
  })
  if (created) {
    await createAdminAuditRepository(db).record({
      adminId: created.id,
      actor: email,
      action: `Administrator account created (${source === 'cli' ? 'admin:create' : 'ADMIN_EMAIL at start-up'})`,
      ip: null,
    })
  }
  return { created: created !== undefined, email }
}

/** A reset link's secret and the hash that is all the database keeps of it. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashResetToken(token) }
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex')
