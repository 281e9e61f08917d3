// On a streamer's page: their auction taking bids now, with a link to bid. Nothing when there is none.
import { Alert, Button, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { auctionPath } from '../../contract/paths'
import { useGetLiveAuctionQuery } from './auctions-api'

export function LiveAuctionBanner({ streamerId }: { streamerId: string }) {
  const { data } = useGetLiveAuctionQuery(streamerId, { refetchOnMountOrArgChange: true })
  if (!data?.auctionId) return null
  return (
    <Alert color="orange" variant="light" title="Live auction" role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">This streamer is auctioning a card right now.</Text>
        <Button component={Link} to={auctionPath(data.auctionId)} color="orange" size="sm">
          Bid now
        </Button>
      </Group>
    </Alert>
  )
}
