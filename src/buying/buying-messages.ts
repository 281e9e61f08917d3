// Messages of the buying flow that the specification leaves open. Here rather than in contract/
// because only the client says them: the server never sees a purchase attempted offline.
export const buyingMessages = {
  needsConnection: 'Buying needs a connection',
  /** On a streamer's own card, in place of Buy. */
  yourCard: 'Your card',
} as const
