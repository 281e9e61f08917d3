// On every page of the user area: an auction the viewer won and may still pay, with the amount, the
// deadline and a way to its page (where Pay is at the top). Nothing when there is none, and nothing on
// that auction's own page. Read on arrival, on focus and each minute: an offer is made by the server's
// sweep (the auction ended, or passed down to this viewer), which the viewer also hears of by mail.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import type { AuctionsToPayResponse } from '../../contract/auctions'
import { formatRupees } from '../../contract/money'
import { auctionPath } from '../../contract/paths'
import { useDates } from '../lib/use-dates'
import { useGetAuctionsToPayQuery } from './auctions-api'

type AuctionToPay = AuctionsToPayResponse['auctions'][number]

const READ_EVERY_MS = 60_000

export function AuctionsToPayBanner() {
  const { pathname } = useLocation()
  const { data } = useGetAuctionsToPayQuery(undefined, {
    pollingInterval: READ_EVERY_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  })
  const now = Date.now()
  const waiting = (data?.auctions ?? []).filter(
    (auction) => Date.parse(auction.expiresAt) > now && auctionPath(auction.id) !== pathname,
  )
  if (waiting.length === 0) return null
  return (
    <Container size="lg" w="100%" pt="md">
      <Stack gap="xs">
        {waiting.map((auction) => (
          <AuctionToPayAlert key={auction.id} auction={auction} />
        ))}
      </Stack>
    </Container>
  )
}

function AuctionToPayAlert({ auction }: { auction: AuctionToPay }) {
  const { t } = useLingui()
  const dates = useDates()
  const title = auction.title
  const amount = formatRupees(auction.amount)
  const deadline = dates.deadline(auction.expiresAt)
  return (
    <Alert color="teal" variant="light" role="status" title={t`You won ${title}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          <Trans>
            Pay {amount} by {deadline} and the card is yours. After that it goes to the next bidder.
          </Trans>
        </Text>
        <Button component={Link} to={auctionPath(auction.id)} color="teal" size="sm">
          <Trans>Pay {amount}</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
