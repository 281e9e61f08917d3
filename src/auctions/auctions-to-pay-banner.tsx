// On every page of the user area: an auction the viewer won and may still pay, with the amount, the
// deadline and a way to its page (where Pay is at the top). Nothing when there is none, and nothing on
// that auction's own page. Read on arrival, on focus and each minute: an offer is made by the server's
// sweep (the auction ended, or passed down to this viewer), which the viewer also hears of by mail.
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { formatDeadline } from '../../contract/dates'
import { formatRupees } from '../../contract/money'
import { auctionPath } from '../../contract/paths'
import { useGetAuctionsToPayQuery } from './auctions-api'

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
          <Alert
            key={auction.id}
            color="teal"
            variant="light"
            role="status"
            title={`You won ${auction.title}`}
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                Pay {formatRupees(auction.amount)} by {formatDeadline(auction.expiresAt)} and the card is
                yours. After that it goes to the next bidder.
              </Text>
              <Button component={Link} to={auctionPath(auction.id)} color="teal" size="sm">
                Pay {formatRupees(auction.amount)}
              </Button>
            </Group>
          </Alert>
        ))}
      </Stack>
    </Container>
  )
}
