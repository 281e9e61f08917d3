// Released uses still to show, in the order the overlay shows them, each with when its slot begins
// (none while the overlay is paused: slots are given out again on resume).
import { Badge, Group, Stack, Text } from '@mantine/core'
import type { StreamUse } from '../../../contract/stream'
import { formatTime } from '../live-time'
import { UseSummary } from './use-summary'

export function UpNext({ queue, paused }: { queue: StreamUse[]; paused: boolean }) {
  if (queue.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No cards waiting to show.
      </Text>
    )
  }
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Up next">
      {queue.map((use, index) => (
        <Group key={use.id} component="li" gap="sm" wrap="nowrap" align="flex-start" aria-label={use.title}>
          <Badge variant="light" circle size="lg" style={{ flex: 'none' }} aria-hidden="true">
            {index + 1}
          </Badge>
          <UseSummary
            use={use}
            detail={
              use.startsAt ? `shows at ${formatTime(use.startsAt)}` : paused ? 'waits for resume' : null
            }
          />
        </Group>
      ))}
    </Stack>
  )
}
