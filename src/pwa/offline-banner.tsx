import { Plural, Trans } from '@lingui/react/macro'
import { Paper, Text } from '@mantine/core'
import { createPortal } from 'react-dom'
import { headerStatusSlot } from '../lib/header-slots'
import { useOnlineStatus } from './use-online-status'

/**
 * Shown while the browser is offline; says how many card uses (`waiting`) wait for the network. Under the site header
 * it takes a strip of the page's own flow, so it never covers a control; pages without that header
 * (the admin area) show it floating at the bottom, in the offline runtime's dock.
 */
export function OfflineBanner({ waiting }: { waiting: number }) {
  const online = useOnlineStatus()
  const strip = headerStatusSlot.useElement()
  if (online) return null
  const text = (
    <>
      <Text size="sm" fw={600}>
        <Trans>You're offline. Showing saved data.</Trans>
      </Text>
      {waiting > 0 && (
        <Text size="xs" c="dimmed">
          <Plural
            value={waiting}
            one="# card use will be sent when you're back online."
            other="# card uses will be sent when you're back online."
          />
        </Text>
      )}
    </>
  )
  if (strip) {
    return createPortal(
      <Paper role="status" radius={0} px="md" py={6} ta="center" data-testid="offline-banner">
        {text}
      </Paper>,
      strip,
    )
  }
  return (
    <Paper role="status" shadow="md" radius="xl" px="lg" py="xs" withBorder data-testid="offline-banner">
      {text}
    </Paper>
  )
}
