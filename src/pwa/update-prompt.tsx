import { Trans } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import { useSyncExternalStore } from 'react'
import { applyUpdate } from './register-sw'
import { updateWaiting } from './update-waiting'

/** 'New version available' with 'Reload', while a new service worker waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false)
  if (!waiting) return null
  return (
    <Paper role="status" shadow="md" radius="md" px="md" py="xs" withBorder>
      <Group gap="md" wrap="nowrap">
        <Text size="sm" fw={600}>
          <Trans>New version available</Trans>
        </Text>
        <Button size="xs" onClick={applyUpdate}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
