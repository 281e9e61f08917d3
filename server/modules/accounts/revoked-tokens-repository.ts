import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The tables of logged-out token ids: one per audience, both `{jti, expires_at}`. */
type RevokedTokensTable = 'admin_revoked_tokens' | 'user_revoked_tokens'

/** Logged-out tokens of one audience, each kept until it would have expired anyway. */
export function createRevokedTokensRepository(db: Kysely<Database>, table: RevokedTokensTable) {
  return {
    /** Ends a token until its own expiry; forgets tokens that have expired anyway. */
    async revoke(jti: string, expiresAt: string) {
      await db
        .insertInto(table)
        .values({ jti, expires_at: expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute()
      await db.deleteFrom(table).where('expires_at', '<', new Date().toISOString()).execute()
    },

    isRevoked: async (jti: string) =>
      (await db.selectFrom(table).select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined,
  }
}
