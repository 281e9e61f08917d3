// The Live page's auction: the one taking bids (countdown, top bid, the latest bids, cancel before the
// first bid) or the form that starts one; under it, how the last auctions ended. Live: the auction's
// changes arrive through the live updates (`?auction=<id>`).
import { Plural, Trans, useLingui } from '@lingui/react/macro'
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
import { useLabel } from '../../../lib/use-label'
import { failureText, LIVE_TOAST_FLOW } from '../use-queue-action'
import { AuctionStartForm } from './auction-start-form'

/** How many ended auctions the panel lists under the live one. */
const PAST_SHOWN = 5

export function AuctionPanel() {
  const { t } = useLingui()
  const show = useLabel()
  const mine = useGetMyAuctionsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(mine)
  const current = mine.data?.auctions.find((auction) => auction.status === 'live')
  // The newest auction still settling is watched too: its payment and its passing to the next bidder.
  const watched = current ?? mine.data?.auctions.find((auction) => auction.status === 'awaiting-payment')
  useLiveUpdates('auction', refetch, watched !== undefined, watched?.id)
  return (
    <QueryState query={mine} loading={t`Loading your auctions...`} error={show(auctionMessages.fetchFailed)}>
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
  const { t } = useLingui()
  const show = useLabel()
  const left = useCountdown(auction.endsAt, clockOffsetMs)
  const [cancel, { isLoading }] = useCancelAuctionMutation()
  const [confirming, setConfirming] = useState(false)
  const reserve = formatRupees(auction.reserve)
  const increment = formatRupees(auction.increment)
  const stepNote = show(AUCTION_STEP_NOTE)

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
          <Text fz={36} fw={700} ff="monospace" lh={1.1} aria-label={t`Time left to bid`}>
            {formatCountdown(left)}
          </Text>
        </Stack>
        <TopBid auction={auction} size={24} />
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>
          Reserve {reserve}, bids rise by at least {increment} {stepNote}.
        </Trans>{' '}
        <Plural value={auction.bidCount} one="# bid." other="# bids." />
      </Text>
      <Group gap="sm">
        <Button component={Link} to={auctionPath(auction.id)} variant="default">
          <Trans>Open auction page</Trans>
        </Button>
        {auction.bidCount === 0 ? (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            <Trans>Cancel auction</Trans>
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t`Cancel the auction?`}
        confirmLabel={t`Cancel auction`}
        cancelLabel={t`Keep it`}
        destructive
        loading={isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>Nobody has bid yet, so the auction simply ends.</Trans>
      </ConfirmDialog>
    </Stack>
  )
}

function PastAuctions({ auctions }: { auctions: Auction[] }) {
  const { t } = useLingui()
  if (auctions.length === 0) return null
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label={t`Your last auctions`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Card</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Outcome</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Bids</Trans>
            </Table.Th>
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
