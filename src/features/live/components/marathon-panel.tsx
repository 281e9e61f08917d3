// The Live page's marathon: the timer as the overlay shows it (same end, same server clock), pause,
// resume and end, and what added time, newest first; with no marathon running, the form that starts
// one. Live: every `marathon` update refetches (a sale, a free use, an end on another device).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { formatAddedTime, formatMarathonClock } from '../../../../contract/marathon-clock'
import { MARATHON_CAUSE_LABELS, type Marathon, marathonMessages } from '../../../../contract/marathons'
import { formatRupees } from '../../../../contract/money'
import { streamMessages } from '../../../../contract/stream'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyNote } from '../../../components/empty-note'
import { QueryState } from '../../../components/query-state'
import { useLiveUpdates, useRefetchLosingNothing } from '../../../lib/live-updates'
import { notify } from '../../../lib/notify'
import { useCountdown } from '../../../lib/server-clock'
import { useDates } from '../../../lib/use-dates'
import { useLabel, useStreamName } from '../../../lib/use-label'
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
  const show = useLabel()
  const marathon = useGetMarathonQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const refetch = useRefetchLosingNothing(marathon)
  useLiveUpdates('marathon', refetch)
  return (
    <QueryState
      query={marathon}
      loading={show(liveMessages.loadingMarathon)}
      error={show(marathonMessages.fetchFailed)}
    >
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
  const dates = useDates()
  const ended = marathon.endedAt ? dates.dateTime(marathon.endedAt) : ''
  const added = formatAddedTime(marathon.addedSeconds).slice(1)
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        Your last marathon ended {ended}; viewers added {added}.
      </Trans>
    </Text>
  )
}

function LiveMarathonView({ data, marathon }: { data: LiveMarathon; marathon: Marathon }) {
  const { t } = useLingui()
  const show = useLabel()
  const streamName = useStreamName()
  const dates = useDates()
  const left = useCountdown(
    marathon.status === 'running' ? marathon.endsAt : null,
    data.clockOffsetMs,
    marathon.remainingMs,
  )
  const [change] = useChangeMarathonMutation()
  const [pending, setPending] = useState<MarathonAction | null>(null)
  const [confirmEnd, setConfirmEnd] = useState(false)
  const paused = marathon.status === 'paused'
  const perRupee = marathon.secondsPerRupee
  const perFreeUse = marathon.secondsPerFreeUse
  const cap = marathon.capAt ? dates.dateTime(marathon.capAt) : null
  const added = formatAddedTime(marathon.addedSeconds).slice(1)

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
          aria-label={t`Time left`}
          data-testid="marathon-clock"
        >
          {formatMarathonClock(left)}
        </Text>
        <Badge color={paused ? 'yellow' : 'teal'} variant="light" size="lg">
          {paused ? t`Paused` : t`Running`}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {cap ? (
          <Trans>
            {perRupee} s per rupee, {perFreeUse} s per free card used; never past {cap}. Added so far: {added}
            .
          </Trans>
        ) : (
          <Trans>
            {perRupee} s per rupee, {perFreeUse} s per free card used. Added so far: {added}.
          </Trans>
        )}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          loading={pending === 'pause' || pending === 'resume'}
          disabled={pending !== null}
          onClick={() => void act(paused ? 'resume' : 'pause')}
        >
          {paused ? t`Resume` : t`Pause`}
        </Button>
        <Button color="red" variant="light" disabled={pending !== null} onClick={() => setConfirmEnd(true)}>
          <Trans>End marathon</Trans>
        </Button>
      </Group>
      {marathon.additions.length === 0 ? (
        <EmptyNote title={t`No time added yet`}>{show(liveMessages.noAdditions)}</EmptyNote>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="xs" aria-label={t`Time added`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Added</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>By</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans context="what the time was added for">For</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {marathon.additions.map((addition) => (
                <Table.Tr key={addition.id}>
                  <Table.Td ff="monospace">{formatAddedTime(addition.seconds)}</Table.Td>
                  <Table.Td>
                    {addition.name === null
                      ? show(streamMessages.anonymousViewer)
                      : streamName(addition.name)}
                  </Table.Td>
                  <Table.Td>
                    {show(MARATHON_CAUSE_LABELS[addition.cause])}
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
        title={t`End the marathon?`}
        confirmLabel={t`End marathon`}
        destructive
        loading={pending === 'end'}
        onConfirm={() => void act('end')}
        onCancel={() => setConfirmEnd(false)}
      >
        {show(liveMessages.confirmEnd)}
      </ConfirmDialog>
    </Stack>
  )
}
