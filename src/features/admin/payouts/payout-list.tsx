// A batch's payouts on a phone: one card per creator (the table would hide the amount and status
// behind a sideways scroll).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { formatRupees } from '../../../../contract/money'
import { type AdminPayout, PAYOUT_STATUS_LABELS } from '../../../../contract/payouts'
import { useLabel } from '../../../lib/use-label'
import { useAdminDates } from '../components/format'
import { isRetryable, STATUS_COLORS } from './payouts-format'

interface PayoutListProps {
  label: string
  payouts: AdminPayout[]
  retrying: string | null
  onRetry: (payoutId: string) => void
}

export function PayoutList({ label, payouts, retrying, onRetry }: PayoutListProps) {
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()
  if (payouts.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="sm">
        <Trans>Nobody was due a payout in this run</Trans>
      </Text>
    )
  }
  return (
    <Stack component="ul" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {payouts.map((payout) => (
        <Paper component="li" key={payout._id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {payout.creatorName || t`(account deleted)`}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {payout.creatorEmail}
              </Text>
            </div>
            <Badge variant="light" color={STATUS_COLORS[payout.status]} style={{ flexShrink: 0 }}>
              {show(PAYOUT_STATUS_LABELS[payout.status])}
            </Badge>
          </Group>
          <Group justify="space-between" mt={6} gap="xs">
            <Text fw={700}>{formatRupees(payout.amount, { alwaysPaise: true })}</Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Attempt {payout.attempt} · {dateTime(payout.updatedAt)}
              </Trans>
            </Text>
          </Group>
          {payout.failureReason ? (
            <Text size="xs" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {payout.failureReason}
            </Text>
          ) : null}
          {isRetryable(payout) ? (
            <Button
              size="xs"
              variant="light"
              mt="xs"
              aria-label={t`Retry payout to ${payout.creatorName || payout.creatorId}`}
              loading={retrying === payout._id}
              disabled={retrying !== null && retrying !== payout._id}
              onClick={() => onRetry(payout._id)}
            >
              <Trans>Retry</Trans>
            </Button>
          ) : null}
        </Paper>
      ))}
    </Stack>
  )
}
