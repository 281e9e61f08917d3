// The admin's Grievances queue (docs/privacy.md 'Grievances'): complaints filed at /grievance, open
// ones first by their due date (24 hours for impersonation and intimate images, otherwise 15 days),
// then the answered. 'Answer' opens the complaint; the answer is mailed to the complainant.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import {
  type Grievance,
  grievanceAboutLabels,
  grievanceAnswerSchema,
  grievanceMessages,
  grievanceOverdue,
} from '../../../../contract/grievances'
import { LoadError, LoadingNote } from '../../../components/query-state'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { useLabel } from '../../../lib/use-label'
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'
import { useFailureToast } from '../components/use-failure-toast'
import { useAnswerGrievanceMutation, useGetAdminGrievancesQuery } from './grievances-api'

function StatusBadge({ grievance, now }: { grievance: Grievance; now: Date }) {
  if (grievance.answeredAt) {
    return (
      <Badge color="teal" variant="light">
        <Trans>Answered</Trans>
      </Badge>
    )
  }
  return grievanceOverdue(grievance, now) ? (
    <Badge color="red" variant="filled">
      <Trans>Overdue</Trans>
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      <Trans>Open</Trans>
    </Badge>
  )
}

export default function AdminGrievancesPage() {
  const { t } = useLingui()
  // What a complaint is about, and the list's messages, are the contract's words.
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const grievances = useGetAdminGrievancesQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(grievances.isError, grievanceMessages.loadFailed)
  const [opened, setOpened] = useState<Grievance | null>(null)
  const now = new Date()

  const columns: Column<Grievance>[] = [
    { key: 'ticket', header: t`Ticket`, cell: (grievance) => grievance.ticket },
    {
      key: 'status',
      header: t`Status`,
      cell: (grievance) => <StatusBadge grievance={grievance} now={now} />,
    },
    {
      key: 'due',
      header: t`Due`,
      cell: (grievance) => (grievance.answeredAt ? '—' : dateTime(grievance.dueAt)),
    },
    {
      key: 'about',
      header: t({ message: 'About', context: 'the subject of a complaint' }),
      width: 200,
      wrap: true,
      cell: (grievance) => show(grievanceAboutLabels[grievance.about]),
    },
    {
      key: 'from',
      header: t`From`,
      width: 220,
      wrap: true,
      cell: (grievance) => `${grievance.name} · ${grievance.email}`,
    },
    { key: 'filed', header: t`Filed`, cell: (grievance) => dateTime(grievance.createdAt) },
    {
      key: 'open',
      header: '',
      align: 'right',
      sticky: true,
      cell: (grievance) => (
        <Button
          size="xs"
          variant="light"
          aria-label={
            grievance.answeredAt
              ? t`View grievance ${grievance.ticket}`
              : t`Answer grievance ${grievance.ticket}`
          }
          onClick={() => setOpened(grievance)}
        >
          {grievance.answeredAt ? t`View` : t`Answer`}
        </Button>
      ),
    },
  ]

  let body: ReactNode
  if (grievances.isError && !grievances.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadError message={show(grievanceMessages.loadFailed)} onRetry={() => void grievances.refetch()} />
      </Paper>
    )
  } else if (!grievances.data) {
    body = (
      <Paper withBorder radius="md" p="md">
        <LoadingNote label={show(grievanceMessages.loading)} />
      </Paper>
    )
  } else {
    body = (
      <DataTable
        caption={t`Grievances`}
        columns={columns}
        rows={grievances.data.grievances}
        rowKey={(grievance) => grievance.id}
        loading={grievances.isFetching}
        emptyText={show(grievanceMessages.empty)}
        minWidth={900}
      />
    )
  }

  return (
    <AdminPage
      title={t`Grievances`}
      description={t`Complaints to the grievance officer: 24 hours for impersonation and intimate images, otherwise 15 days`}
    >
      {body}
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? t`Grievance ${opened.ticket}` : t`Grievance`}
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
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()

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
        <Text size="sm">{show(grievanceAboutLabels[grievance.about])}</Text>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="sm" aria-label={t`Complaint`}>
        <Fact label={t`From`}>
          {grievance.name} · {grievance.email}
        </Fact>
        <Fact label={t`Filed`}>{dateTime(grievance.createdAt)}</Fact>
        <Fact label={t`Due`}>{dateTime(grievance.dueAt)}</Fact>
        <Fact label={t`Link`}>
          {grievance.link ? (
            <Anchor href={grievance.link} target="_blank" rel="noopener noreferrer nofollow">
              {grievance.link}
            </Anchor>
          ) : (
            '—'
          )}
        </Fact>
      </SimpleGrid>
      <Fact label={t`Complaint`}>{grievance.complaint}</Fact>
      {grievance.answeredAt ? (
        <Fact label={t`Answered ${dateTime(grievance.answeredAt)}`}>{grievance.answer}</Fact>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
          <Stack gap="sm">
            <Textarea
              label={t`Answer`}
              description={t`Mailed to the complainant with the ticket number and how to appeal.`}
              autosize
              minRows={4}
              {...form.getInputProps('answer')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={answering.isLoading}>
                <Trans>Send answer</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
