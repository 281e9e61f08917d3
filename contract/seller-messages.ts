// What the seller details and their route say (./sellers.ts holds the route's schemas): the card's
// details show these, and need no zod for that.
export const sellerMessages = {
  notFound: 'Seller not found.',
  /** Shown once KYC has verified the creator's legal name. */
  soldBy: (legalName: string) => `Sold by ${legalName}`,
  /** Who answers for a card: the checkout and the Terms say it. */
  responsible: (creatorName: string) =>
    `${creatorName} sells this card and is responsible for it; Cardcast runs the marketplace and takes the payment.`,
} as const
