import type { Kysely } from 'kysely'

// Guesses at an address that holds no code to check (no account, an account already verified, a code
// never asked for) are counted apart from the real ones (server/modules/accounts/otp.ts `spendGuess`): they
// answer like wrong codes, with the tries left, but never pause the checks of a code the owner asks for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('otp_guards')
    .addColumn('stray_guesses', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('otp_guards').addColumn('stray_locked_until', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('otp_guards').dropColumn('stray_locked_until').execute()
  await db.schema.alterTable('otp_guards').dropColumn('stray_guesses').execute()
}
