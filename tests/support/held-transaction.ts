import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema'

export interface HeldTransaction {
  /** Lets the transaction end (it commits) and waits until it has. */
  commit(): Promise<void>
}

/**
 * Runs `work` in a transaction and keeps that transaction open, with whatever rows and locks `work`
 * took, until `commit()`: what a concurrent request meets while another one is half-way through.
 * Resolves once `work` is done.
 */
export async function holdTransactionOpen(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<HeldTransaction> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let workDone = () => {}
  const worked = new Promise<void>((resolve) => {
    workDone = resolve
  })
  const transaction = db.transaction().execute(async (trx) => {
    await work(trx)
    workDone()
    await released
  })
  // A transaction that fails before `work` is done fails the caller at once.
  await Promise.race([worked, transaction])
  return {
    async commit() {
      release()
      await transaction
    },
  }
}
