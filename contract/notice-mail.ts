// The mail that tells viewers what happened (mail kind 'notice', or 'receipt' for what they paid):
// an auction won or outbid, a subscription started, renewed or ended, Creator Pro paid for, a used
// card rejected, returned or skipped. Subjects here; the bodies are written where each is sent.

/** An outbid bidder is mailed at most once per auction in this many minutes, however many bids. */
export const OUTBID_MAIL_MINUTES = 10

export const noticeMailSubjects = {
  /** `amount` as formatRupees writes it, `time` the deadline's time of day in IST ('10:02 pm'). */
  auctionWon: (amount: string, time: string) => `You won: pay ${amount} by ${time}`,
  outbid: (card: string) => `You were outbid: ${card}`,
  subscriptionStarted: (streamer: string) => `Your subscription to ${streamer} has started`,
  subscriptionRenewed: (streamer: string) => `Your subscription to ${streamer} has renewed`,
  subscriptionEnded: (streamer: string) => `Your subscription to ${streamer} has ended`,
  proReceipt: 'Your Cardcast receipt: Creator Pro',
  useRejected: (card: string) => `Your card was rejected: ${card}`,
  useReturned: (card: string) => `Your card was returned: ${card}`,
  useSkipped: (card: string) => `Your card was skipped: ${card}`,
} as const
