import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useSession } from '../lib/session-slice'
import { useStartStreaming } from './use-start-streaming'

interface StartStreamingMenuItemProps {
  /** Called after the action, e.g. to close the small-screen menu. */
  onNavigate?: () => void
}

/** The header menu's 'Start streaming', for a signed-in viewer only: they become a creator at once. */
export function StartStreamingMenuItem({ onNavigate }: StartStreamingMenuItemProps) {
  const { role } = useSession()
  const { startStreaming, starting } = useStartStreaming()
  if (role !== 'viewer') return null
  return (
    <Button
      variant="light"
      size="sm"
      loading={starting}
      onClick={() => {
        onNavigate?.()
        startStreaming()
      }}
    >
      <Trans>Start streaming</Trans>
    </Button>
  )
}
