// A new creator's first run, beside the stream URL panel: what to do in OBS, step by step, each step
// ticked as it is done (the URL generated, the overlay connected, a test card sent) and remembered
// (go-live-steps.ts), so that a reload or OBS closed keeps the ticks. Hidden for good with 'Hide guide'.
import { Trans } from '@lingui/react/macro'
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { type ReactNode, useEffect } from 'react'
import { GETTING_STARTED_ID } from '../../plans/plan-links'
import { useGoLiveSteps } from './go-live-steps'
import { profileApi, useGetOverlayStatusQuery } from './profile-api'

function Step({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={22} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'}>
          <span aria-hidden="true">{done ? '✓' : '•'}</span>
        </ThemeIcon>
      }
    >
      {children}
      {done ? (
        <VisuallyHidden>
          {' '}
          <Trans>(done)</Trans>
        </VisuallyHidden>
      ) : null}
    </List.Item>
  )
}

export function GettingStarted() {
  const [hidden, setHidden] = useLocalStorage({ key: 'cardcast.getting-started.hidden', defaultValue: false })
  const { data } = useGetOverlayStatusQuery()
  // The URL the panel below fetched, read from the cache without asking for it.
  const hasUrl = Boolean(profileApi.endpoints.showStreamerUrl.useQueryState().data?.url)
  const connected = data?.connected ?? false
  const { isDone, mark } = useGoLiveSteps()
  useEffect(() => {
    if (hasUrl) mark('url')
  }, [hasUrl, mark])
  useEffect(() => {
    if (connected) mark('connected')
  }, [connected, mark])
  if (hidden) return null

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="getting-started-title"
      id={GETTING_STARTED_ID}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="getting-started-title">
            <Trans>Go live in four steps</Trans>
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setHidden(true)}>
            <Trans>Hide guide</Trans>
          </Button>
        </Group>
        <List spacing="xs" size="sm" center>
          <Step done={isDone('url')}>
            <Trans>Generate your stream URL below and copy it.</Trans>
          </Step>
          <Step done={isDone('connected')}>
            <Trans>
              In OBS, add a source:{' '}
              <Text span inherit fw={600}>
                Browser
              </Text>
              , paste the URL, width 1920 and height 1080.
            </Trans>
          </Step>
          <Step done={isDone('testCard')}>
            <Trans>Press 'Send test card': it appears on your stream for a few seconds.</Trans>
          </Step>
          <Step done={isDone('connected')}>
            <Trans>
              When OBS shows the overlay, this page says{' '}
              <Text span inherit fw={600}>
                Overlay connected
              </Text>
              .
            </Trans>
          </Step>
        </List>
      </Stack>
    </Paper>
  )
}
