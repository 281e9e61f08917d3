// The admin's Disputes screen (docs/tax.md 'Disputes'): chargebacks Razorpay reported, open ones first
// by their deadline, each with the creator's share held. 'Review' opens the evidence pack, from which
// the administrator submits a summary to the bank or accepts the dispute.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import {
  type Dispute,
  type DisputeStatusName,
  disputeMessages,
  disputeStatusLabels,
  disputeSubmitSchema,
  OPEN_DISPUTE_STATUSES,
} from '../../../../contract/disputes'
import { formatRupees } from '../../../../contract/money'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError, LoadingNote } from '../../../components/query-state'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { useLabel } from '../../../lib/use-label'
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'
import { useFailureToast } from '../components/use-failure-toast'
import {
  useAcceptDisputeMutation,
  useGetAdminDisputeQuery,
  useGetAdminDisputesQuery,
  useSubmitDisputeEvidenceMutation,
} from './disputes-api'

const STATUS_COLORS: Record<DisputeStatusName, string> = {
  open: 'red',
  under_review: 'yellow',
  won: 'teal',
  lost: 'gray',
  closed: 'gray',
}
const money = (rupees: number) => formatRupees(rupees, { alwaysPaise: true })
const isOpen = (dispute: Dispute) => OPEN_DISPUTE_STATUSES.includes(dispute.status)

export default function AdminDisputesPage() {
  const { t } = useLingui()
  // The statuses' names and the list's messages are the contract's.
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const disputes = useGetAdminDisputesQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(disputes.isError, disputeMessages.failed)
  const [reviewing, setReviewing] = useState<string | null>(null)

  const columns: Column<Dispute>[] = [
    {
      key: 'status',
      header: t`Status`,
      cell: (dispute) => (
        <Badge color={STATUS_COLORS[dispute.status]} variant="light">
          {show(disputeStatusLabels[dispute.status])}
        </Badge>
      ),
    },
    {
      key: 'respond-by',
      header: t`Respond by`,
      cell: (dispute) => (isOpen(dispute) && dispute.respondBy ? dateTime(dispute.respondBy) : '—'),
    },
    { key: 'sale', header: t`Sale`, width: 220, wrap: true, cell: (dispute) => dispute.what },
    { key: 'creator', header: t`Creator`, cell: (dispute) => dispute.creator.username },
    { key: 'disputed', header: t`Disputed`, align: 'right', cell: (dispute) => money(dispute.amount) },
    {
      key: 'held',
      header: t`Share held`,
      align: 'right',
      cell: (dispute) => (isOpen(dispute) ? money(dispute.held) : '—'),
    },
    {
      key: 'review',
      header: '',
      align: 'right',
      sticky: true,
      cell: (dispute) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t`Review dispute ${dispute.providerDisputeId}`}
          onClick={() => setReviewing(dispute.id)}
        >
          <Trans>Review</Trans>
        </Button>
      ),
    },
  ]

  // Until the first answer, the page says so (and offers a retry); from then on the table shows the
  // list, or disputeMessages.empty, and stays up while a review's outcome refetches it.
  let body: ReactNode
  if (disputes.isError && !disputes.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadError message={show(disputeMessages.failed)} onRetry={() => void disputes.refetch()} />
      </Paper>
    )
  } else if (!disputes.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadingNote label={show(disputeMessages.loading)} />
      </Paper>
    )
  } else {
    body = (
      <DataTable
        caption={t`Disputes`}
        columns={columns}
        rows={disputes.data.disputes}
        rowKey={(dispute) => dispute.id}
        loading={disputes.isFetching}
        emptyText={show(disputeMessages.empty)}
        minWidth={820}
      />
    )
  }

  return (
    <AdminPage
      title={t`Disputes`}
      description={t`Chargebacks on card sales and subscriptions, with their deadlines`}
    >
      {body}
      <Modal opened={reviewing !== null} onClose={() => setReviewing(null)} title={t`Dispute`} size="lg">
        {reviewing ? <DisputeReview id={reviewing} onDone={() => setReviewing(null)} /> : null}
      </Modal>
    </AdminPage>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

function DisputeReview({ id, onDone }: { id: string; onDone: () => void }) {
  const detail = useGetAdminDisputeQuery(id, { refetchOnMountOrArgChange: true })
  const [submit, submitting] = useSubmitDisputeEvidenceMutation()
  const [accept, accepting] = useAcceptDisputeMutation()
  const [confirming, setConfirming] = useState(false)
  const form = useForm({ initialValues: { summary: '' }, validate: zodValidate(disputeSubmitSchema) })
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()

  if (detail.isError && !detail.data) {
    return <LoadError message={show(disputeMessages.failed)} onRetry={() => void detail.refetch()} />
  }
  if (!detail.data) return <LoadingNote label={show(disputeMessages.loading)} />
  const { dispute, evidence } = detail.data
  const when = (iso: string | null) => (iso ? dateTime(iso) : t`Never`)
  const since = when(evidence.buyer.joinedAt)

  async function act(run: () => Promise<{ message: string }>) {
    try {
      adminToast.success((await run()).message)
      onDone()
    } catch (error) {
      adminToast.error(serverMessage(describeFailure(error)) ?? disputeMessages.providerFailed)
    }
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[dispute.status]} variant="light">
          {show(disputeStatusLabels[dispute.status])}
        </Badge>
        <Text size="sm">
          {dispute.what} · {money(dispute.amount)} · {dispute.reasonCode}
        </Text>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="sm" aria-label={t`Evidence`}>
        <Fact label={t`Buyer`} value={`${evidence.buyer.username} · ${evidence.buyer.email}`} />
        <Fact
          label={t`Account`}
          value={evidence.buyer.verified ? t`Since ${since}, email verified` : t`Since ${since}`}
        />
        <Fact label={t`Payment ID`} value={evidence.paymentId} />
        <Fact label={t`Order ID`} value={evidence.orderId ?? '—'} />
        <Fact label={t`Bought`} value={when(evidence.purchasedAt)} />
        <Fact label={t`Used`} value={when(evidence.usedAt)} />
        <Fact label={t`Shown on stream`} value={when(evidence.shownOnStreamAt)} />
        <Fact label={t`Respond by`} value={when(dispute.respondBy)} />
      </SimpleGrid>
      {dispute.evidenceSummary ? (
        <Fact label={t`Evidence submitted`} value={dispute.evidenceSummary} />
      ) : null}
      {dispute.status === 'open' ? (
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => void act(() => submit({ id, summary: values.summary }).unwrap()),
          )}
        >
          <Stack gap="sm">
            <Textarea
              label={t`Summary for the bank`}
              description={t`What the buyer bought and how they used it; the evidence above goes with it.`}
              autosize
              minRows={3}
              {...form.getInputProps('summary')}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="light"
                color="red"
                onClick={() => setConfirming(true)}
                disabled={submitting.isLoading}
              >
                <Trans>Accept dispute</Trans>
              </Button>
              <Button type="submit" loading={submitting.isLoading}>
                <Trans>Submit evidence</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : dispute.status === 'under_review' ? (
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            <Trans>Accept dispute</Trans>
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t`Accept this dispute?`}
        confirmLabel={t`Accept dispute`}
        cancelLabel={t`Cancel`}
        destructive
        loading={accepting.isLoading}
        onConfirm={() => void act(() => accept(id).unwrap())}
        onCancel={() => setConfirming(false)}
      >
        <Trans>
          The buyer keeps their money: the sale is reversed and the creator's share of {money(dispute.held)}{' '}
          is taken back.
        </Trans>
      </ConfirmDialog>
    </Stack>
  )
}
