// The screen a child's account shows in place of every page until the parent consents
// (contract/consent.ts): a chunk of its own, loaded only for such an account (consent-gate.tsx), since
// the consent contract brings the schema library along.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { consentMessages } from '../../../contract/consent'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useRememberUser } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { useConsentStateQuery, useResendConsentMutation } from './consent-api'

export function AwaitingConsent() {
  const rememberUser = useRememberUser()
  const state = useConsentStateQuery(undefined, { refetchOnMountOrArgChange: true })
  const [resend, resending] = useResendConsentMutation()
  const current = state.data?.user
  const { t } = useLingui()
  const show = useLabel()

  // Given meanwhile: the stored user follows, and the app opens.
  useEffect(() => {
    if (current && current.consent !== 'awaiting') rememberUser(current)
  }, [current, rememberUser])

  async function sendAgain() {
    try {
      const answer = await resend().unwrap()
      notify.success(answer.message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? t`The mail could not be sent. Please try again.`)
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      maw={640}
      mx="auto"
      mt="lg"
      component="section"
      aria-labelledby="consent-title"
    >
      <Stack gap="md">
        <Title order={1} fz="h3" id="consent-title">
          {show(consentMessages.awaitingTitle)}
        </Title>
        <Text>{show(consentMessages.awaiting)}</Text>
        <Group gap="sm">
          <Button onClick={() => void sendAgain()} loading={resending.isLoading}>
            <Trans>Send the link again</Trans>
          </Button>
          <Button variant="default" onClick={() => void state.refetch()} loading={state.isFetching}>
            <Trans>Check again</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
