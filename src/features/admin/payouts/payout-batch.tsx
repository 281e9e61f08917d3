// One payout run on the Payouts screen: when and why it ran, its totals, and a row per creator paid.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { formatRupees } from '../../../../contract/money'
import { type AdminPayout, type AdminPayoutBatch, PAYOUT_STATUS_LABELS } from '../../../../contract/payouts'
import { useLabel } from '../../../lib/use-label'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { useAdminDates } from '../components/format'
import { PayoutList } from './payout-list'
import { isRetryable, STATUS_COLORS } from './payouts-format'

interface PayoutBatchProps {
  batch: AdminPayoutBatch
  /** The payout whose retry is under way, if any. */
  retrying: string | null
  onRetry: (payoutId: string) => void
}

const money = (rupees: number) => formatRupees(rupees, { alwaysPaise: true })

/** One figure of the batch's totals, as a term and its value. */
function Total({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} c={color}>
        {value}
      </Text>
    </div>
  )
}

export function PayoutBatch({ batch, retrying, onRetry }: PayoutBatchProps) {
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime, day } = useAdminDates()
  const titleId = useId()
  const title =
    batch.trigger === 'schedule'
      ? t`Scheduled run of ${day(batch.runKey)}`
      : t`Run now, ${dateTime(batch.createdAt)}`
  const { totals } = batch
  const columns: Column<AdminPayout>[] = [
    {
      key: 'creator',
      header: t`Creator`,
      width: 220,
      wrap: true,
      cell: (payout) => (
        <div>
          <Text size="sm" fw={600}>
            {payout.creatorName || t`(account deleted)`}
          </Text>
          {payout.creatorEmail ? <EmailText email={payout.creatorEmail} /> : null}
        </div>
      ),
    },
    { key: 'amount', header: t`Amount`, width: 120, align: 'right', cell: (payout) => money(payout.amount) },
    {
      key: 'status',
      header: t`Status`,
      width: 120,
      cell: (payout) => (
        <Badge variant="light" color={STATUS_COLORS[payout.status]}>
          {show(PAYOUT_STATUS_LABELS[payout.status])}
        </Badge>
      ),
    },
    {
      key: 'reason',
      header: t`Failure reason`,
      width: 240,
      wrap: true,
      cell: (payout) => (
        <Text size="sm" c={payout.failureReason ? undefined : 'dimmed'}>
          {payout.failureReason ?? '—'}
        </Text>
      ),
    },
    { key: 'attempt', header: t`Attempt`, width: 80, align: 'right', cell: (payout) => payout.attempt },
    { key: 'updated', header: t`Updated`, width: 170, cell: (payout) => dateTime(payout.updatedAt) },
    {
      key: 'actions',
      header: t`Actions`,
      width: 100,
      sticky: true,
      cell: (payout) =>
        isRetryable(payout) ? (
          <Button
            size="xs"
            variant="light"
            aria-label={t`Retry payout to ${payout.creatorName || payout.creatorId}`}
            loading={retrying === payout._id}
            disabled={retrying !== null && retrying !== payout._id}
            onClick={() => onRetry(payout._id)}
          >
            <Trans>Retry</Trans>
          </Button>
        ) : null,
    },
  ]

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          <Badge variant="outline" color={batch.trigger === 'schedule' ? 'violet' : 'gray'}>
            {batch.trigger === 'schedule' ? t`Scheduled` : t`By an administrator`}
          </Badge>
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 3, sm: 5 }} spacing="sm" aria-label={t`Totals`}>
          <Total label={t`Payouts`} value={String(totals.count)} />
          <Total label={t`Total`} value={money(totals.amount)} />
          <Total
            label={t`Processed`}
            value={money(totals.processed)}
            color={totals.processed ? 'teal' : undefined}
          />
          <Total label={t`Pending`} value={money(totals.pending)} />
          <Total label={t`Failed`} value={money(totals.failed)} color={totals.failed ? 'red' : undefined} />
        </SimpleGrid>
        <Box visibleFrom="sm">
          <DataTable
            caption={t`Payouts: ${title}`}
            columns={columns}
            rows={batch.payouts}
            rowKey={(payout) => payout._id}
            emptyText={t`Nobody was due a payout in this run`}
            minWidth={960}
          />
        </Box>
        <Box hiddenFrom="sm">
          <PayoutList
            label={t`Payouts: ${title}`}
            payouts={batch.payouts}
            retrying={retrying}
            onRetry={onRetry}
          />
        </Box>
      </Stack>
    </Paper>
  )
}
