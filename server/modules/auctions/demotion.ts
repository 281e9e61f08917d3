import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createAuctionsRepository } from './auctions-repository'

/**
 * A creator demoted to viewer takes no more money through auctions (docs/auctions.md 'Demotion'), in
 * the transaction that changes the role: each live auction ends, cancelled if it had no bid and unsold
 * otherwise (no offer is made), and each auction awaiting payment ends unsold, its open offer ended
 * without counting as the bidder's lapse. Each auction is decided under its lock, so a bid or a payment
 * racing the demotion either came first or finds the auction over. Answers the auctions changed, to
 * announce after the commit.
 */
export async function endAuctionsOfDemoted(
  trx: Kysely<Database>,
  streamerId: string,
  now: Date,
): Promise<string[]> {
  const auctions = createAuctionsRepository(trx)
  const at = now.toISOString()
  const rows = await auctions.unfinishedOfForUpdate(streamerId)
  for (const row of rows) {
    if (row.status === 'live') {
      const bids = await auctions.bidCount(row.id)
      await auctions.update(row.id, {
        status: bids === 0 ? 'cancelled' : 'unsold',
        live: null,
        ended_at: at,
        updated_at: at,
      })
      continue
    }
    await auctions.expireOpenOffers(row.id, at)
    await auctions.update(row.id, { status: 'unsold', updated_at: at })
  }
  return rows.map((row) => row.id)
}
