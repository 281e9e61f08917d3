// The admin's Payouts screen: how payouts are made here (provider, minimum, the schedule), 'Run
// payouts now' with a confirmation, and the batches, newest first, each with its per-creator payouts,
// their status and totals, and 'Retry' on a failed one.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminPayoutsResponse,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  payoutMessages,
} from '../../../../contract/payouts'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError, LoadingNote } from '../../../components/query-state'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { useLabel } from '../../../lib/use-label'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { useAdminDates } from '../components/format'
import { useFailureToast } from '../components/use-failure-toast'
import { PayoutBatch } from './payout-batch'
import { useGetAdminPayoutsQuery, useRetryPayoutMutation, useRunPayoutsMutation } from './payouts-api'

export default function AdminPayoutsPage() {
  const { t } = useLingui()
  const show = useLabel()
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
      title={t`Payouts`}
      description={t`Creators' earnings, paid on the 1st and the 15th, or when you run payouts now`}
      actions={
        <Button onClick={() => setConfirming(true)} disabled={!data || data.provider === null}>
          <Trans>Run payouts now</Trans>
        </Button>
      }
    >
      {data ? <HowPayoutsRun data={data} /> : null}
      {data && data.held.length > 0 ? <HeldAccounts held={data.held} /> : null}
      {payouts.isError && !data ? (
        <LoadError message={show(payoutMessages.fetchFailed)} onRetry={() => void payouts.refetch()} />
      ) : !data ? (
        <LoadingNote label={t`Loading payouts...`} />
      ) : data.batches.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            <Trans>
              No payout runs yet. Runs appear here on the 1st and the 15th, or when you run payouts now.
            </Trans>
          </Text>
        </Paper>
      ) : (
        data.batches.map((batch) => (
          <PayoutBatch key={batch._id} batch={batch} retrying={retrying} onRetry={(id) => void retry(id)} />
        ))
      )}
      <ConfirmDialog
        opened={confirming}
        title={show(payoutMessages.confirmRunTitle)}
        confirmLabel={t`Run payouts`}
        cancelLabel={t`Cancel`}
        loading={run.isLoading}
        onConfirm={() => void runNow()}
        onCancel={() => setConfirming(false)}
      >
        {show(payoutMessages.confirmRunText)}
        {data ? ` ${t`The minimum is ${formatRupees(data.minimum)}.`}` : ''}
      </ConfirmDialog>
    </AdminPage>
  )
}

/** Creators whose new payout details wait out their hold: no run pays them until then. */
function HeldAccounts({ held }: { held: AdminPayoutsResponse['held'] }) {
  const { t } = useLingui()
  const { dateTime } = useAdminDates()
  return (
    <Alert color="yellow" variant="light" title={t`Payouts on hold`} data-payout-holds>
      <Text size="sm">
        <Trans>
          New payout details wait {PAYOUT_ACCOUNT_HOLD_HOURS} hours before a run pays them (their creator is
          mailed about each change).
        </Trans>
      </Text>
      <List size="sm" mt="xs">
        {held.map((entry) => (
          <List.Item key={entry.creatorId}>
            <Trans>
              {entry.creatorName}: held until {dateTime(entry.heldUntil)}
            </Trans>
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** The provider, the minimum and the schedule, as this server has them. */
function HowPayoutsRun({ data }: { data: AdminPayoutsResponse }) {
  const { t } = useLingui()
  const show = useLabel()
  const { day } = useAdminDates()
  if (data.provider === null) {
    return (
      <Alert color="yellow" variant="light" title={t`Payouts are off`} role="alert">
        {show(payoutMessages.unavailable)}
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
          {data.provider === 'simulated' ? t`Simulated payouts` : t`RazorpayX payouts`}
        </Badge>
        <Badge variant="light" color="gray" size="lg" radius="sm">
          <Trans>Minimum {formatRupees(data.minimum)}</Trans>
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {data.schedule.enabled
          ? t`Scheduled runs on the 1st and the 15th (UTC). Next: ${day(data.schedule.nextRunDate)}.`
          : t`Scheduled runs are off on this server (PAYOUT_SCHEDULE): payouts are made when you run them.`}
      </Text>
    </Stack>
  )
}
