// How an auction stands or ended, as a badge, with the winner and the price once sold.
import { Badge, Text } from '@mantine/core'
import { AUCTION_STATUS_LABELS, type Auction } from '../../contract/auctions'
import { formatRupees } from '../../contract/money'
import { useLabel } from '../lib/use-label'

const COLOURS: Record<Auction['status'], string> = {
  live: 'orange',
  'awaiting-payment': 'yellow',
  sold: 'teal',
  unsold: 'gray',
  cancelled: 'gray',
}

export function AuctionOutcome({ auction }: { auction: Auction }) {
  const show = useLabel()
  return (
    <>
      <Badge variant="light" color={COLOURS[auction.status]}>
        {show(AUCTION_STATUS_LABELS[auction.status])}
      </Badge>
      {auction.outcome ? (
        <Text size="xs">
          {auction.outcome.winner}, {formatRupees(auction.outcome.amount)}
        </Text>
      ) : null}
    </>
  )
}
