import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime, formatTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects, OUTBID_MAIL_MINUTES } from '../../../contract/notice-mail'
import { auctionPath } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { AuctionOfferRow, AuctionRow } from '../../db/schema-auctions'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../mail'

// The auction's mail to its bidders, sent after the change committed (never from inside its
// transaction, which may still roll back), as notices of their own kind: the winner whose turn it is
// to pay (once per offer), and a bidder who lost the lead (once per auction in OUTBID_MAIL_MINUTES,
// however many bids pass them meanwhile). A mail the limits refuse is logged; the auction page and
// the banner say the same.

export type AuctionMailServices = Pick<AppServices, 'mailer' | 'users' | 'cards' | 'config'>

/** The bidders' mails, in each language. */
const AUCTION_MAIL: Record<
  Locale,
  {
    won: (title: string, amount: string, payBy: string, link: string) => string[]
    outbid: (top: string, title: string, endsAt: string, link: string) => string[]
  }
> = {
  'en-IN': {
    won: (title, amount, payBy, link) => [
      `You won the auction of ${title}.`,
      '',
      `Pay ${amount} by ${payBy} and the card is yours. After that it goes to the next bidder.`,
      '',
      `Pay here: ${link}`,
    ],
    outbid: (top, title, endsAt, link) => [
      `Someone bid ${top} on ${title}: you are no longer the top bidder.`,
      `Bidding ends at ${endsAt}, unless a late bid moves it.`,
      '',
      `Bid again: ${link}`,
      '',
      `(We tell you this at most once every ${OUTBID_MAIL_MINUTES} minutes per auction.)`,
    ],
  },
  'hi-IN': {
    won: (title, amount, payBy, link) => [
      `आपने ${title} की नीलामी जीत ली है।`,
      '',
      `${payBy} तक ${amount} का भुगतान करें और कार्ड आपका। उसके बाद यह अगले बोली लगाने वाले के पास चला जाएगा।`,
      '',
      `यहाँ भुगतान करें: ${link}`,
    ],
    outbid: (top, title, endsAt, link) => [
      `किसी ने ${title} पर ${top} की बोली लगाई: सबसे ऊँची बोली अब आपकी नहीं है।`,
      `बोली ${endsAt} पर खत्म होगी, जब तक कोई आखिरी पलों की बोली इसे आगे न बढ़ा दे।`,
      '',
      `फिर से बोली लगाएँ: ${link}`,
      '',
      `(हर नीलामी के लिए हम आपको यह ${OUTBID_MAIL_MINUTES} मिनट में अधिकतम एक बार बताते हैं।)`,
    ],
  },
}

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
    const { locale } = bidder
    await app.mailer.sendOnce(`auction-offer:${offer.id}`, {
      to: bidder.email,
      category: 'notice',
      subject: mailMessage(noticeMailSubjects.auctionWon(amount, formatTime(offer.expires_at)), locale),
      text: [
        mailGreeting(locale, bidder.username),
        '',
        ...AUCTION_MAIL[locale].won(
          title,
          amount,
          mailDate(formatDateTime(offer.expires_at), locale),
          `${app.config.publicUrl}${auctionPath(row.id)}`,
        ),
        '',
        MAIL_SIGN_OFF,
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
    const { locale } = bidder
    await app.mailer.sendOnce(
      `outbid:${row.id}:${bidderId}`,
      {
        to: bidder.email,
        category: 'notice',
        subject: mailMessage(noticeMailSubjects.outbid(title), locale),
        text: [
          mailGreeting(locale, bidder.username),
          '',
          ...AUCTION_MAIL[locale].outbid(
            formatRupees(paiseToRupees(topPaise)),
            title,
            mailDate(formatDateTime(row.ends_at), locale),
            `${app.config.publicUrl}${auctionPath(row.id)}`,
          ),
          '',
          MAIL_SIGN_OFF,
        ].join('\n'),
      },
      OUTBID_MAIL_MINUTES * 60_000,
    )
  } catch (error) {
    log.warn({ err: error, auctionId: row.id }, 'outbid mail not sent')
  }
}
