// Profile → Sessions: every device signed in to this account, where it signed in from and when it was
// last seen, with 'End session' on each other one and 'End all other sessions'. A session left unused
// for a week ends by itself (SESSION_IDLE_SECONDS).
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useId, useState } from 'react'
import { LoadError, LoadingNote } from '../../components/query-state'
import { type Session, sessionMessages } from '../../contract/sessions'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { formatDateTime } from '../../lib/dates'
import { notify } from '../../lib/notify'
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from './sessions-api'

export function SessionsPanel() {
  const titleId = useId()
  const list = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [endSession] = useEndSessionMutation()
  const [endOthers, others] = useEndOtherSessionsMutation()
  const [ending, setEnding] = useState<string | null>(null)

  async function run(work: () => Promise<{ message: string }>, id: string | null) {
    setEnding(id)
    try {
      notify.success((await work()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? sessionMessages.endFailed)
    } finally {
      setEnding(null)
    }
  }

  const sessions = list.data?.sessions
  let body: ReactNode
  if (list.isError && !sessions) {
    body = <LoadError message={sessionMessages.fetchFailed} onRetry={() => void list.refetch()} />
  } else if (!sessions) {
    body = <LoadingNote label={sessionMessages.loading} />
  } else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={ending === session.id}
            onEnd={() => void run(() => endSession(session.id).unwrap(), session.id)}
          />
        ))}
      </Stack>
    )
  }

  const hasOthers = (sessions ?? []).some((session) => !session.current)
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h4" id={titleId}>
              Sessions
            </Title>
            <Text size="sm" c="dimmed">
              Devices signed in to your account. End any you do not recognise; a session unused for a week
              ends by itself.
            </Text>
          </div>
          {hasOthers ? (
            <Button
              variant="default"
              color="red"
              loading={others.isLoading}
              onClick={() => void run(() => endOthers().unwrap(), null)}
            >
              End all other sessions
            </Button>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  )
}

function SessionRow({ session, busy, onEnd }: { session: Session; busy: boolean; onEnd: () => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={session.device}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current ? (
              <Badge color="teal" variant="light" size="sm">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {session.address} · signed in {formatDateTime(session.createdAt)} · last seen{' '}
            {formatDateTime(session.lastSeenAt)}
          </Text>
        </div>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={busy}
            onClick={onEnd}
            aria-label={`End session: ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
          >
            End session
          </Button>
        )}
      </Group>
    </Paper>
  )
}
