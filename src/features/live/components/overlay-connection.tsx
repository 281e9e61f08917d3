// Whether OBS has the overlay open, and how many sources: the Live page's first question. Kept current
// by the live updates (the server signals when a source connects or goes). A failed status call shows
// nothing rather than a wrong answer.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Box, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../../contract/paths'
import { useGetLiveOverlayStatusQuery } from '../live-api'

export function OverlayConnection() {
  const { t } = useLingui()
  const { data } = useGetLiveOverlayStatusQuery()
  if (!data) return null

  if (data.connected) {
    return (
      <Group gap={8} wrap="nowrap" role="status" aria-live="polite">
        <Box w={10} h={10} bg="teal.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden="true" />
        <Text size="sm" fw={600}>
          <Trans>Overlay connected</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Plural value={data.connections} one="# OBS source" other="# OBS sources" />
        </Text>
      </Group>
    )
  }
  return (
    <Alert color="yellow" variant="light" title={t`Overlay not connected`} role="status" aria-live="polite">
      <Text size="sm">
        <Trans>
          Nothing reaches your stream until OBS opens your overlay: add your stream URL as a Browser Source.
          Find it on your{' '}
          <Anchor component={Link} to={paths.profile} inherit>
            Profile
          </Anchor>
          .
        </Trans>
      </Text>
    </Alert>
  )
}
