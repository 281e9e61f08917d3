// /streamers (spec section 2): every creator, searchable by username or email; 'Show Cards' opens
// /streamers/cards with the streamer's email in the navigation state.
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { cardMessages } from '../../contract/cards'
import { notify } from '../../lib/notify'
import { paths } from '../../lib/paths'
import { matchesStreamer } from './match-streamer'
import { StreamerTile } from './streamer-tile'
import { useGetStreamersQuery } from './streamers-api'

const plural = (count: number) => `${count} ${count === 1 ? 'streamer' : 'streamers'}`
const countText = (shown: number, total: number) =>
  shown === total ? plural(total) : `${shown} of ${plural(total)}`

export default function StreamersPage() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const streamersQuery = useGetStreamersQuery()
  const { data, isError } = streamersQuery
  const all = data?.streamers ?? []
  const streamers = useMemo(() => all.filter((streamer) => matchesStreamer(streamer, query)), [all, query])

  useEffect(() => {
    if (isError) notify.error(cardMessages.streamersFailed, 'streamers-failed')
  }, [isError])

  function content() {
    if (all.length === 0)
      return <EmptyNote title="No streamers yet">Streamers will be listed here once they join.</EmptyNote>
    if (streamers.length === 0) {
      return (
        <EmptyNote title="No streamers found">
          No streamer's username or email contains “{query.trim()}”.
        </EmptyNote>
      )
    }
    return (
      <SimpleGrid
        component="ul"
        aria-label="Streamers"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {streamers.map((streamer) => (
          <li key={streamer._id}>
            <StreamerTile
              streamer={streamer}
              onShowCards={() =>
                navigate(paths.streamerCards, { state: { streamerEmailId: streamer.emailId } })
              }
            />
          </li>
        ))}
      </SimpleGrid>
    )
  }

  return (
    <PageSection title="Streamers" description="Find a streamer and browse their cards.">
      <Stack gap="lg">
        <TextInput
          type="search"
          label="Search streamers"
          placeholder="Username or email"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {data && all.length > 0 ? countText(streamers.length, all.length) : ''}
        </Text>
        <QueryState
          query={streamersQuery}
          loading="Loading streamers..."
          error={cardMessages.streamersFailed}
        >
          {() => content()}
        </QueryState>
      </Stack>
    </PageSection>
  )
}
