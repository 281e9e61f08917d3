// Whether OBS has the overlay open (kept current by the streamer's live updates: an overlay connecting
// or leaving is a `queue` event; nothing polls) and a test card to check it. While the overlay calls
// are not there (404) or fail, this shows nothing rather than something broken.
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Group, Text } from '@mantine/core'
import { overlayMessages } from '../../../contract/overlay'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { useLiveUpdates } from '../../lib/live-updates'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { useGoLiveSteps } from './go-live-steps'
import { useGetOverlayStatusQuery, useSendTestCardMutation } from './profile-api'

export function OverlayStatus() {
  const { data, isError, refetch } = useGetOverlayStatusQuery()
  useLiveUpdates('queue', () => void refetch())
  const [sendTestCard, { isLoading }] = useSendTestCardMutation()
  const { mark } = useGoLiveSteps()
  const show = useLabel()
  const { t } = useLingui()

  if (isError || !data) return null

  async function sendTest() {
    try {
      const body = await sendTestCard().unwrap()
      notify.success(body.message ?? show(overlayMessages.testCardSent))
      mark('testCard')
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? t`The test card could not be sent.`)
    }
  }

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap={8} wrap="nowrap" role="status">
        <Box
          w={10}
          h={10}
          style={{ borderRadius: '50%', flex: 'none' }}
          bg={data.connected ? 'teal.6' : 'gray.5'}
          aria-hidden="true"
        />
        <Text size="sm" fw={500}>
          {data.connected ? <Trans>Overlay connected</Trans> : <Trans>Overlay not connected</Trans>}
        </Text>
      </Group>
      <Button variant="default" size="xs" onClick={() => void sendTest()} loading={isLoading}>
        <Trans>Send test card</Trans>
      </Button>
    </Group>
  )
}
