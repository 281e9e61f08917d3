// How an auction stands or ended, as a badge, with the winner and the price once sold.
import { Badge, Text } from '@mantine/core'
import { AUCTION_STATUS_LABELS, type Auction } from '../../contract/auctions'
import { formatRupees } from '../../contract/money'

const COLOURS: Record<Auction['status'], string> = {
  live: 'orange',
  'awaiting-payment': 'yellow',
  sold: 'teal',
  unsold: 'gray',
  cancelled: 'gray',
}

export function AuctionOutcome({ auction }: { auction: Auction }) {
  return (
    <>
      <Badge variant="light" color={COLOURS[auction.status]}>
        {AUCTION_STATUS_LABELS[auction.status]}
      </Badge>
      {auction.outcome ? (
        <Text size="xs">
          {auction.outcome.winner}, {formatRupees(auction.outcome.amount)}
        </Text>
      ) : null}
    </>
  )
}
