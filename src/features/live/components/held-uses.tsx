// Uses waiting for the streamer's approval, oldest first: what the viewer typed (with the card's own
// title beside it), a flag when a blocked word held it, and Approve or Reject (with a reason).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Locale } from '../../../../contract/locales'
import type { StreamUse } from '../../../../contract/stream'
import { useLabel } from '../../../lib/use-label'
import { queueActions } from '../live-api'
import { formatTime } from '../live-time'
import { useQueueAction } from '../use-queue-action'
import { RejectDialog } from './reject-dialog'
import { UseSummary } from './use-summary'

export function HeldUses({ held }: { held: StreamUse[] }) {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const { run, pending } = useQueueAction()
  const [rejecting, setRejecting] = useState<StreamUse | null>(null)

  async function reject(use: StreamUse, reason: string) {
    if (await run(`reject-${use.id}`, queueActions.reject(use.id, reason))) setRejecting(null)
  }

  if (held.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Nothing is waiting for your approval.</Trans>
      </Text>
    )
  }
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Waiting for approval`}
      >
        {held.map((use) => (
          <Paper key={use.id} component="li" withBorder radius="md" p="sm" aria-label={use.title}>
            <Stack gap="xs">
              {use.flag ? (
                <Badge
                  color="red"
                  variant="filled"
                  w="fit-content"
                  maw="100%"
                  h="auto"
                  py={4}
                  styles={{
                    label: { whiteSpace: 'normal', textTransform: 'none', overflowWrap: 'anywhere' },
                  }}
                >
                  {show(use.flag)}
                </Badge>
              ) : null}
              <UseSummary
                use={use}
                withDescription
                detail={formatTime(use.createdAt, i18n.locale as Locale)}
              />
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="default"
                  size="xs"
                  color="red"
                  disabled={pending !== null}
                  onClick={() => setRejecting(use)}
                >
                  <Trans>Reject</Trans>
                </Button>
                <Button
                  size="xs"
                  color="teal"
                  loading={pending === `approve-${use.id}`}
                  disabled={pending !== null && pending !== `approve-${use.id}`}
                  onClick={() => void run(`approve-${use.id}`, queueActions.approve(use.id))}
                >
                  <Trans>Approve</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <RejectDialog
        use={rejecting}
        loading={rejecting !== null && pending === `reject-${rejecting.id}`}
        onReject={(use, reason) => void reject(use, reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  )
}
