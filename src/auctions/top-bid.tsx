// An auction's top bid and its bidder, right-aligned beside its countdown.
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import type { Auction } from '../../contract/auctions'
import { formatRupees } from '../../contract/money'
import { useStreamName } from '../lib/use-label'

export function TopBid({ auction, size }: { auction: Auction; size: number }) {
  const { t } = useLingui()
  const streamName = useStreamName()
  const bidder = streamName(auction.topBidder)
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" c="dimmed">
        <Trans>Top bid</Trans>
      </Text>
      <Text fz={size} fw={700} aria-label={t`Top bid`}>
        {auction.topBid === null ? t`No bids yet` : formatRupees(auction.topBid)}
      </Text>
      {bidder ? (
        <Text size="sm">
          <Trans>by {bidder}</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
