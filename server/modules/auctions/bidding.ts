import type { Kysely } from 'kysely'
import {
  AUCTION_LAPSE_BAN_DAYS,
  AUCTION_SOFT_CLOSE_SECONDS,
  auctionMessages,
  type BidInput,
  bidStepPaise,
} from '../../../contract/auctions'
import { paiseToRupees, rupeesToPaise } from '../../../contract/money'
import { streamMessages } from '../../../contract/stream'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { AuctionRow } from '../../db/schema-auctions'
import { RefusalError } from '../../errors'
import { createUsersRepository } from '../accounts'
import { createStreamSettingsRepository, nameOnStreamOf } from '../realtime'
import { nextMinimumPaise } from './auction-view'
import { createAuctionsRepository } from './auctions-repository'

// A bid, decided under the auction's lock (docs/auctions.md 'Bidding'): whole rupees, at least the
// next minimum, never by the top bidder, only while the streamer is a creator, never by a bidder who
// let one of the streamer's offers lapse in the last AUCTION_LAPSE_BAN_DAYS; then each maximum (proxy)
// that can still lead bids for its bidder, jumping straight to one step over the leader's maximum or
// to its own, so every recorded bid is at least one step (bidStepPaise) over the one before and no
// proxy passes its maximum.

export interface PlacedBid {
  auction: AuctionRow
  /** Whether the caller leads once the proxies have answered. */
  leading: boolean
  /** The bidder who led before this bid and no longer does (mailed after the commit), and the top now. */
  outbid?: { bidderId: string; topPaise: number }
}

export async function placeBid(
  trx: Kysely<Database>,
  bidder: { id: string; username: string },
  auctionId: string,
  bid: BidInput,
  now: Date,
): Promise<PlacedBid> {
  const auctions = createAuctionsRepository(trx)
  const users = createUsersRepository(trx)
  const row = await auctions.byIdForUpdate(auctionId)
  if (!row) throw new RefusalError(404, auctionMessages.notFound)
  if (row.streamer_id === bidder.id) throw new RefusalError(403, auctionMessages.ownAuction)
  // A demoted creator takes no more money, whatever is left running (demotion.ts ends their auctions).
  const streamer = await users.userTypeOf(row.streamer_id)
  if (streamer?.user_type !== 'creator') throw new RefusalError(409, auctionMessages.streamerNotSelling)
  if (row.status !== 'live' || Date.parse(row.ends_at) <= now.getTime())
    throw new RefusalError(409, auctionMessages.notLive)
  if (await auctions.lapsedSince(bidder.id, row.streamer_id, lapseBanStart(now)))
    throw new RefusalError(403, auctionMessages.lapsedRecently)
  const top = await auctions.topBid(row.id)
  if (top?.bidder_id === bidder.id) throw new RefusalError(409, auctionMessages.alreadyTop)
  const amount = rupeesToPaise(bid.amount)
  const minimum = nextMinimumPaise(row, top ? top.amount_paise : undefined)
  if (amount < minimum) throw new RefusalError(400, auctionMessages.bidTooLow(paiseToRupees(minimum)))

  const step = (paise: number) => bidStepPaise(row.increment_paise, paise)
  const standings = await auctions.standings(row.id)
  /** Each bidder's maximum: the server bids for them up to it. */
  const maxima = new Map(standings.map((standing) => [standing.bidderId, standing]))
  const earlier = maxima.get(bidder.id)
  const myMax = Math.max(amount, rupeesToPaise(bid.maxAmount ?? 0), earlier?.maxPaise ?? 0)
  maxima.set(bidder.id, {
    bidderId: bidder.id,
    highestPaise: amount,
    maxPaise: myMax,
    firstAt: earlier?.firstAt ?? now.toISOString(),
  })
  const control = await createStreamSettingsRepository(trx).get(row.streamer_id)
  const shownName = async (id: string, username: string) =>
    (await nameOnStreamOf(trx, row.streamer_id, { id, username }, control)) ?? streamMessages.anonymousViewer
  const names = new Map<string, string>([[bidder.id, await shownName(bidder.id, bidder.username)]])
  async function nameOf(id: string) {
    let name = names.get(id)
    if (name === undefined) {
      const user = await users.usernameOf(id)
      name = await shownName(id, user?.username ?? '')
      names.set(id, name)
    }
    return name
  }
  const record = async (bidderId: string, paise: number, automatic: boolean) =>
    auctions.insertBid({
      id: newId(),
      auction_id: row.id,
      bidder_id: bidderId,
      bidder_name: await nameOf(bidderId),
      amount_paise: paise,
      max_paise: maxima.get(bidderId)?.maxPaise ?? paise,
      automatic: automatic ? 1 : 0,
      created_at: now.toISOString(),
    })

  await record(bidder.id, amount, false)
  let leader = { bidderId: bidder.id, paise: amount }
  for (;;) {
    const challenger = [...maxima.values()]
      .filter(
        (standing) =>
          standing.bidderId !== leader.bidderId && standing.maxPaise >= leader.paise + step(leader.paise),
      )
      .sort((a, b) => b.maxPaise - a.maxPaise || a.firstAt.localeCompare(b.firstAt))[0]
    if (!challenger) break
    const leaderMax = Math.max(maxima.get(leader.bidderId)?.maxPaise ?? 0, leader.paise)
    // The step grows with the price, so one over the leader's maximum is also one over their bid.
    const paise = Math.min(challenger.maxPaise, leaderMax + step(leaderMax))
    await record(challenger.bidderId, paise, true)
    leader = { bidderId: challenger.bidderId, paise }
  }

  // Soft close: a bid in the last minute moves the end to a minute after it, never past the latest end
  // (the first end plus AUCTION_SOFT_CLOSE_MAX_MINUTES), so two bidders cannot keep it open forever.
  // (Set on every auction live since migration 042; one without it is not extended.)
  const latestEnd = Date.parse(row.latest_end_at ?? row.ends_at)
  const softClose = Math.min(now.getTime() + AUCTION_SOFT_CLOSE_SECONDS * 1000, latestEnd)
  const changes = {
    updated_at: now.toISOString(),
    ...(Date.parse(row.ends_at) < softClose ? { ends_at: new Date(softClose).toISOString() } : {}),
  }
  await auctions.update(row.id, changes)
  const outbid =
    top && top.bidder_id !== leader.bidderId ? { bidderId: top.bidder_id, topPaise: leader.paise } : undefined
  return { auction: { ...row, ...changes }, leading: leader.bidderId === bidder.id, outbid }
}

/** Since when a lapse bars a bidder from the streamer's auctions: the last AUCTION_LAPSE_BAN_DAYS. */
const lapseBanStart = (now: Date) =>
  new Date(now.getTime() - AUCTION_LAPSE_BAN_DAYS * 24 * 3600_000).toISOString()
