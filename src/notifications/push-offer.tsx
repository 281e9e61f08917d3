import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { pushMessages } from '../../contract/push'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { usePush } from './use-push'

/**
 * The offer after a Use Now or a bid: "Tell me when it's on stream". Shown only while this device
 * could be asked and was never told "Not now"; the browser's permission prompt comes only on the tap.
 * `label`: the button's words, the contract's (they show in the app's language).
 */
export function PushOffer({ label = pushMessages.offer }: { label?: string }) {
  const { t } = useLingui()
  const show = useLabel()
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
    <Paper withBorder p="md" radius="md" role="region" aria-label={t`Notifications`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans>Get a notification on this device, even when Cardcast is closed.</Trans>
        </Text>
        <Group gap="xs">
          <Button variant="subtle" color="gray" onClick={notNow} disabled={busy}>
            {show(pushMessages.notNow)}
          </Button>
          <Button onClick={() => void accept()} loading={busy}>
            {show(label)}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
