import type { Kysely } from 'kysely'
import type { Database, OtpTable } from './schema'

type Purpose = OtpTable['purpose']

export function createOtpsRepository(db: Kysely<Database>) {
  const row = (email: string, purpose: Purpose) =>
    db.selectFrom('otps').selectAll().where('email', '=', email).where('purpose', '=', purpose)

  return {
    find: (email: string, purpose: Purpose) => row(email, purpose).executeTakeFirst(),

    /** Replaces any earlier code for this address and purpose. */
    async replace(otp: Omit<OtpTable, 'attempts' | 'verified_at'>) {
      await db
        .insertInto('otps')
        .values({ ...otp, attempts: 0, verified_at: null })
        .onConflict((oc) =>
          oc.columns(['email', 'purpose']).doUpdateSet({
            code_hash: otp.code_hash,
            expires_at: otp.expires_at,
            last_sent_at: otp.last_sent_at,
            attempts: 0,
            verified_at: null,
          }),
        )
        .execute()
    },

    /**
     * Spends one attempt before the code is compared, atomically, so that parallel guesses cannot
     * share one attempt. False when none is left.
     */
    async takeAttempt(email: string, purpose: Purpose, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    markVerified: (email: string, purpose: Purpose, at: string) =>
      db
        .updateTable('otps')
        .set({ verified_at: at })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .execute(),

    /** Deletes the row only if it is still the verified one: a reset can be spent once. */
    async consumeVerified(email: string, purpose: Purpose, notBefore: string): Promise<boolean> {
      const result = await db
        .deleteFrom('otps')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('verified_at', 'is not', null)
        .where('verified_at', '>=', notBefore)
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    remove: (email: string, purpose: Purpose) =>
      db.deleteFrom('otps').where('email', '=', email).where('purpose', '=', purpose).execute(),
  }
}

export type OtpsRepository = ReturnType<typeof createOtpsRepository>
