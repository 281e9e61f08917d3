import { Paper, Text } from '@mantine/core'
import { useSelector } from 'react-redux'
import { selectQueuedUses } from './card-use-queue-slice'
import { useOnlineStatus } from './use-online-status'

export const offlineBannerMessages = {
  offline: "You're offline. Showing saved data.",
  pending: (count: number) =>
    count === 1
      ? "1 card use will be sent when you're back online."
      : `${count} card uses will be sent when you're back online.`,
} as const

/** Shown while the browser is offline; says how many uses wait for the network. */
export function OfflineBanner() {
  const online = useOnlineStatus()
  const waiting = useSelector(selectQueuedUses).length
  if (online) return null
  return (
    <Paper role="status" shadow="md" radius="xl" px="lg" py="xs" withBorder data-testid="offline-banner">
      <Text size="sm" fw={600}>
        {offlineBannerMessages.offline}
      </Text>
      {waiting > 0 && (
        <Text size="xs" c="dimmed">
          {offlineBannerMessages.pending(waiting)}
        </Text>
      )}
    </Paper>
  )
}
