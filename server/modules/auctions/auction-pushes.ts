import type { Kysely } from 'kysely'
import { pushUrls } from '../../../contract/push'
import type { Database } from '../../db/schema'
import type { AuctionOfferRow, AuctionRow } from '../../db/schema-auctions'
import { createCardsRepository } from '../catalogue'
import type { PushService } from '../push'

// What an auction tells its bidders by Web Push (modules/push), written in the transaction that
// decides it, so that a server that dies after the commit still sends it (the push outbox), and sent
// at once after the commit (`push.sendSoon`). The same events are mailed (auction-mail.ts).

type Push = Pick<PushService, 'notifyWithin'>

const cardOf = (trx: Kysely<Database>, row: AuctionRow) => createCardsRepository(trx).byId(row.card_id)

/**
 * The bidder who led lost the lead to a bid of `topPaise`: each top is its own event (every accepted
 * bid is higher than the one before), and the device shows only the latest of an auction (its tag).
 */
export async function pushOutbidWithin(
  push: Push,
  trx: Kysely<Database>,
  row: AuctionRow,
  outbid: { bidderId: string; topPaise: number },
): Promise<void> {
  const card = await cardOf(trx, row)
  await push.notifyWithin(trx, {
    userId: outbid.bidderId,
    eventKey: `${row.id}:${outbid.topPaise}`,
    text: { kind: 'outbid', auctionTitle: card?.title ?? 'your auction', amountPaise: outbid.topPaise },
    url: pushUrls.auction(row.id),
    image: async () => card?.image_url,
    tag: `outbid:${row.id}`,
  })
}

/** The offer to pay is the bidder's now (won, or passed down to them): once per offer. */
export async function pushWonWithin(
  push: Push,
  trx: Kysely<Database>,
  row: AuctionRow,
  offer: AuctionOfferRow,
): Promise<void> {
  const card = await cardOf(trx, row)
  await push.notifyWithin(trx, {
    userId: offer.bidder_id,
    eventKey: offer.id,
    text: {
      kind: 'auction-won',
      auctionTitle: card?.title ?? 'your auction',
      amountPaise: offer.amount_paise,
    },
    url: pushUrls.auction(row.id),
    image: async () => card?.image_url,
  })
}
