// /s/<username>: a streamer's public page, the link they share. Open to everyone: the streamer by
// name, then their cards (streamer-cards.tsx), where Buy asks a signed-out visitor to sign up and
// brings them back. The server sends the page with its link preview's tags
// (server/modules/catalogue/streamer-page.ts), and a 404 for a name nobody streams under.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import { paths } from '../../../contract/paths'
import { streamerPageMessages } from '../../../contract/streamers'
import { CardListSkeleton } from '../../components/cards/card-list-skeleton'
import { PageSection } from '../../components/page-section'
import { LoadError } from '../../components/query-state'
import { usePageTitle } from '../../lib/page-title'
import { useLabel } from '../../lib/use-label'
import { StreamerCards } from './streamer-cards'
import { useGetStreamerByNameQuery } from './streamers-api'

export default function StreamerPage() {
  const { username = '' } = useParams()
  const { data, isError, refetch } = useGetStreamerByNameQuery(username)
  const streamer = data?.streamers[0]
  if (streamer) return <StreamerCards streamerId={streamer._id} />
  return <StreamerPageState missing={Boolean(data)} failed={isError} retry={() => void refetch()} />
}

function StreamerPageState({
  missing,
  failed,
  retry,
}: {
  missing: boolean
  failed: boolean
  retry: () => void
}) {
  const { t } = useLingui()
  const show = useLabel()
  const title = missing ? show(streamerPageMessages.notFound) : t`Streamer Cards`
  usePageTitle(title)
  let content = <CardListSkeleton status={cardMessages.loadingCards} />
  if (missing) {
    content = (
      <Stack gap="md">
        <Text>{show(streamerPageMessages.notFoundNote)}</Text>
        <Anchor component={Link} to={paths.streamers} size="sm" w="fit-content">
          <Trans>← All streamers</Trans>
        </Anchor>
      </Stack>
    )
  } else if (failed) content = <LoadError message={cardMessages.cardsFailed} onRetry={retry} />
  return <PageSection title={title}>{content}</PageSection>
}
