// The Live page's marathon: the timer as the overlay shows it (same end, same server clock), pause,
// resume and end, and what added time, newest first; with no marathon running, the form that starts
// one. Live: every `marathon` update refetches (a sale, a free use, an end on another device).
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { formatDateTime } from '../../../../contract/dates'
import { formatAddedTime, formatMarathonClock } from '../../../../contract/marathon-clock'
import { MARATHON_CAUSE_LABELS, type Marathon, marathonMessages } from '../../../../contract/marathons'
import { formatRupees } from '../../../../contract/money'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyNote } from '../../../components/empty-note'
import { QueryState } from '../../../components/query-state'
import { useLiveUpdates, useRefetchLosingNothing } from '../../../lib/live-updates'
import { notify } from '../../../lib/notify'
import { useCountdown } from '../../../lib/server-clock'
import {
  type LiveMarathon,
  type MarathonAction,
  useChangeMarathonMutation,
  useGetMarathonQuery,
} from '../live-api'
import { liveMessages } from '../live-messages'
import { failureText, LIVE_TOAST_FLOW } from '../use-queue-action'
import { MarathonStartForm } from './marathon-start-form'

export function MarathonPanel() {
  const marathon = useGetMarathonQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(marathon)
  useLiveUpdates('marathon', refetch)
  return (
    <QueryState query={marathon} loading={liveMessages.loadingMarathon} error={marathonMessages.fetchFailed}>
      {(data) =>
        data.marathon && data.marathon.status !== 'ended' ? (
          <LiveMarathonView data={data} marathon={data.marathon} />
        ) : (
          <Stack gap="md">
            {data.marathon ? <LastMarathon marathon={data.marathon} /> : null}
            <MarathonStartForm />
          </Stack>
        )
      }
    </QueryState>
  )
}

function LastMarathon({ marathon }: { marathon: Marathon }) {
  return (
    <Text size="sm" c="dimmed">
      Your last marathon ended {marathon.endedAt ? formatDateTime(marathon.endedAt) : ''}; viewers added{' '}
      {formatAddedTime(marathon.addedSeconds).slice(1)}.
    </Text>
  )
}

function LiveMarathonView({ data, marathon }: { data: LiveMarathon; marathon: Marathon }) {
  const left = useCountdown(
    marathon.status === 'running' ? marathon.endsAt : null,
    data.clockOffsetMs,
    marathon.remainingMs,
  )
  const [change] = useChangeMarathonMutation()
  const [pending, setPending] = useState<MarathonAction | null>(null)
  const [confirmEnd, setConfirmEnd] = useState(false)
  const paused = marathon.status === 'paused'

  async function act(action: MarathonAction) {
    setPending(action)
    try {
      const answer = await change({ id: marathon.id, action }).unwrap()
      if (answer.message) notify.success(answer.message, LIVE_TOAST_FLOW)
    } catch (error) {
      notify.error(failureText(error), LIVE_TOAST_FLOW)
    } finally {
      setPending(null)
      setConfirmEnd(false)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text
          component="p"
          fz={{ base: 40, sm: 48 }}
          fw={700}
          ff="monospace"
          lh={1}
          m={0}
          aria-label="Time left"
          data-testid="marathon-clock"
        >
          {formatMarathonClock(left)}
        </Text>
        <Badge color={paused ? 'yellow' : 'teal'} variant="light" size="lg">
          {paused ? 'Paused' : 'Running'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {marathon.secondsPerRupee} s per rupee, {marathon.secondsPerFreeUse} s per free card used
        {marathon.capAt ? `; never past ${formatDateTime(marathon.capAt)}` : ''}. Added so far:{' '}
        {formatAddedTime(marathon.addedSeconds).slice(1)}.
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          loading={pending === 'pause' || pending === 'resume'}
          disabled={pending !== null}
          onClick={() => void act(paused ? 'resume' : 'pause')}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button color="red" variant="light" disabled={pending !== null} onClick={() => setConfirmEnd(true)}>
          End marathon
        </Button>
      </Group>
      {marathon.additions.length === 0 ? (
        <EmptyNote title="No time added yet">{liveMessages.noAdditions}</EmptyNote>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="xs" aria-label="Time added">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Added</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>For</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {marathon.additions.map((addition) => (
                <Table.Tr key={addition.id}>
                  <Table.Td ff="monospace">{formatAddedTime(addition.seconds)}</Table.Td>
                  <Table.Td>{addition.name ?? 'a viewer'}</Table.Td>
                  <Table.Td>
                    {MARATHON_CAUSE_LABELS[addition.cause]}
                    {addition.amount > 0 ? ` · ${formatRupees(addition.amount)}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={confirmEnd}
        title="End the marathon?"
        confirmLabel="End marathon"
        destructive
        loading={pending === 'end'}
        onConfirm={() => void act('end')}
        onCancel={() => setConfirmEnd(false)}
      >
        {liveMessages.confirmEnd}
      </ConfirmDialog>
    </Stack>
  )
}
