import type { Kysely } from 'kysely'
import type { Database, OtpGuardRow, OtpTable } from '../../db/schema'

type Purpose = OtpTable['purpose']

export function createOtpsRepository(db: Kysely<Database>) {
  const row = (email: string, purpose: Purpose) =>
    db.selectFrom('otps').selectAll().where('email', '=', email).where('purpose', '=', purpose)

  /** Makes sure the address has a guard row, so that the guarded updates below have one to update. */
  const ensureGuard = (email: string) =>
    db
      .insertInto('otp_guards')
      .values({
        email,
        guesses: 0,
        lockouts: 0,
        locked_until: null,
        sends: 0,
        last_sent_at: null,
        stray_locked_until: null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()

  return {
    find: (email: string, purpose: Purpose) => row(email, purpose).executeTakeFirst(),

    /**
     * Replaces any earlier code for this address and purpose. A reset grant already handed out stays
     * valid (within its window): whoever asks for another code cannot void the owner's reset.
     */
    async replace(otp: Omit<OtpTable, 'attempts' | 'verified_at' | 'grant_hash'>) {
      await db
        .insertInto('otps')
        .values({ ...otp, attempts: 0, verified_at: null, grant_hash: null })
        .onConflict((oc) =>
          oc.columns(['email', 'purpose']).doUpdateSet({
            code_hash: otp.code_hash,
            expires_at: otp.expires_at,
            last_sent_at: otp.last_sent_at,
            attempts: 0,
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
      return result.numUpdatedRows === 1n
    },

    /** The code was proved: reset-password may be spent, once, by whoever holds the grant. */
    markVerified: (email: string, purpose: Purpose, at: string, grantHash: string | null) =>
      db
        .updateTable('otps')
        .set({ verified_at: at, grant_hash: grantHash })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .execute(),

    /**
     * Deletes the row only if it is still the verified one and `grantHash` is its grant: a reset can
     * be spent once, and only by whoever proved the code.
     */
    async consumeVerified(
      email: string,
      purpose: Purpose,
      notBefore: string,
      grantHash: string,
    ): Promise<boolean> {
      const result = await db
        .deleteFrom('otps')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('verified_at', 'is not', null)
        .where('verified_at', '>=', notBefore)
        .where('grant_hash', '=', grantHash)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },

    remove: (email: string, purpose: Purpose) =>
      db.deleteFrom('otps').where('email', '=', email).where('purpose', '=', purpose).execute(),

    // --- The per-address guard: guesses across codes, lockouts, resend backoff -----------------

    guard: (email: string): Promise<OtpGuardRow | undefined> =>
      db.selectFrom('otp_guards').selectAll().where('email', '=', email).executeTakeFirst(),

    /**
     * Counts one guess before the code is compared, atomically, unless the address is locked or has
     * used up its guesses: the guess's number (1…max), or undefined when none may be made now.
     */
    async takeGuess(email: string, now: string, maxGuesses: number): Promise<number | undefined> {
      await ensureGuard(email)
      const taken = await db
        .updateTable('otp_guards')
        .set((eb) => ({ guesses: eb('guesses', '+', 1) }))
        .where('email', '=', email)
        .where('guesses', '<', maxGuesses)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('guesses')
        .executeTakeFirst()
      return taken ? taken.guesses : undefined
    },

    /** Like `takeGuess`, for a guess with no code to check: counted apart, never pausing real checks. */
    async takeStrayGuess(email: string, now: string, maxGuesses: number): Promise<number | undefined> {
      await ensureGuard(email)
      const taken = await db
        .updateTable('otp_guards')
        .set((eb) => ({ stray_guesses: eb('stray_guesses', '+', 1) }))
        .where('email', '=', email)
        .where('stray_guesses', '<', maxGuesses)
        .where((eb) => eb.or([eb('stray_locked_until', 'is', null), eb('stray_locked_until', '<=', now)]))
        .returning('stray_guesses')
        .executeTakeFirst()
      return taken ? taken.stray_guesses : undefined
    },

    /** Pauses guesses with no code to check until `until`, with a fresh count for after it. */
    lockStray: (email: string, until: string) =>
      db
        .updateTable('otp_guards')
        .set({ stray_guesses: 0, stray_locked_until: until })
        .where('email', '=', email)
        .execute(),

    /** Locks the address until `until` and starts a fresh count of guesses for after it. */
    lock: (email: string, until: string) =>
      db
        .updateTable('otp_guards')
        .set((eb) => ({ guesses: 0, lockouts: eb('lockouts', '+', 1), locked_until: until }))
        .where('email', '=', email)
        .execute(),

    /** A code was proved: the guesses, lockouts and the resend backoff start again. */
    clearGuard: (email: string) => db.deleteFrom('otp_guards').where('email', '=', email).execute(),

    /**
     * Claims the right to send a code, atomically: only if the guard still reads `seen` (so that two
     * concurrent requests cannot both send). `sends` is the new count of this streak.
     */
    async claimSend(
      email: string,
      seen: Pick<OtpGuardRow, 'sends' | 'last_sent_at'>,
      next: { sends: number; at: string | null },
    ): Promise<boolean> {
      await ensureGuard(email)
      const result = await db
        .updateTable('otp_guards')
        .set({ sends: next.sends, last_sent_at: next.at })
        .where('email', '=', email)
        .where('sends', '=', seen.sends)
        .where((eb) =>
          seen.last_sent_at === null
            ? eb('last_sent_at', 'is', null)
            : eb('last_sent_at', '=', seen.last_sent_at),
        )
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type OtpsRepository = ReturnType<typeof createOtpsRepository>
