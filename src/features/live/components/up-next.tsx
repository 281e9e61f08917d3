// The line, in the order the overlay will show it: the card sent to the overlay (with when it should
// begin), then those waiting. While no overlay is on, everything waits, and the banner says how many.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core'
import { type StreamUse, streamMessages } from '../../../../contract/stream'
import { formatTime } from '../live-time'
import { UseSummary } from './use-summary'

function detailOf(use: StreamUse, paused: boolean, live: boolean) {
  if (use.sent)
    return use.startsAt ? `sent to the overlay · shows at ${formatTime(use.startsAt)}` : 'sent to the overlay'
  if (paused) return 'waits for resume'
  return live ? null : 'waits for the stream'
}

export function UpNext({ queue, paused, live }: { queue: StreamUse[]; paused: boolean; live: boolean }) {
  if (queue.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No cards waiting to show.
      </Text>
    )
  }
  return (
    <Stack gap="sm">
      {live ? null : (
        <Alert color="yellow" variant="light" role="status" data-waiting-count={queue.length}>
          {streamMessages.waitingCount(queue.length)}
        </Alert>
      )}
      <UpNextList queue={queue} paused={paused} live={live} />
    </Stack>
  )
}

function UpNextList({ queue, paused, live }: { queue: StreamUse[]; paused: boolean; live: boolean }) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Up next">
      {queue.map((use, index) => (
        <Group key={use.id} component="li" gap="sm" wrap="nowrap" align="flex-start" aria-label={use.title}>
          <Badge variant="light" circle size="lg" style={{ flex: 'none' }} aria-hidden="true">
            {index + 1}
          </Badge>
          <UseSummary use={use} detail={detailOf(use, paused, live)} />
        </Group>
      ))}
    </Stack>
  )
}
