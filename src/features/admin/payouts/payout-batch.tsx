// One payout run on the Payouts screen: when and why it ran, its totals, and a row per creator paid.
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { formatRupees } from '../../../../contract/money'
import { type AdminPayout, type AdminPayoutBatch, PAYOUT_STATUS_LABELS } from '../../../../contract/payouts'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { formatDateTime } from '../components/format'
import { PayoutList } from './payout-list'
import { formatPayday, isRetryable, STATUS_COLORS } from './payouts-format'

interface PayoutBatchProps {
  batch: AdminPayoutBatch
  /** The payout whose retry is under way, if any. */
  retrying: string | null
  onRetry: (payoutId: string) => void
}

const money = (rupees: number) => formatRupees(rupees, { alwaysPaise: true })

function batchTitle(batch: AdminPayoutBatch): string {
  return batch.trigger === 'schedule'
    ? `Scheduled run of ${formatPayday(batch.runKey)}`
    : `Run now, ${formatDateTime(batch.createdAt)}`
}

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
  const titleId = useId()
  const title = batchTitle(batch)
  const { totals } = batch
  const columns: Column<AdminPayout>[] = [
    {
      key: 'creator',
      header: 'Creator',
      width: 220,
      wrap: true,
      cell: (payout) => (
        <div>
          <Text size="sm" fw={600}>
            {payout.creatorName || '(account deleted)'}
          </Text>
          {payout.creatorEmail ? <EmailText email={payout.creatorEmail} /> : null}
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', width: 120, align: 'right', cell: (payout) => money(payout.amount) },
    {
      key: 'status',
      header: 'Status',
      width: 120,
      cell: (payout) => (
        <Badge variant="light" color={STATUS_COLORS[payout.status]}>
          {PAYOUT_STATUS_LABELS[payout.status]}
        </Badge>
      ),
    },
    {
      key: 'reason',
      header: 'Failure reason',
      width: 240,
      wrap: true,
      cell: (payout) => (
        <Text size="sm" c={payout.failureReason ? undefined : 'dimmed'}>
          {payout.failureReason ?? '—'}
        </Text>
      ),
    },
    { key: 'attempt', header: 'Attempt', width: 80, align: 'right', cell: (payout) => payout.attempt },
    { key: 'updated', header: 'Updated', width: 170, cell: (payout) => formatDateTime(payout.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      sticky: true,
      cell: (payout) =>
        isRetryable(payout) ? (
          <Button
            size="xs"
            variant="light"
            aria-label={`Retry payout to ${payout.creatorName || payout.creatorId}`}
            loading={retrying === payout._id}
            disabled={retrying !== null && retrying !== payout._id}
            onClick={() => onRetry(payout._id)}
          >
            Retry
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
            {batch.trigger === 'schedule' ? 'Scheduled' : 'By an administrator'}
          </Badge>
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 3, sm: 5 }} spacing="sm" aria-label="Totals">
          <Total label="Payouts" value={String(totals.count)} />
          <Total label="Total" value={money(totals.amount)} />
          <Total
            label="Processed"
            value={money(totals.processed)}
            color={totals.processed ? 'teal' : undefined}
          />
          <Total label="Pending" value={money(totals.pending)} />
          <Total label="Failed" value={money(totals.failed)} color={totals.failed ? 'red' : undefined} />
        </SimpleGrid>
        <Box visibleFrom="sm">
          <DataTable
            caption={`Payouts: ${title}`}
            columns={columns}
            rows={batch.payouts}
            rowKey={(payout) => payout._id}
            emptyText="Nobody was due a payout in this run"
            minWidth={960}
          />
        </Box>
        <Box hiddenFrom="sm">
          <PayoutList
            label={`Payouts: ${title}`}
            payouts={batch.payouts}
            retrying={retrying}
            onRetry={onRetry}
          />
        </Box>
      </Stack>
    </Paper>
  )
}
