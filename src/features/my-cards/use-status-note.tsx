// Where a card's latest use is on the stream: waiting for the streamer's approval, waiting for the
// stream with its place in line, on stream now (an overlay reported it), shown at a time, skipped by
// the streamer at a time, or returned with the reason. Nothing for a card never used, or used before the live queue existed.
import { Trans } from '@lingui/react/macro'
import { Box, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { sameIstDay } from '../../../contract/dates'
import type { OwnedCard } from '../../../contract/purchases'
import {
  returnedLabel,
  skippedLabel,
  streamMessages,
  USE_STATUS_LABELS,
  type UseStatus,
  waitingLabel,
} from '../../../contract/stream'
import { useDates } from '../../lib/use-dates'
import { type Label, useLabel } from '../../lib/use-label'

const COLORS: Record<UseStatus, string> = {
  held: 'yellow',
  queued: 'yellow',
  showing: 'green',
  shown: 'blue',
  skipped: 'gray',
  rejected: 'orange',
}

/**
 * '2:05 pm IST' today, '26 दिस॰ 2026, 2:05 pm IST' another day (IST days), the date in the app's
 * language (useDates).
 */
export function useWhen(): (iso: string) => string {
  const dates = useDates()
  return (iso) => (sameIstDay(iso, Date.now()) ? dates.time(iso) : dates.dateTime(iso))
}

/**
 * The status's words are the contract's (contract/stream.ts), shown through contract/translate.ts; a
 * returned use's reason is the server's, already in the app's language, or the contract's own.
 */
function label(
  card: OwnedCard,
  status: UseStatus,
  show: (label: Label) => string,
  when: (iso: string) => string,
): ReactNode {
  // The server always gives a rejection a reason; a cleared queue gives its own.
  if (status === 'rejected') return show(returnedLabel(card.returnedReason ?? streamMessages.clearedReason))
  if (status === 'queued') return show(waitingLabel(card.queuePlace))
  // The streamer of a card's use is the card's creator.
  const words = show(status === 'skipped' ? skippedLabel(card.creatorName) : USE_STATUS_LABELS[status])
  if ((status !== 'shown' && status !== 'skipped') || !card.shownAt) return words
  const shownAt = card.shownAt
  const time = when(shownAt)
  return (
    <Trans>
      {words} at <time dateTime={shownAt}>{time}</time>
    </Trans>
  )
}

export function UseStatusNote({ card }: { card: OwnedCard }) {
  const show = useLabel()
  const when = useWhen()
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
        {label(card, status, show, when)}
      </Text>
    </Group>
  )
}
