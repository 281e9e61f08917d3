// The admin's Payouts screen: how payouts are made here (provider, minimum, the schedule), 'Run
// payouts now' with a confirmation, and the batches, newest first, each with its per-creator payouts,
// their status and totals, and 'Retry' on a failed one.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { formatDateTime } from '../../../../contract/dates'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminPayoutsResponse,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  payoutMessages,
} from '../../../../contract/payouts'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError, LoadingNote } from '../../../components/query-state'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { useFailureToast } from '../components/use-failure-toast'
import { PayoutBatch } from './payout-batch'
import { useGetAdminPayoutsQuery, useRetryPayoutMutation, useRunPayoutsMutation } from './payouts-api'
import { formatPayday } from './payouts-format'

export default function AdminPayoutsPage() {
  const payouts = useGetAdminPayoutsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [runPayouts, run] = useRunPayoutsMutation()
  const [retryPayout] = useRetryPayoutMutation()
  const [confirming, setConfirming] = useState(false)
  const [retrying, setRetrying] = useState<string | null>(null)
  useFailureToast(payouts.isError, payoutMessages.fetchFailed)

  async function runNow() {
    try {
      const result = await runPayouts().unwrap()
      adminToast.success(result.message)
    } catch (error) {
      adminToast.error(serverMessage(describeFailure(error)) ?? payoutMessages.runFailed)
    } finally {
      setConfirming(false)
    }
  }

  async function retry(id: string) {
    setRetrying(id)
    try {
      const result = await retryPayout(id).unwrap()
      if (result.payout.status === 'failed') adminToast.error(result.message)
      else adminToast.success(result.message)
    } catch (error) {
      adminToast.error(serverMessage(describeFailure(error)) ?? payoutMessages.retryFailed)
    } finally {
      setRetrying(null)
    }
  }

  const data = payouts.data
  return (
    <AdminPage
      title="Payouts"
      description="Creators' earnings, paid on the 1st and the 15th, or when you run payouts now"
      actions={
        <Button onClick={() => setConfirming(true)} disabled={!data || data.provider === null}>
          Run payouts now
        </Button>
      }
    >
      {data ? <HowPayoutsRun data={data} /> : null}
      {data && data.held.length > 0 ? <HeldAccounts held={data.held} /> : null}
      {payouts.isError && !data ? (
        <LoadError message={payoutMessages.fetchFailed} onRetry={() => void payouts.refetch()} />
      ) : !data ? (
        <LoadingNote label="Loading payouts..." />
      ) : data.batches.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            No payout runs yet. Runs appear here on the 1st and the 15th, or when you run payouts now.
          </Text>
        </Paper>
      ) : (
        data.batches.map((batch) => (
          <PayoutBatch key={batch._id} batch={batch} retrying={retrying} onRetry={(id) => void retry(id)} />
        ))
      )}
      <ConfirmDialog
        opened={confirming}
        title={payoutMessages.confirmRunTitle}
        confirmLabel="Run payouts"
        loading={run.isLoading}
        onConfirm={() => void runNow()}
        onCancel={() => setConfirming(false)}
      >
        {payoutMessages.confirmRunText}
        {data ? ` The minimum is ${formatRupees(data.minimum)}.` : ''}
      </ConfirmDialog>
    </AdminPage>
  )
}

/** Creators whose new payout details wait out their hold: no run pays them until then. */
function HeldAccounts({ held }: { held: AdminPayoutsResponse['held'] }) {
  return (
    <Alert color="yellow" variant="light" title="Payouts on hold" data-payout-holds>
      <Text size="sm">
        New payout details wait {PAYOUT_ACCOUNT_HOLD_HOURS} hours before a run pays them (their creator is
        mailed about each change).
      </Text>
      <List size="sm" mt="xs">
        {held.map((entry) => (
          <List.Item key={entry.creatorId}>
            {entry.creatorName}: held until {formatDateTime(entry.heldUntil)}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** The provider, the minimum and the schedule, as this server has them. */
function HowPayoutsRun({ data }: { data: AdminPayoutsResponse }) {
  if (data.provider === null) {
    return (
      <Alert color="yellow" variant="light" title="Payouts are off" role="alert">
        {payoutMessages.unavailable}
      </Alert>
    )
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge
          variant="light"
          color={data.provider === 'simulated' ? 'yellow' : 'teal'}
          size="lg"
          radius="sm"
        >
          {data.provider === 'simulated' ? 'Simulated payouts' : 'RazorpayX payouts'}
        </Badge>
        <Badge variant="light" color="gray" size="lg" radius="sm">
          Minimum {formatRupees(data.minimum)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {data.schedule.enabled
          ? `Scheduled runs on the 1st and the 15th (UTC). Next: ${formatPayday(data.schedule.nextRunDate)}.`
          : 'Scheduled runs are off on this server (PAYOUT_SCHEDULE): payouts are made when you run them.'}
      </Text>
    </Stack>
  )
}
