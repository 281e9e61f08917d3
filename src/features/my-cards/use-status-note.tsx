// Where a card's latest use is on the stream: waiting for the streamer's approval, waiting for the
// stream with its place in line, on stream now (an overlay reported it), shown at a time, skipped by
// the streamer at a time, or returned with the reason. Nothing for a card never used, or used before the live queue existed.
import { Box, Group, Text } from '@mantine/core'
import { formatDateTime as formatFullDateTime, formatTime, sameIstDay } from '../../../contract/dates'
import type { OwnedCard } from '../../../contract/purchases'
import {
  returnedLabel,
  skippedLabel,
  streamMessages,
  USE_STATUS_LABELS,
  type UseStatus,
  waitingLabel,
} from '../../../contract/stream'

const COLORS: Record<UseStatus, string> = {
  held: 'yellow',
  queued: 'yellow',
  showing: 'green',
  shown: 'blue',
  skipped: 'gray',
  rejected: 'orange',
}

/** '2:05 pm IST' today, '26 Dec 2026, 2:05 pm IST' another day (IST days). */
export function formatDateTime(iso: string): string {
  return sameIstDay(iso, Date.now()) ? formatTime(iso) : formatFullDateTime(iso)
}

function label(card: OwnedCard, status: UseStatus) {
  // The server always gives a rejection a reason; a cleared queue gives its own.
  if (status === 'rejected') return returnedLabel(card.returnedReason ?? streamMessages.clearedReason)
  if (status === 'queued') return waitingLabel(card.queuePlace)
  // The streamer of a card's use is the card's creator.
  const words = status === 'skipped' ? skippedLabel(card.creatorName) : USE_STATUS_LABELS[status]
  if ((status !== 'shown' && status !== 'skipped') || !card.shownAt) return words
  return (
    <>
      {words} at <time dateTime={card.shownAt}>{formatDateTime(card.shownAt)}</time>
    </>
  )
}

export function UseStatusNote({ card }: { card: OwnedCard }) {
  const status = card.useStatus
  if (!status) return null
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-use-status={status}>
      <Box
        aria-hidden
        mt={6}
        w={8}
        h={8}
        style={{
          borderRadius: '50%',
          flex: 'none',
          background: `var(--mantine-color-${COLORS[status]}-filled)`,
        }}
      />
      <Text size="sm" fw={status === 'showing' ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {label(card, status)}
      </Text>
    </Group>
  )
}
