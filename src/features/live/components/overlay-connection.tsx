// Whether OBS has the overlay open, and how many sources: the Live page's first question. Kept current
// by the live updates (the server signals when a source connects or goes). A failed status call shows
// nothing rather than a wrong answer.
import { Alert, Anchor, Box, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../../contract/paths'
import { useGetLiveOverlayStatusQuery } from '../live-api'

const sources = (count: number) => `${count} OBS source${count === 1 ? '' : 's'}`

export function OverlayConnection() {
  const { data } = useGetLiveOverlayStatusQuery()
  if (!data) return null

  if (data.connected) {
    return (
      <Group gap={8} wrap="nowrap" role="status" aria-live="polite">
        <Box w={10} h={10} bg="teal.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden="true" />
        <Text size="sm" fw={600}>
          Overlay connected
        </Text>
        <Text size="sm" c="dimmed">
          {sources(data.connections)}
        </Text>
      </Group>
    )
  }
  return (
    <Alert color="yellow" variant="light" title="Overlay not connected" role="status" aria-live="polite">
      <Text size="sm">
        Nothing reaches your stream until OBS opens your overlay: add your stream URL as a Browser Source.
        Find it on your{' '}
        <Anchor component={Link} to={paths.profile} inherit>
          Profile
        </Anchor>
        .
      </Text>
    </Alert>
  )
}
