import type { Kysely, Updateable } from 'kysely'
import type { AdminAccount } from '../../../contract/admin-auth'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { AdminRow, AdminTable } from '../../db/schema-admin'

export const ADMIN_ROLE = 'admin'

export interface NewAdmin {
  email: string
  passwordHash: string
  name?: string
}

/** Administrators. Takes the database or a transaction. */
export function createAdminsRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst(),

    byEmail: (email: string) =>
      db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    /** Creates the administrator unless the address is taken; undefined when it already existed. */
    async createIfAbsent(admin: NewAdmin): Promise<AdminRow | undefined> {
      const now = new Date().toISOString()
      const email = admin.email.toLowerCase()
      return db
        .insertInto('admins')
        .values({
          id: newId(),
          email,
          password_hash: admin.passwordHash,
          name: admin.name ?? email.split('@')[0] ?? '',
          phone: '',
          bio: '',
          avatar: null,
          role: ADMIN_ROLE,
          created_at: now,
          updated_at: now,
          last_login_at: null,
          tokens_valid_after: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst()
    },

    /**
     * Records `step` as the last accepted two-factor code; false when a code of that step or later
     * was accepted first (the same code raced in twice).
     */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('admins')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    update: (id: string, changes: Omit<Updateable<AdminTable>, 'id' | 'created_at' | 'updated_at'>) =>
      db
        .updateTable('admins')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst(),
  }
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>

/** The administrator as responses carry it: never the password hash. */
export function toAdminAccount(row: AdminRow): AdminAccount {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    bio: row.bio,
    avatar: row.avatar,
    joinDate: row.created_at,
    lastLogin: row.last_login_at,
    twoFactorEnabled: row.totp_secret !== null,
  }
}
