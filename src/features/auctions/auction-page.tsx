// /auctions/:id: one auction, live. The card, the countdown (the server's end, the server's clock),
// the top bid, where the viewer stands ('You are the top bidder' / 'You were outbid'), the bid form
// with an optional maximum, the latest bids; once over, Pay for the winner whose turn it is, or how
// it ended. On a phone these come before the card, so the result and Pay are on the first screen. Every change anyone makes arrives through the live updates (`?auction=<id>`).
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Grid, Group, Image, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { type Auction, auctionMessages } from '../../../contract/auctions'
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
import { useDates } from '../../lib/use-dates'
import { useLabel } from '../../lib/use-label'
import { BidForm } from './bid-form'

export default function AuctionPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const id = useParams().id ?? ''
  const query = useGetAuctionQuery(id, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(query)
  useLiveUpdates('auction', refetch, id !== '', id)
  return (
    <PageSection
      title={query.data?.auction.card.title ?? t`Auction`}
      description={introOf(i18n, query.data?.auction)}
    >
      <QueryState query={query} loading={t`Loading the auction...`} error={show(auctionMessages.fetchFailed)}>
        {(data) => <AuctionView data={data} />}
      </QueryState>
    </PageSection>
  )
}

function introOf(i18n: I18n, auction: Auction | undefined) {
  if (!auction) return undefined
  const streamer = auction.streamer.username
  return i18n._(msg`An auction by ${streamer}. Bid in whole rupees; you pay only if you win.`)
}

function AuctionView({ data }: { data: LiveAuction }) {
  const { t } = useLingui()
  const show = useLabel()
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
                {live ? t`Ends in` : t`Bidding`}
              </Text>
              <Text
                fz={40}
                fw={700}
                ff="monospace"
                lh={1}
                aria-label={t`Time left to bid`}
                data-testid="auction-clock"
              >
                {live ? formatCountdown(left) : t`Over`}
              </Text>
            </Stack>
            <TopBid auction={auction} size={28} />
          </Group>
          <Standing data={data} live={live} />
          {live && own ? (
            <Text size="sm" c="dimmed" role="note">
              {show(auctionMessages.ownAuction)}
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
  const { t } = useLingui()
  const dates = useDates()
  const { auction } = data
  const { you } = auction
  const { pay, paying, checkoutDialog } = usePayAuction()
  const maximum = you?.maxAmount ? formatRupees(you.maxAmount) : ''
  const highest = you ? formatRupees(you.highestBid) : ''
  const owed = you?.offer ? formatRupees(you.offer.amount) : ''
  const payBy = you?.offer ? dates.dateTime(you.offer.expiresAt) : ''
  const paid = you ? formatRupees(auction.outcome?.amount ?? you.highestBid) : ''
  if (live) {
    if (!you) return null
    return you.topBidder ? (
      <Alert color="teal" variant="light" role="status" title={t`You are the top bidder`}>
        {you.maxAmount ? (
          <Trans>We bid for you up to {maximum} if someone outbids you.</Trans>
        ) : (
          <Trans>If someone outbids you, you can bid again.</Trans>
        )}
      </Alert>
    ) : (
      <Alert color="yellow" variant="light" role="status" title={t`You were outbid`}>
        <Trans>Your highest bid was {highest}. Bid again to lead.</Trans>
      </Alert>
    )
  }
  if (you?.offer) {
    return (
      <Alert color="teal" variant="light" role="status" title={t`You won!`}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              Pay {owed} by {payBy} and the card is yours. After that it goes to the next bidder.
            </Trans>
          </Text>
          <Group>
            <Button onClick={() => void pay(data)} loading={paying}>
              <Trans>Pay {owed}</Trans>
            </Button>
          </Group>
        </Stack>
        {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
      </Alert>
    )
  }
  if (you?.won) {
    return (
      <Alert color="teal" variant="light" role="status" title={t`It's yours`}>
        <Trans>You paid {paid}: the card is in My Cards, ready to use.</Trans>
      </Alert>
    )
  }
  const bids = plural(auction.bidCount, { one: '# bid', other: '# bids' })
  const winner = auction.outcome?.winner
  const price = auction.outcome ? formatRupees(auction.outcome.amount) : ''
  const ended: Record<Auction['status'], string> = {
    live: t`Bidding has ended: the result follows in a moment.`,
    'awaiting-payment': auction.topBidder ? t`Sold, waiting for payment. ${bids}.` : t`Bidding has ended.`,
    sold: auction.outcome ? t`Sold to ${winner} for ${price}.` : t`Sold.`,
    unsold: t`This auction ended without a sale.`,
    cancelled: t`The streamer cancelled this auction.`,
  }
  return (
    <Alert color="gray" variant="light" role="status" title={t`This auction is over`}>
      {ended[auction.status]}
    </Alert>
  )
}

function Bids({ auction }: { auction: Auction }) {
  const { t } = useLingui()
  const from = formatRupees(auction.nextMinimum)
  if (auction.bids.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No bids yet: be the first, from {from}.</Trans>
      </Text>
    )
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        <Trans>Bids</Trans>
      </Title>
      <Table striped verticalSpacing="xs" aria-label={t`Bids`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Bid</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>By</Trans>
            </Table.Th>
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
                    <Trans>(maximum bid)</Trans>
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
