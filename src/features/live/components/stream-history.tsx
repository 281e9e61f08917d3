// The last uses shown, skipped or returned, newest first: a shown one with the time an overlay
// reported it and a Replay button, a skipped one marked so, a returned one with the viewer's reason.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import type { Locale } from '../../../../contract/locales'
import { returnedLabel, type StreamUse } from '../../../../contract/stream'
import { useLabel } from '../../../lib/use-label'
import { queueActions } from '../live-api'
import { formatTime } from '../live-time'
import { useQueueAction } from '../use-queue-action'
import { UseSummary } from './use-summary'

export function StreamHistory({ history }: { history: StreamUse[] }) {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const { run, pending } = useQueueAction()
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Cards shown on your stream or returned to viewers are listed here.</Trans>
      </Text>
    )
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Shown or returned`}
    >
      {history.map((use) => (
        <Group
          key={use.id}
          component="li"
          gap="sm"
          wrap="nowrap"
          justify="space-between"
          align="flex-start"
          aria-label={use.title}
        >
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <UseSummary
              use={use}
              detail={formatTime(
                use.status === 'rejected' ? use.createdAt : (use.shownAt ?? use.createdAt),
                i18n.locale as Locale,
              )}
            />
            {use.status === 'rejected' ? (
              <Text size="sm" fw={500} c="orange" style={{ overflowWrap: 'anywhere' }}>
                {show(returnedLabel(use.reason ?? ''))}
              </Text>
            ) : use.status === 'skipped' ? (
              <Badge color="gray" variant="light" w="fit-content">
                <Trans>Skipped</Trans>
              </Badge>
            ) : (
              <Badge color="teal" variant="light" w="fit-content">
                <Trans>Shown</Trans>
              </Badge>
            )}
          </Stack>
          {use.status === 'shown' || use.status === 'skipped' ? (
            <Button
              variant="default"
              size="xs"
              style={{ flex: 'none' }}
              loading={pending === use.id}
              disabled={pending !== null && pending !== use.id}
              onClick={() => void run(use.id, queueActions.replay(use.id))}
            >
              <Trans>Replay</Trans>
            </Button>
          ) : null}
        </Group>
      ))}
    </Stack>
  )
}
