// The header's actions for a signed-in user. They call the API (Start streaming, Log Out), so the
// public pages' header loads them only for a signed-in visitor, once the API slice is in (header.tsx).
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { StartStreamingMenuItem } from '../../plans/start-streaming-menu-item'
import { InstallAppMenuItem } from '../../pwa/install-app-menu-item'
import { useLogOut } from './use-log-out'

export interface HeaderActionsProps {
  /** Called after an action, e.g. to close the small-screen menu. */
  onNavigate?: () => void
}

export default function SignedInActions({ onNavigate }: HeaderActionsProps) {
  const logOut = useLogOut()
  return (
    <>
      <StartStreamingMenuItem onNavigate={onNavigate} />
      <InstallAppMenuItem onNavigate={onNavigate} />
      <Button
        variant="default"
        size="sm"
        onClick={() => {
          onNavigate?.()
          void logOut()
        }}
      >
        <Trans>Log Out</Trans>
      </Button>
    </>
  )
}
