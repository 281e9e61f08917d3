// Whether a streamer's stream is on now (an overlay open and not paused): a card used then shows soon;
// one used while it is off waits for it. Only on or off is ever known here.
import { Box, Group, Text } from '@mantine/core'
import { streamMessages } from '../../contract/stream'
import { useLabel } from '../lib/use-label'

export function StreamLiveState({ live }: { live: boolean }) {
  const show = useLabel()
  return (
    <Group gap={8} wrap="nowrap" data-stream-live={live}>
      <Box
        aria-hidden
        w={10}
        h={10}
        bg={live ? 'teal.6' : 'gray.5'}
        style={{ borderRadius: '50%', flex: 'none' }}
      />
      <Text size="sm" fw={600}>
        {show(live ? streamMessages.liveNow : streamMessages.offlineWait)}
      </Text>
    </Group>
  )
}
