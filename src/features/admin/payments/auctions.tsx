// Under Payment Management: the latest auctions of every streamer, how each ended, and its bids
// (folded under each row). Nothing shows while there are none.
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { ADMIN_AUCTIONS_SHOWN, type Auction, auctionMessages } from '../../../../contract/auctions'
import { formatRupees } from '../../../../contract/money'
import { AuctionOutcome } from '../../../auctions/auction-outcome'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'
import { useFailureToast } from '../components/use-failure-toast'
import { useGetAdminAuctionsQuery } from './payments-api'

export function Auctions() {
  const { t } = useLingui()
  const { dateTime } = useAdminDates()
  const columns: Column<Auction>[] = [
    {
      key: 'card-streamer',
      header: t`Card · streamer`,
      width: 220,
      wrap: true,
      cell: (auction) => `${auction.card.title} · ${auction.streamer.username}`,
    },
    { key: 'outcome', header: t`Outcome`, cell: (auction) => <AuctionOutcome auction={auction} /> },
    {
      key: 'top-bid',
      header: t`Top bid`,
      cell: (auction) =>
        auction.topBid === null ? '—' : `${formatRupees(auction.topBid)} · ${auction.topBidder ?? ''}`,
    },
    { key: 'ends', header: t`Ends`, cell: (auction) => dateTime(auction.endsAt) },
    {
      key: 'bids',
      header: t`Bids`,
      cell: (auction) =>
        auction.bidCount === 0 ? (
          '0'
        ) : (
          <details>
            <summary>{auction.bidCount}</summary>
            <ul style={{ margin: 0, paddingLeft: '1rem' }}>
              {auction.bids.map((bid) => (
                <li key={bid.id}>
                  {formatRupees(bid.amount)} · {bid.bidder}
                  {bid.automatic ? t` (maximum bid)` : ''}
                </li>
              ))}
            </ul>
          </details>
        ),
    },
  ]
  const { data, isError } = useGetAdminAuctionsQuery()
  useFailureToast(isError, auctionMessages.fetchFailed)
  const auctions = data?.auctions ?? []
  if (auctions.length === 0) return null
  return (
    <Stack gap="xs" component="section" aria-labelledby="admin-auctions-title">
      <Title order={2} fz="h4" id="admin-auctions-title">
        <Trans>Auctions</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>The latest {ADMIN_AUCTIONS_SHOWN} auctions, newest first, with their bids.</Trans>
      </Text>
      <DataTable
        caption={t`Auctions`}
        columns={columns}
        rows={auctions}
        rowKey={(auction) => auction.id}
        emptyText={t`No auctions yet`}
        minWidth={760}
      />
    </Stack>
  )
}
