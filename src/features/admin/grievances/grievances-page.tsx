// The admin's Grievances queue (docs/privacy.md 'Grievances'): complaints filed at /grievance, open
// ones first by their due date (24 hours for impersonation and intimate images, otherwise 15 days),
// then the answered. 'Answer' opens the complaint; the answer is mailed to the complainant.
import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import { formatDateTime } from '../../../../contract/dates'
import {
  type Grievance,
  grievanceAboutLabels,
  grievanceAnswerSchema,
  grievanceMessages,
  grievanceOverdue,
} from '../../../../contract/grievances'
import { LoadError, LoadingNote } from '../../../components/query-state'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { useFailureToast } from '../components/use-failure-toast'
import { useAnswerGrievanceMutation, useGetAdminGrievancesQuery } from './grievances-api'

function StatusBadge({ grievance, now }: { grievance: Grievance; now: Date }) {
  if (grievance.answeredAt) {
    return (
      <Badge color="teal" variant="light">
        Answered
      </Badge>
    )
  }
  return grievanceOverdue(grievance, now) ? (
    <Badge color="red" variant="filled">
      Overdue
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      Open
    </Badge>
  )
}

export default function AdminGrievancesPage() {
  const grievances = useGetAdminGrievancesQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(grievances.isError, grievanceMessages.loadFailed)
  const [opened, setOpened] = useState<Grievance | null>(null)
  const now = new Date()

  const columns: Column<Grievance>[] = [
    { key: 'ticket', header: 'Ticket', cell: (grievance) => grievance.ticket },
    {
      key: 'status',
      header: 'Status',
      cell: (grievance) => <StatusBadge grievance={grievance} now={now} />,
    },
    {
      key: 'due',
      header: 'Due',
      cell: (grievance) => (grievance.answeredAt ? '—' : formatDateTime(grievance.dueAt)),
    },
    {
      key: 'about',
      header: 'About',
      width: 200,
      wrap: true,
      cell: (grievance) => grievanceAboutLabels[grievance.about],
    },
    {
      key: 'from',
      header: 'From',
      width: 220,
      wrap: true,
      cell: (grievance) => `${grievance.name} · ${grievance.email}`,
    },
    { key: 'filed', header: 'Filed', cell: (grievance) => formatDateTime(grievance.createdAt) },
    {
      key: 'open',
      header: '',
      align: 'right',
      sticky: true,
      cell: (grievance) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`${grievance.answeredAt ? 'View' : 'Answer'} grievance ${grievance.ticket}`}
          onClick={() => setOpened(grievance)}
        >
          {grievance.answeredAt ? 'View' : 'Answer'}
        </Button>
      ),
    },
  ]

  let body: ReactNode
  if (grievances.isError && !grievances.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadError message={grievanceMessages.loadFailed} onRetry={() => void grievances.refetch()} />
      </Paper>
    )
  } else if (!grievances.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadingNote label={grievanceMessages.loading} />
      </Paper>
    )
  } else {
    body = (
      <DataTable
        caption="Grievances"
        columns={columns}
        rows={grievances.data.grievances}
        rowKey={(grievance) => grievance.id}
        loading={grievances.isFetching}
        emptyText={grievanceMessages.empty}
        minWidth={900}
      />
    )
  }

  return (
    <AdminPage
      title="Grievances"
      description="Complaints to the grievance officer: 24 hours for impersonation and intimate images, otherwise 15 days"
    >
      {body}
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `Grievance ${opened.ticket}` : 'Grievance'}
        size="lg"
      >
        {opened ? <GrievanceReview grievance={opened} onDone={() => setOpened(null)} /> : null}
      </Modal>
    </AdminPage>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  )
}

function GrievanceReview({ grievance, onDone }: { grievance: Grievance; onDone: () => void }) {
  const [answer, answering] = useAnswerGrievanceMutation()
  const form = useForm({ initialValues: { answer: '' }, validate: zodValidate(grievanceAnswerSchema) })

  async function send(values: { answer: string }) {
    try {
      const done = await answer({ id: grievance.id, answer: values.answer }).unwrap()
      adminToast.success(done.message)
      onDone()
    } catch (error) {
      adminToast.error(serverMessage(describeFailure(error)) ?? grievanceMessages.failed)
    }
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge grievance={grievance} now={new Date()} />
        <Text size="sm">{grievanceAboutLabels[grievance.about]}</Text>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="sm" aria-label="Complaint">
        <Fact label="From">
          {grievance.name} · {grievance.email}
        </Fact>
        <Fact label="Filed">{formatDateTime(grievance.createdAt)}</Fact>
        <Fact label="Due">{formatDateTime(grievance.dueAt)}</Fact>
        <Fact label="Link">
          {grievance.link ? (
            <Anchor href={grievance.link} target="_blank" rel="noopener noreferrer nofollow">
              {grievance.link}
            </Anchor>
          ) : (
            '—'
          )}
        </Fact>
      </SimpleGrid>
      <Fact label="Complaint">{grievance.complaint}</Fact>
      {grievance.answeredAt ? (
        <Fact label={`Answered ${formatDateTime(grievance.answeredAt)}`}>{grievance.answer}</Fact>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
          <Stack gap="sm">
            <Textarea
              label="Answer"
              description="Mailed to the complainant with the ticket number and how to appeal."
              autosize
              minRows={4}
              {...form.getInputProps('answer')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={answering.isLoading}>
                Send answer
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
