// The Live page's card battle (docs/battles.md): an invitation to answer (accept with a forfeit card of
// one's own, or decline), one sent and waiting (withdraw it), the running battle (its bar, the time left,
// end it early: a loss), or the form that invites; under it, the last results. Live: every `battle`
// update refetches (the other streamer's answer, a sale or a free use that scores, the end).
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, List, Select, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId, useState } from 'react'
import {
  type AcceptBattleInput,
  acceptBattleSchema,
  type Battle,
  battleMessages,
} from '../../../../contract/battles'
import { formatCountdown } from '../../../../contract/marathon-clock'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryState } from '../../../components/query-state'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { useLiveUpdates, useRefetchLosingNothing } from '../../../lib/live-updates'
import { notify } from '../../../lib/notify'
import { useCountdown } from '../../../lib/server-clock'
import { useDates } from '../../../lib/use-dates'
import { useLabel } from '../../../lib/use-label'
import { zodValidate } from '../../../lib/zod-form'
import {
  useAcceptBattleMutation,
  useDeclineBattleMutation,
  useEndBattleMutation,
  useGetCurrentBattleQuery,
} from '../battles-api'
import { useLiveSubmit } from '../use-live-submit'
import { failureText, LIVE_TOAST_FLOW } from '../use-queue-action'
import { BattleBar } from './battle-bar'
import { BattleInviteForm, useOwnCardOptions } from './battle-invite-form'

export function BattlePanel() {
  const show = useLabel()
  const current = useGetCurrentBattleQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  })
  const refetch = useRefetchLosingNothing(current)
  useLiveUpdates('battle', refetch)
  return (
    <QueryState query={current} loading={show(battleMessages.loading)} error={show(battleMessages.failed)}>
      {(data) => (
        <Stack gap="md">
          {data.battle ? (
            <CurrentBattle battle={data.battle} clockOffsetMs={data.clockOffsetMs} />
          ) : (
            <BattleInviteForm />
          )}
          <PastBattles results={data.results} />
        </Stack>
      )}
    </QueryState>
  )
}

function CurrentBattle({ battle, clockOffsetMs }: { battle: Battle; clockOffsetMs: number }) {
  if (battle.status === 'running') return <RunningBattle battle={battle} clockOffsetMs={clockOffsetMs} />
  if (battle.invitedBy === 'them') return <Invitation battle={battle} clockOffsetMs={clockOffsetMs} />
  return <Waiting battle={battle} clockOffsetMs={clockOffsetMs} />
}

/** An action on the battle whose answer is a toast (decline, withdraw, end early). */
function useBattleAction() {
  const [pending, setPending] = useState(false)
  async function act(action: () => Promise<{ message?: string }>) {
    setPending(true)
    try {
      const answer = await action()
      if (answer.message) notify.success(answer.message, LIVE_TOAST_FLOW)
    } catch (error) {
      notify.error(failureText(error), LIVE_TOAST_FLOW)
    } finally {
      setPending(false)
    }
  }
  return { pending, act }
}

/** A side's forfeit card as the panel names it, in the language shown. */
function useForfeitOf() {
  const { t } = useLingui()
  return (side: Battle['you']) => side.forfeit?.title ?? t`not chosen yet`
}

const validateAccept = zodValidate<AcceptBattleInput>(acceptBattleSchema)

function Invitation({ battle, clockOffsetMs }: { battle: Battle; clockOffsetMs: number }) {
  const { t } = useLingui()
  const forfeitOf = useForfeitOf()
  const left = useCountdown(battle.expiresAt, clockOffsetMs)
  const cards = useOwnCardOptions()
  const [accept, { isLoading }] = useAcceptBattleMutation()
  const [decline] = useDeclineBattleMutation()
  const declining = useBattleAction()
  const { serverError, run } = useLiveSubmit()
  const form = useForm<AcceptBattleInput>({
    initialValues: { forfeitCardId: '' },
    validate: validateAccept,
  })
  const submit = (values: AcceptBattleInput) =>
    run(() => accept({ id: battle.id, ...values }).unwrap(), battleMessages.accepted)

  const inviter = battle.them.username
  const minutes = battle.minutes
  const theirForfeit = forfeitOf(battle.them)
  const countdown = formatCountdown(left)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm" data-battle="invited">
        <Text fw={600}>
          <Trans>
            {inviter} invites you to a {minutes}-minute card battle.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Their forfeit: {theirForfeit}. Answer within{' '}
            <Text
              span
              ff="monospace"
              fw={700}
              c="var(--mantine-color-text)"
              aria-label={t`Time left to answer`}
            >
              {countdown}
            </Text>
            .
          </Trans>
        </Text>
        <Select
          label={t`Your forfeit card`}
          placeholder={cards.loading ? t`Loading your cards...` : t`Choose a card`}
          data={cards.options}
          searchable
          nothingFoundMessage={t`No card of yours has that name`}
          {...form.getInputProps('forfeitCardId')}
        />
        {serverError ? <Alert color="red" variant="light" role="alert" title={serverError} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            loading={declining.pending}
            disabled={isLoading}
            onClick={() => void declining.act(() => decline(battle.id).unwrap())}
          >
            <Trans>Decline</Trans>
          </Button>
          <Button type="submit" loading={isLoading} disabled={declining.pending}>
            <Trans>Accept battle</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function Waiting({ battle, clockOffsetMs }: { battle: Battle; clockOffsetMs: number }) {
  const { t } = useLingui()
  const forfeitOf = useForfeitOf()
  const left = useCountdown(battle.expiresAt, clockOffsetMs)
  const [end] = useEndBattleMutation()
  const withdrawing = useBattleAction()
  const invited = battle.them.username
  const minutes = battle.minutes
  const yourForfeit = forfeitOf(battle.you)
  const countdown = formatCountdown(left)
  return (
    <Stack gap="sm" data-battle="waiting">
      <Text fw={600}>
        <Trans>
          Waiting for {invited} to answer your {minutes}-minute battle.
        </Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Your forfeit: {yourForfeit}. The invitation expires in{' '}
          <Text
            span
            ff="monospace"
            fw={700}
            c="var(--mantine-color-text)"
            aria-label={t`Time left to answer`}
          >
            {countdown}
          </Text>
          .
        </Trans>
      </Text>
      <Group>
        <Button
          variant="default"
          loading={withdrawing.pending}
          onClick={() => void withdrawing.act(() => end(battle.id).unwrap())}
        >
          <Trans>Withdraw invitation</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function RunningBattle({ battle, clockOffsetMs }: { battle: Battle; clockOffsetMs: number }) {
  const { t } = useLingui()
  const forfeitOf = useForfeitOf()
  const opponent = battle.them.username
  const yourForfeit = forfeitOf(battle.you)
  const theirForfeit = forfeitOf(battle.them)
  const left = useCountdown(battle.endsAt, clockOffsetMs)
  const [end] = useEndBattleMutation()
  const ending = useBattleAction()
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack gap="sm" data-battle="running">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={600}>
          <Trans>Battle against {opponent}</Trans>
        </Text>
        <Text fz={32} fw={700} ff="monospace" lh={1} aria-label={t`Time left in the battle`}>
          {formatCountdown(left)}
        </Text>
      </Group>
      <BattleBar battle={battle} />
      <Text size="sm" c="dimmed">
        <Trans>
          Your forfeit: {yourForfeit}. Theirs: {theirForfeit}. Every rupee spent on your cards scores a point,
          every free card used one.
        </Trans>
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          <Trans>End battle early</Trans>
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t`End the battle now?`}
        confirmLabel={t`End battle`}
        cancelLabel={t`Keep battling`}
        destructive
        loading={ending.pending}
        onConfirm={() => void ending.act(() => end(battle.id).unwrap()).finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        <Trans>
          Ending early counts as a loss: your forfeit card goes on your stream, whatever the score.
        </Trans>
      </ConfirmDialog>
    </Stack>
  )
}

const OUTCOME = {
  won: { label: msg`Won`, color: 'green' },
  lost: { label: msg`Lost`, color: 'red' },
  tie: { label: msg`Tie`, color: 'gray' },
} as const

function PastBattles({ results }: { results: Battle[] }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const headingId = useId()
  const outcomeNote = (result: NonNullable<Battle['result']>) => {
    if (result.reason !== 'early') return null
    return result.endedBy === 'you' ? t`you ended it early` : t`they ended it early`
  }
  if (results.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No battles yet: their results stay here.</Trans>
      </Text>
    )
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={headingId}>
        <Trans>Your last battles</Trans>
      </Text>
      <List listStyleType="none" spacing="xs" aria-labelledby={headingId}>
        {results.map((battle) => {
          const result = battle.result
          const outcome = result ? OUTCOME[result.outcome] : null
          const note = result ? outcomeNote(result) : null
          const opponent = battle.them.username
          return (
            <List.Item key={battle.id}>
              <Group gap="xs" wrap="wrap" align="center">
                {outcome ? (
                  <Badge color={outcome.color} variant="light">
                    {show(outcome.label)}
                  </Badge>
                ) : null}
                <Text size="sm" fw={600}>
                  <Trans>against {opponent}</Trans>
                </Text>
                <Text size="sm" ff="monospace">
                  {battle.you.points}–{battle.them.points}
                </Text>
                <Text size="xs" c="dimmed">
                  {note ? `${note} · ` : ''}
                  {battle.endedAt ? dates.dateTime(battle.endedAt) : ''}
                </Text>
              </Group>
            </List.Item>
          )
        })}
      </List>
    </Stack>
  )
}
