// Under Payment Management: the latest auctions of every streamer, how each ended, and its bids
// (folded under each row). Nothing shows while there are none.
import { Paper, Stack, Table, Text, Title } from '@mantine/core'
import { ADMIN_AUCTIONS_SHOWN, auctionMessages } from '../../../../contract/auctions'
import { formatRupees } from '../../../../contract/money'
import { AuctionOutcome } from '../../../auctions/auction-outcome'
import { formatDateTime } from '../../../lib/dates'
import { useFailureToast } from '../components/use-failure-toast'
import { useGetAdminAuctionsQuery } from './payments-api'

export function Auctions() {
  const { data, isError } = useGetAdminAuctionsQuery()
  useFailureToast(isError, auctionMessages.fetchFailed)
  const auctions = data?.auctions ?? []
  if (auctions.length === 0) return null
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="admin-auctions-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="admin-auctions-title">
          Auctions
        </Title>
        <Text size="sm" c="dimmed">
          The latest {ADMIN_AUCTIONS_SHOWN} auctions, newest first, with their bids.
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table fz="sm" verticalSpacing={6} aria-label="Auctions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Card · streamer</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>Top bid</Table.Th>
                <Table.Th>Ends</Table.Th>
                <Table.Th>Bids</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {auctions.map((auction) => (
                <Table.Tr key={auction.id}>
                  <Table.Td>
                    {auction.card.title} · {auction.streamer.username}
                  </Table.Td>
                  <Table.Td>
                    <AuctionOutcome auction={auction} />
                  </Table.Td>
                  <Table.Td>
                    {auction.topBid === null
                      ? '—'
                      : `${formatRupees(auction.topBid)} · ${auction.topBidder ?? ''}`}
                  </Table.Td>
                  <Table.Td>{formatDateTime(auction.endsAt)}</Table.Td>
                  <Table.Td>
                    {auction.bidCount === 0 ? (
                      '0'
                    ) : (
                      <details>
                        <summary>{auction.bidCount}</summary>
                        <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                          {auction.bids.map((bid) => (
                            <li key={bid.id}>
                              {formatRupees(bid.amount)} · {bid.bidder}
                              {bid.automatic ? ' (maximum bid)' : ''}
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}
