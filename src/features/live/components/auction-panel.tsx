// The Live page's auction: the one taking bids (countdown, top bid, the latest bids, cancel before the
// first bid) or the form that starts one; under it, how the last auctions ended. Live: the auction's
// changes arrive through the live updates (`?auction=<id>`).
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { AUCTION_STEP_NOTE, type Auction, auctionMessages } from '../../../../contract/auctions'
import { formatCountdown } from '../../../../contract/marathon-clock'
import { formatRupees } from '../../../../contract/money'
import { auctionPath } from '../../../../contract/paths'
import { AuctionOutcome } from '../../../auctions/auction-outcome'
import { useCancelAuctionMutation, useGetMyAuctionsQuery } from '../../../auctions/auctions-api'
import { TopBid } from '../../../auctions/top-bid'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryState } from '../../../components/query-state'
import { useLiveUpdates, useRefetchLosingNothing } from '../../../lib/live-updates'
import { notify } from '../../../lib/notify'
import { useCountdown } from '../../../lib/server-clock'
import { failureText, LIVE_TOAST_FLOW } from '../use-queue-action'
import { AuctionStartForm } from './auction-start-form'

/** How many ended auctions the panel lists under the live one. */
const PAST_SHOWN = 5

export function AuctionPanel() {
  const mine = useGetMyAuctionsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(mine)
  const current = mine.data?.auctions.find((auction) => auction.status === 'live')
  // The newest auction still settling is watched too: its payment and its passing to the next bidder.
  const watched = current ?? mine.data?.auctions.find((auction) => auction.status === 'awaiting-payment')
  useLiveUpdates('auction', refetch, watched !== undefined, watched?.id)
  return (
    <QueryState query={mine} loading="Loading your auctions..." error={auctionMessages.fetchFailed}>
      {(data) => (
        <Stack gap="md">
          {current ? (
            <CurrentAuction auction={current} clockOffsetMs={data.clockOffsetMs} />
          ) : (
            <AuctionStartForm />
          )}
          <PastAuctions
            auctions={data.auctions.filter((auction) => auction !== current).slice(0, PAST_SHOWN)}
          />
        </Stack>
      )}
    </QueryState>
  )
}

function CurrentAuction({ auction, clockOffsetMs }: { auction: Auction; clockOffsetMs: number }) {
  const left = useCountdown(auction.endsAt, clockOffsetMs)
  const [cancel, { isLoading }] = useCancelAuctionMutation()
  const [confirming, setConfirming] = useState(false)

  async function confirmCancel() {
    try {
      const answer = await cancel(auction.id).unwrap()
      if (answer.message) notify.success(answer.message, LIVE_TOAST_FLOW)
    } catch (error) {
      notify.error(failureText(error), LIVE_TOAST_FLOW)
    } finally {
      setConfirming(false)
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>{auction.card.title}</Text>
          <Text fz={36} fw={700} ff="monospace" lh={1.1} aria-label="Time left to bid">
            {formatCountdown(left)}
          </Text>
        </Stack>
        <TopBid auction={auction} size={24} />
      </Group>
      <Text size="sm" c="dimmed">
        Reserve {formatRupees(auction.reserve)}, bids rise by at least {formatRupees(auction.increment)}{' '}
        {AUCTION_STEP_NOTE}. {auction.bidCount} bid{auction.bidCount === 1 ? '' : 's'}.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={auctionPath(auction.id)} variant="default">
          Open auction page
        </Button>
        {auction.bidCount === 0 ? (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Cancel auction
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Cancel the auction?"
        confirmLabel="Cancel auction"
        cancelLabel="Keep it"
        destructive
        loading={isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      >
        Nobody has bid yet, so the auction simply ends.
      </ConfirmDialog>
    </Stack>
  )
}

function PastAuctions({ auctions }: { auctions: Auction[] }) {
  if (auctions.length === 0) return null
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label="Your last auctions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Bids</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {auctions.map((auction) => (
            <Table.Tr key={auction.id}>
              <Table.Td>
                <Anchor component={Link} to={auctionPath(auction.id)}>
                  {auction.card.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <AuctionOutcome auction={auction} />
              </Table.Td>
              <Table.Td>{auction.bidCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
