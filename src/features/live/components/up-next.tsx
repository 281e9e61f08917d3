// The line, in the order the overlay will show it: the card sent to the overlay (with when it should
// begin), then those waiting. While no overlay is on, everything waits, and the banner says how many.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Group, Stack, Text } from '@mantine/core'
import type { Locale } from '../../../../contract/locales'
import { type StreamUse, streamMessages } from '../../../../contract/stream'
import { useLabel } from '../../../lib/use-label'
import { formatTime } from '../live-time'
import { UseSummary } from './use-summary'

function detailOf(i18n: I18n, use: StreamUse, paused: boolean, live: boolean) {
  if (use.sent) {
    const at = formatTime(use.startsAt, i18n.locale as Locale)
    return use.startsAt ? i18n._(msg`sent to the overlay · shows at ${at}`) : i18n._(msg`sent to the overlay`)
  }
  if (paused) return i18n._(msg`waits for resume`)
  return live ? null : i18n._(msg`waits for the stream`)
}

export function UpNext({ queue, paused, live }: { queue: StreamUse[]; paused: boolean; live: boolean }) {
  const show = useLabel()
  if (queue.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No cards waiting to show.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm">
      {live ? null : (
        <Alert color="yellow" variant="light" role="status" data-waiting-count={queue.length}>
          {show(streamMessages.waitingCount(queue.length))}
        </Alert>
      )}
      <UpNextList queue={queue} paused={paused} live={live} />
    </Stack>
  )
}

function UpNextList({ queue, paused, live }: { queue: StreamUse[]; paused: boolean; live: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Up next`}>
      {queue.map((use, index) => (
        <Group key={use.id} component="li" gap="sm" wrap="nowrap" align="flex-start" aria-label={use.title}>
          <Badge variant="light" circle size="lg" style={{ flex: 'none' }} aria-hidden="true">
            {index + 1}
          </Badge>
          <UseSummary use={use} detail={detailOf(i18n, use, paused, live)} />
        </Group>
      ))}
    </Stack>
  )
}
