import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'

/** The counters of the document series (document_serials): one row per series and financial year. */
export function createDocumentSerialsRepository(db: Kysely<Database>) {
  return {
    /**
     * The next number of a document series in a financial year. The counter row is advanced inside the
     * caller's transaction (PostgreSQL locks the row until commit; SQLite writes one at a time), so two
     * documents never share a number, and a document that rolls back takes its number back with it:
     * the serials of a year run 1, 2, 3… without gaps, which a PostgreSQL sequence would not promise.
     */
    async next(series: string, financialYear: number): Promise<number> {
      await db
        .insertInto('document_serials')
        .values({ series, financial_year: financialYear, last_sequence: 0 })
        .onConflict((oc) => oc.columns(['series', 'financial_year']).doNothing())
        .execute()
      const row = await db
        .updateTable('document_serials')
        .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
        .where('series', '=', series)
        .where('financial_year', '=', financialYear)
        .returning('last_sequence')
        .executeTakeFirstOrThrow()
      return row.last_sequence
    },
  }
}
