// A signed-in person's sessions (Profile → Sessions for users, Profile → Security for administrators):
// every device signed in to the account, where it signed in from and when it was last seen, with
// 'End session' on each other one and 'End all other sessions'. The caller supplies the calls.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { type ReactNode, useId, useState } from 'react'
import { type Session, sessionMessages } from '../../contract/sessions'
import { describeFailure, serverMessage } from '../lib/api-error'
import { contractText } from '../lib/contract-text'
import { useDates } from '../lib/use-dates'
import { Panel } from './panel'
import { LoadError, LoadingNote } from './query-state'

export interface SessionsCardProps {
  /** Undefined while loading. */
  sessions: Session[] | undefined
  failed: boolean
  onRetry: () => void
  /** Each resolves with the server's message, or rejects with the failed call. */
  endSession: (id: string) => Promise<{ message: string }>
  endOthers: () => Promise<{ message: string }>
  toast: { success: (message: string) => void; error: (message: string) => void }
  description: ReactNode
}

/** What `ending` holds while 'End all other sessions' runs. */
const ALL_OTHERS = '*'

export function SessionsCard({
  sessions,
  failed,
  onRetry,
  endSession,
  endOthers,
  toast,
  description,
}: SessionsCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [ending, setEnding] = useState<string | null>(null)

  async function run(work: () => Promise<{ message: string }>, id: string) {
    setEnding(id)
    try {
      toast.success(contractText((await work()).message))
    } catch (error) {
      toast.error(contractText(serverMessage(describeFailure(error)) ?? sessionMessages.endFailed))
    } finally {
      setEnding(null)
    }
  }

  let body: ReactNode
  if (failed && !sessions) {
    body = <LoadError message={sessionMessages.fetchFailed} onRetry={onRetry} />
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
            onEnd={() => void run(() => endSession(session.id), session.id)}
          />
        ))}
      </Stack>
    )
  }

  const hasOthers = (sessions ?? []).some((session) => !session.current)
  return (
    <Panel
      title={t`Sessions`}
      titleId={titleId}
      description={description}
      actions={
        hasOthers ? (
          <Button
            variant="default"
            color="red"
            loading={ending === ALL_OTHERS}
            onClick={() => void run(endOthers, ALL_OTHERS)}
          >
            <Trans>End all other sessions</Trans>
          </Button>
        ) : null
      }
    >
      {body}
    </Panel>
  )
}

function SessionRow({ session, busy, onEnd }: { session: Session; busy: boolean; onEnd: () => void }) {
  const { t } = useLingui()
  const dates = useDates()
  const signedIn = dates.dateTime(session.createdAt)
  const lastSeen = dates.dateTime(session.lastSeenAt)
  const { device, address } = session
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={session.device}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current ? (
              <Badge color="teal" variant="light" size="sm">
                <Trans>This device</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              {address} · signed in {signedIn} · last seen {lastSeen}
            </Trans>
          </Text>
        </div>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={busy}
            onClick={onEnd}
            aria-label={t`End session: ${device}, last seen ${lastSeen}`}
          >
            <Trans>End session</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  )
}
