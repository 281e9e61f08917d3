import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { CheckStatus, TaxProfileTable } from '../../../db/schema-tax'

/** What a KYC submission writes of a creator's tax profile (all but the creator's id). */
export type TaxProfileDetails = Omit<TaxProfileTable, 'creator_id' | 'details_changed_at'> & {
  details_changed_at: string
}

/**
 * Creators' tax profiles (tax_profiles): their KYC, the PAN and payout-account checks, and the GSTIN
 * their withholding depends on. Takes the database or a transaction: a sale's withholding reads it in
 * the sale's transaction.
 */
export function createTaxProfilesRepository(db: Kysely<Database>) {
  return {
    byCreator: (creatorId: string) =>
      db.selectFrom('tax_profiles').selectAll().where('creator_id', '=', creatorId).executeTakeFirst(),

    /** What a sale's withholding depends on: whether the PAN is verified, and the GSTIN. */
    withholdingStatus: (creatorId: string) =>
      db
        .selectFrom('tax_profiles')
        .select(['pan_status', 'gstin'])
        .where('creator_id', '=', creatorId)
        .executeTakeFirst(),

    /** Writes the creator's KYC, their first or a new one. */
    async save(creatorId: string, details: TaxProfileDetails): Promise<void> {
      await db
        .insertInto('tax_profiles')
        .values({ creator_id: creatorId, ...details })
        .onConflict((oc) => oc.column('creator_id').doUpdateSet(details))
        .execute()
    },

    /** Records the outcome of the payout account's validation. */
    async recordAccountCheck(
      creatorId: string,
      check: { status: CheckStatus; failure: string | null },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('tax_profiles')
        .set({ account_status: check.status, account_failure: check.failure, updated_at: at.toISOString() })
        .where('creator_id', '=', creatorId)
        .execute()
    },
  }
}

export type TaxProfilesRepository = ReturnType<typeof createTaxProfilesRepository>
