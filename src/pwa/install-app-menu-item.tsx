import { useLingui } from '@lingui/react'
import { LightButton } from '../components/light-button'
import { installMessages, useInstallPrompt } from './install-prompt'

interface InstallAppMenuItemProps {
  /** Called after the action, e.g. to close the small-screen menu. */
  onNavigate?: () => void
}

/**
 * The header menu's 'Install app': present only when the browser offers installation, or on iOS Safari
 * where it shows the Add to Home Screen hint. Renders nothing once installed.
 */
export function InstallAppMenuItem({ onNavigate }: InstallAppMenuItemProps) {
  // installMessages are read at render: this renders again when the language changes.
  useLingui()
  const install = useInstallAction()
  if (!install) return null
  return (
    <LightButton
      variant="subtle"
      onClick={() => {
        onNavigate?.()
        install()
      }}
    >
      {installMessages.action}
    </LightButton>
  )
}

/** What 'Install app' does here, or null where there is nothing to offer (the user area's menu uses it too). */
export function useInstallAction(): (() => void) | null {
  const { canInstall, showIosHint, install } = useInstallPrompt()
  if (!canInstall && !showIosHint) return null
  return () => {
    // The toasts load with the first one: the public pages' first visit loads no toast code.
    if (showIosHint) void import('../lib/notify').then(({ notify }) => notify.info(installMessages.iosHint))
    else void install()
  }
}
