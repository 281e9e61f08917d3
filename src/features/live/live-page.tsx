// /live (creators): the streamer in control of what reaches the stream. Whether OBS has the
// overlay, what shows now, the uses waiting for approval, the queue, the history, the buttons that run
// the overlay, and the stream settings. Live: every `queue` update refetches (use-live-queue.ts).
// Creators only, like /earnings. Desktop: what needs the streamer now on the left, the rest beside it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Grid, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import { paths } from '../../../contract/paths'
import { STREAM_HISTORY_SIZE } from '../../../contract/stream'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { AuctionPanel } from './components/auction-panel'
import { BattlePanel } from './components/battle-panel'
import { CommunityPanel } from './components/community-panel'
import { HeldUses } from './components/held-uses'
import { LiveSection } from './components/live-section'
import { MarathonPanel } from './components/marathon-panel'
import { NowShowing } from './components/now-showing'
import { OverlayConnection } from './components/overlay-connection'
import { QueueControls } from './components/queue-controls'
import { StreamHistory } from './components/stream-history'
import { StreamSettingsForm } from './components/stream-settings-form'
import { UpNext } from './components/up-next'
import { type LiveQueue, useGetStreamSettingsQuery } from './live-api'
import { liveMessages } from './live-messages'
import { useLiveQueue } from './use-live-queue'

export default function LivePage() {
  const { t } = useLingui()
  const show = useLabel()
  const { role } = useSession()
  const isCreator = role === 'creator'

  useEffect(() => {
    if (!isCreator) notify.error(show(cardMessages.creatorsOnly), 'creator-only')
  }, [isCreator, show])

  if (!isCreator) return <Navigate to={paths.login} replace />
  return (
    <PageSection
      title={t`Live`}
      description={t`What reaches your stream, as it happens: approve, skip, pause and replay.`}
    >
      <LiveContent />
    </PageSection>
  )
}

function LiveContent() {
  const { t } = useLingui()
  const show = useLabel()
  const { queue } = useLiveQueue()
  const failure = queue.error ? describeFailure(queue.error) : undefined
  if (failure?.kind === 'http' && failure.status === 403) {
    return (
      <EmptyNote title={t`For creators`}>
        {serverMessage(failure) ?? show(cardMessages.creatorsOnly)}
      </EmptyNote>
    )
  }
  return (
    <Stack gap="lg">
      <OverlayConnection />
      <QueryState query={queue} loading={show(liveMessages.loading)} error={show(liveMessages.failed)}>
        {(data) => <LiveBoard queue={data} />}
      </QueryState>
    </Stack>
  )
}

const count = (n: number) => (
  <Text size="sm" c="dimmed">
    {n}
  </Text>
)

function LiveBoard({ queue }: { queue: LiveQueue }) {
  const { t } = useLingui()
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <LiveSection title={t`Now showing`}>
            <NowShowing queue={queue} />
            <QueueControls queue={queue} />
          </LiveSection>
          <LiveSection title={t`Waiting for approval`} aside={count(queue.held.length)}>
            <HeldUses held={queue.held} />
          </LiveSection>
          <LiveSection title={t`Auction`}>
            <AuctionPanel />
          </LiveSection>
          <LiveSection title={t`Marathon`}>
            <MarathonPanel />
          </LiveSection>
          <LiveSection title={t`Community card`}>
            <CommunityPanel />
          </LiveSection>
          <LiveSection title={t`Card battle`}>
            <BattlePanel />
          </LiveSection>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <LiveSection title={t`Up next`} aside={count(queue.queue.length)}>
            <UpNext queue={queue.queue} paused={queue.paused} live={queue.live} />
          </LiveSection>
          <LiveSection title={t`Stream settings`}>
            <Settings />
          </LiveSection>
          <LiveSection title={t`History`} aside={count(queue.history.length)}>
            <Text size="xs" c="dimmed">
              <Trans>The last {STREAM_HISTORY_SIZE} cards shown, skipped or returned, newest first.</Trans>
            </Text>
            <StreamHistory history={queue.history} />
          </LiveSection>
        </Stack>
      </Grid.Col>
    </Grid>
  )
}

function Settings() {
  const show = useLabel()
  const settings = useGetStreamSettingsQuery()
  return (
    <QueryState
      query={settings}
      loading={show(liveMessages.loadingSettings)}
      error={show(liveMessages.settingsFailed)}
    >
      {(data) => <StreamSettingsForm settings={data} />}
    </QueryState>
  )
}
