import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * Where mail to the administrators goes: every administrator's address. Read here, below the admin
 * module that keeps the accounts, so that the mail budget's warning and money's dispute alerts can
 * reach them.
 */
export function createAdminAddressesRepository(db: Kysely<Database>) {
  return {
    /** Every administrator's address. */
    all: () => db.selectFrom('admins').select('email').execute(),
  }
}

export type AdminAddressesRepository = ReturnType<typeof createAdminAddressesRepository>
