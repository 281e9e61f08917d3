import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime, formatTime } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects, OUTBID_MAIL_MINUTES } from '../../../contract/notice-mail'
import { auctionPath } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { AuctionOfferRow, AuctionRow } from '../../db/schema-auctions'

// The auction's mail to its bidders, sent after the change committed (never from inside its
// transaction, which may still roll back), as notices of their own kind: the winner whose turn it is
// to pay (once per offer), and a bidder who lost the lead (once per auction in OUTBID_MAIL_MINUTES,
// however many bids pass them meanwhile). A mail the limits refuse is logged; the auction page and
// the banner say the same.

export type AuctionMailServices = Pick<AppServices, 'mailer' | 'users' | 'cards' | 'config'>

const titleOf = async (app: AuctionMailServices, row: AuctionRow) =>
  (await app.cards.byId(row.card_id))?.title ?? 'your auction'

/** The offer to pay is the bidder's now: the auction ended with them on top, or passed down to them. */
export async function mailAuctionWon(
  app: AuctionMailServices,
  row: AuctionRow,
  offer: AuctionOfferRow,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const bidder = await app.users.byId(offer.bidder_id)
    if (!bidder) return
    const amount = formatRupees(paiseToRupees(offer.amount_paise))
    const title = await titleOf(app, row)
    await app.mailer.sendOnce(`auction-offer:${offer.id}`, {
      to: bidder.email,
      category: 'notice',
      subject: noticeMailSubjects.auctionWon(amount, formatTime(offer.expires_at)),
      text: [
        `Hello ${bidder.username},`,
        '',
        `You won the auction of ${title}.`,
        '',
        `Pay ${amount} by ${formatDateTime(offer.expires_at)} and the card is yours. After that it goes to the next bidder.`,
        '',
        `Pay here: ${app.config.publicUrl}${auctionPath(row.id)}`,
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, offerId: offer.id }, 'auction won mail not sent')
  }
}

/** Someone bid over the bidder who led. */
export async function mailOutbid(
  app: AuctionMailServices,
  row: AuctionRow,
  bidderId: string,
  topPaise: number,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const bidder = await app.users.byId(bidderId)
    if (!bidder) return
    const title = await titleOf(app, row)
    await app.mailer.sendOnce(
      `outbid:${row.id}:${bidderId}`,
      {
        to: bidder.email,
        category: 'notice',
        subject: noticeMailSubjects.outbid(title),
        text: [
          `Hello ${bidder.username},`,
          '',
          `Someone bid ${formatRupees(paiseToRupees(topPaise))} on ${title}: you are no longer the top bidder.`,
          `Bidding ends at ${formatDateTime(row.ends_at)}, unless a late bid moves it.`,
          '',
          `Bid again: ${app.config.publicUrl}${auctionPath(row.id)}`,
          '',
          `(We tell you this at most once every ${OUTBID_MAIL_MINUTES} minutes per auction.)`,
          '',
          '— Cardcast',
        ].join('\n'),
      },
      OUTBID_MAIL_MINUTES * 60_000,
    )
  } catch (error) {
    log.warn({ err: error, auctionId: row.id }, 'outbid mail not sent')
  }
}
