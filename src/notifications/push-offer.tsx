import { Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { pushMessages } from '../../contract/push'
import { notify } from '../lib/notify'
import { usePush } from './use-push'

/**
 * The offer after a Use Now or a bid: "Tell me when it's on stream". Shown only while this device
 * could be asked and was never told "Not now"; the browser's permission prompt comes only on the tap.
 */
export function PushOffer({ label = pushMessages.offer }: { label?: string }) {
  const { state, busy, turnOn, notNow } = usePush()
  const [done, setDone] = useState(false)
  if (state !== 'off' || done) return null
  async function accept() {
    try {
      if (await turnOn()) notify.success(pushMessages.subscribed)
    } catch {
      notify.error(pushMessages.failed)
    }
    setDone(true)
  }
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label="Notifications">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Get a notification on this device, even when Cardcast is closed.</Text>
        <Group gap="xs">
          <Button variant="subtle" color="gray" onClick={notNow} disabled={busy}>
            {pushMessages.notNow}
          </Button>
          <Button onClick={() => void accept()} loading={busy}>
            {label}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
