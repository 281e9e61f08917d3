// What the overlay shows now, with the time it has left counted on the server's clock, and whether the
// overlay is paused. The page refetches when it ends (use-live-queue.ts); the bar only ticks.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Progress, Stack, Text } from '@mantine/core'
import { type StreamUse, streamMessages } from '../../../../contract/stream'
import { useLabel } from '../../../lib/use-label'
import type { LiveQueue } from '../live-api'
import { useServerClock } from '../live-time'
import { UseSummary } from './use-summary'

export function NowShowing({ queue }: { queue: LiveQueue }) {
  const { t } = useLingui()
  const show = useLabel()
  const { showing, paused } = queue
  return (
    <Stack gap="sm">
      {paused ? (
        <Badge color="orange" variant="light" size="lg" w="fit-content">
          <Trans>Overlay paused</Trans>
        </Badge>
      ) : null}
      {showing ? (
        <Showing use={showing} clockOffsetMs={queue.clockOffsetMs} />
      ) : (
        <Text c="dimmed" size="sm">
          {show(streamMessages.nothingShowing)}
          {paused ? ` ${t`Nothing new shows until you resume.`}` : null}
        </Text>
      )}
    </Stack>
  )
}

function Showing({ use, clockOffsetMs }: { use: StreamUse; clockOffsetMs: number }) {
  const { t } = useLingui()
  const now = useServerClock(clockOffsetMs, true)
  const start = use.startsAt ? Date.parse(use.startsAt) : now
  const end = use.endsAt ? Date.parse(use.endsAt) : now
  const total = Math.max(1, end - start)
  const left = Math.max(0, end - now)
  const secondsLeft = Math.ceil(left / 1000)
  const done = Math.min(100, Math.round(((total - left) / total) * 100))
  return (
    <Stack gap="xs">
      <UseSummary use={use} withDescription />
      <Progress
        value={done}
        aria-label={t`Time on the overlay: ${secondsLeft} s left`}
        transitionDuration={400}
      />
      <Text size="xs" c="dimmed">
        {secondsLeft > 0 ? t`${secondsLeft} s left` : t`Ending…`}
      </Text>
    </Stack>
  )
}
