// /auctions/:id: one auction, live. The card, the countdown (the server's end, the server's clock),
// the top bid, where the viewer stands ('You are the top bidder' / 'You were outbid'), the bid form
// with an optional maximum, the latest bids; once over, Pay for the winner whose turn it is, or how
// it ended. On a phone these come before the card, so the result and Pay are on the first screen. Every change anyone makes arrives through the live updates (`?auction=<id>`).
import { Alert, Badge, Button, Card, Grid, Group, Image, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { type Auction, auctionMessages } from '../../../contract/auctions'
import { formatDateTime } from '../../../contract/dates'
import { formatCountdown } from '../../../contract/marathon-clock'
import { formatRupees } from '../../../contract/money'
import { type LiveAuction, useGetAuctionQuery } from '../../auctions/auctions-api'
import { TopBid } from '../../auctions/top-bid'
import { usePayAuction } from '../../auctions/use-pay-auction'
import { SimulatedCheckoutDialog } from '../../buying/simulated-checkout-dialog'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { useLiveUpdates, useRefetchLosingNothing } from '../../lib/live-updates'
import { useCountdown } from '../../lib/server-clock'
import { useSession } from '../../lib/session-slice'
import { BidForm } from './bid-form'

export default function AuctionPage() {
  const id = useParams().id ?? ''
  const query = useGetAuctionQuery(id, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(query)
  useLiveUpdates('auction', refetch, id !== '', id)
  return (
    <PageSection
      title={query.data?.auction.card.title ?? 'Auction'}
      description={introOf(query.data?.auction)}
    >
      <QueryState query={query} loading="Loading the auction..." error={auctionMessages.fetchFailed}>
        {(data) => <AuctionView data={data} />}
      </QueryState>
    </PageSection>
  )
}

const introOf = (auction: Auction | undefined) =>
  auction
    ? `An auction by ${auction.streamer.username}. Bid in whole rupees; you pay only if you win.`
    : undefined

function AuctionView({ data }: { data: LiveAuction }) {
  const { auction } = data
  const left = useCountdown(auction.status === 'live' ? auction.endsAt : null, data.clockOffsetMs)
  const live = auction.status === 'live' && left > 0
  // The streamer watching their own auction: the server refuses their bids, so no form offers one.
  const own = useSession().user?._id === auction.streamer.id
  return (
    <Grid gap="lg">
      {/* On a phone the clock, where the viewer stands and Pay come first, the card after them. */}
      <Grid.Col span={{ base: 12, sm: 5 }} order={{ base: 2, sm: 1 }}>
        <Card withBorder radius="lg" padding="md">
          {auction.card.imageUrl ? (
            <Card.Section>
              <Image src={auction.card.imageUrl} alt="" h={220} fit="cover" />
            </Card.Section>
          ) : null}
          <Stack gap={6} mt="sm">
            <Badge variant="light">{auction.card.rarity}</Badge>
            <Text size="sm">{auction.card.description}</Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }} order={{ base: 1, sm: 2 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {live ? 'Ends in' : 'Bidding'}
              </Text>
              <Text
                fz={40}
                fw={700}
                ff="monospace"
                lh={1}
                aria-label="Time left to bid"
                data-testid="auction-clock"
              >
                {live ? formatCountdown(left) : 'Over'}
              </Text>
            </Stack>
            <TopBid auction={auction} size={28} />
          </Group>
          <Standing data={data} live={live} />
          {live && own ? (
            <Text size="sm" c="dimmed" role="note">
              {auctionMessages.ownAuction}
            </Text>
          ) : live && !auction.you?.topBidder ? (
            <BidForm auction={auction} />
          ) : null}
          <Bids auction={auction} />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}

/** Where the viewer stands, and how it ended. */
function Standing({ data, live }: { data: LiveAuction; live: boolean }) {
  const { auction } = data
  const { you } = auction
  const { pay, paying, checkoutDialog } = usePayAuction()
  if (live) {
    if (!you) return null
    return you.topBidder ? (
      <Alert color="teal" variant="light" role="status" title="You are the top bidder">
        {you.maxAmount
          ? `We bid for you up to ${formatRupees(you.maxAmount)} if someone outbids you.`
          : 'If someone outbids you, you can bid again.'}
      </Alert>
    ) : (
      <Alert color="yellow" variant="light" role="status" title="You were outbid">
        Your highest bid was {formatRupees(you.highestBid)}. Bid again to lead.
      </Alert>
    )
  }
  if (you?.offer) {
    return (
      <Alert color="teal" variant="light" role="status" title="You won!">
        <Stack gap="xs">
          <Text size="sm">
            Pay {formatRupees(you.offer.amount)} by {formatDateTime(you.offer.expiresAt)} and the card is
            yours. After that it goes to the next bidder.
          </Text>
          <Group>
            <Button onClick={() => void pay(data)} loading={paying}>
              Pay {formatRupees(you.offer.amount)}
            </Button>
          </Group>
        </Stack>
        {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
      </Alert>
    )
  }
  if (you?.won) {
    return (
      <Alert color="teal" variant="light" role="status" title="It's yours">
        You paid {formatRupees(auction.outcome?.amount ?? you.highestBid)}: the card is in My Cards, ready to
        use.
      </Alert>
    )
  }
  const ended: Record<Auction['status'], string> = {
    live: 'Bidding has ended: the result follows in a moment.',
    'awaiting-payment': auction.topBidder
      ? `Sold, waiting for payment. ${auction.bidCount} bid${auction.bidCount === 1 ? '' : 's'}.`
      : 'Bidding has ended.',
    sold: auction.outcome
      ? `Sold to ${auction.outcome.winner} for ${formatRupees(auction.outcome.amount)}.`
      : 'Sold.',
    unsold: 'This auction ended without a sale.',
    cancelled: 'The streamer cancelled this auction.',
  }
  return (
    <Alert color="gray" variant="light" role="status" title="This auction is over">
      {ended[auction.status]}
    </Alert>
  )
}

function Bids({ auction }: { auction: Auction }) {
  if (auction.bids.length === 0)
    return <Text c="dimmed">No bids yet: be the first, from {formatRupees(auction.nextMinimum)}.</Text>
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Bids
      </Title>
      <Table striped verticalSpacing="xs" aria-label="Bids">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bid</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {auction.bids.map((bid) => (
            <Table.Tr key={bid.id}>
              <Table.Td>{formatRupees(bid.amount)}</Table.Td>
              <Table.Td>
                {bid.bidder}
                {bid.automatic ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (maximum bid)
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
