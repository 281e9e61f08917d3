// The admin's Disputes screen (docs/tax.md 'Disputes'): chargebacks Razorpay reported, open ones first
// by their deadline, each with the creator's share held. 'Review' opens the evidence pack, from which
// the administrator submits a summary to the bank or accepts the dispute.
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import { formatDateTime } from '../../../../contract/dates'
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
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
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
  const disputes = useGetAdminDisputesQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(disputes.isError, disputeMessages.failed)
  const [reviewing, setReviewing] = useState<string | null>(null)

  const columns: Column<Dispute>[] = [
    {
      key: 'status',
      header: 'Status',
      cell: (dispute) => (
        <Badge color={STATUS_COLORS[dispute.status]} variant="light">
          {disputeStatusLabels[dispute.status]}
        </Badge>
      ),
    },
    {
      key: 'respond-by',
      header: 'Respond by',
      cell: (dispute) => (isOpen(dispute) && dispute.respondBy ? formatDateTime(dispute.respondBy) : '—'),
    },
    { key: 'sale', header: 'Sale', width: 220, wrap: true, cell: (dispute) => dispute.what },
    { key: 'creator', header: 'Creator', cell: (dispute) => dispute.creator.username },
    { key: 'disputed', header: 'Disputed', align: 'right', cell: (dispute) => money(dispute.amount) },
    {
      key: 'held',
      header: 'Share held',
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
          aria-label={`Review dispute ${dispute.providerDisputeId}`}
          onClick={() => setReviewing(dispute.id)}
        >
          Review
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
        <LoadError message={disputeMessages.failed} onRetry={() => void disputes.refetch()} />
      </Paper>
    )
  } else if (!disputes.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadingNote label={disputeMessages.loading} />
      </Paper>
    )
  } else {
    body = (
      <DataTable
        caption="Disputes"
        columns={columns}
        rows={disputes.data.disputes}
        rowKey={(dispute) => dispute.id}
        loading={disputes.isFetching}
        emptyText={disputeMessages.empty}
        minWidth={820}
      />
    )
  }

  return (
    <AdminPage
      title="Disputes"
      description="Chargebacks on card sales and subscriptions, with their deadlines"
    >
      {body}
      <Modal opened={reviewing !== null} onClose={() => setReviewing(null)} title="Dispute" size="lg">
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

  if (detail.isError && !detail.data) {
    return <LoadError message={disputeMessages.failed} onRetry={() => void detail.refetch()} />
  }
  if (!detail.data) return <LoadingNote label={disputeMessages.loading} />
  const { dispute, evidence } = detail.data
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never')

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
          {disputeStatusLabels[dispute.status]}
        </Badge>
        <Text size="sm">
          {dispute.what} · {money(dispute.amount)} · {dispute.reasonCode}
        </Text>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="sm" aria-label="Evidence">
        <Fact label="Buyer" value={`${evidence.buyer.username} · ${evidence.buyer.email}`} />
        <Fact
          label="Account"
          value={`Since ${when(evidence.buyer.joinedAt)}${evidence.buyer.verified ? ', email verified' : ''}`}
        />
        <Fact label="Payment ID" value={evidence.paymentId} />
        <Fact label="Order ID" value={evidence.orderId ?? '—'} />
        <Fact label="Bought" value={when(evidence.purchasedAt)} />
        <Fact label="Used" value={when(evidence.usedAt)} />
        <Fact label="Shown on stream" value={when(evidence.shownOnStreamAt)} />
        <Fact label="Respond by" value={when(dispute.respondBy)} />
      </SimpleGrid>
      {dispute.evidenceSummary ? <Fact label="Evidence submitted" value={dispute.evidenceSummary} /> : null}
      {dispute.status === 'open' ? (
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => void act(() => submit({ id, summary: values.summary }).unwrap()),
          )}
        >
          <Stack gap="sm">
            <Textarea
              label="Summary for the bank"
              description="What the buyer bought and how they used it; the evidence above goes with it."
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
                Accept dispute
              </Button>
              <Button type="submit" loading={submitting.isLoading}>
                Submit evidence
              </Button>
            </Group>
          </Stack>
        </form>
      ) : dispute.status === 'under_review' ? (
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Accept dispute
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title="Accept this dispute?"
        confirmLabel="Accept dispute"
        destructive
        loading={accepting.isLoading}
        onConfirm={() => void act(() => accept(id).unwrap())}
        onCancel={() => setConfirming(false)}
      >
        The buyer keeps their money: the sale is reversed and the creator's share of {money(dispute.held)} is
        taken back.
      </ConfirmDialog>
    </Stack>
  )
}
