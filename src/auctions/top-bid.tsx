// An auction's top bid and its bidder, right-aligned beside its countdown.
import { Stack, Text } from '@mantine/core'
import type { Auction } from '../../contract/auctions'
import { formatRupees } from '../../contract/money'

export function TopBid({ auction, size }: { auction: Auction; size: number }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" c="dimmed">
        Top bid
      </Text>
      <Text fz={size} fw={700} aria-label="Top bid">
        {auction.topBid === null ? 'No bids yet' : formatRupees(auction.topBid)}
      </Text>
      {auction.topBidder ? <Text size="sm">by {auction.topBidder}</Text> : null}
    </Stack>
  )
}
