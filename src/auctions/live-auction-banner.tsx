// On a streamer's page: their auction taking bids now, with a link to bid. Nothing when there is none.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { auctionPath } from '../../contract/paths'
import { useGetLiveAuctionQuery } from './auctions-api'

export function LiveAuctionBanner({ streamerId }: { streamerId: string }) {
  const { t } = useLingui()
  const { data } = useGetLiveAuctionQuery(streamerId, { refetchOnMountOrArgChange: true })
  if (!data?.auctionId) return null
  return (
    <Alert color="orange" variant="light" title={t`Live auction`} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          <Trans>This streamer is auctioning a card right now.</Trans>
        </Text>
        <Button component={Link} to={auctionPath(data.auctionId)} color="orange" size="sm">
          <Trans>Bid now</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
