// /streamers: every creator, a page at a time ('Load more'), searchable by username
// or by a whole email address; 'Show Cards' opens /streamers/cards with the streamer's id in the
// navigation state (the spec's `streamerEmailId`, which now holds the opaque streamer id). The search
// runs on the server (`getStreamers?q=`), which matches an address whole, for a signed-in caller, and
// never sends one: the page sends the text, debounced, and shows the answer.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import { paths } from '../../../contract/paths'
import { MAX_STREAMER_QUERY_LENGTH, type Streamer } from '../../../contract/streamers'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { notify } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { StreamerTile } from './streamer-tile'
import { useGetStreamersInfiniteQuery } from './streamers-api'

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300

/** '12 streamers', or '3 of 12 streamers' while a search narrows the list; in the app's language at the call. */
const countText = (shown: number, total: number) =>
  shown === total
    ? plural(total, { one: '# streamer', other: '# streamers' })
    : plural(total, { one: `${shown} of # streamer`, other: `${shown} of # streamers` })

export default function StreamersPage() {
  const { t } = useLingui()
  usePageTitle(t`Streamers`)
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [search] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  // Every creator (the count and 'No streamers yet'), and the server's answer to the search.
  const allQuery = useGetStreamersInfiniteQuery('')
  const searchQuery = useGetStreamersInfiniteQuery(search, { skip: search === '' })
  const shownQuery = search === '' ? allQuery : searchQuery
  const total = allQuery.data?.pages[0]?.total ?? 0
  const shownTotal = shownQuery.data?.pages[0]?.total
  const isError = allQuery.isError || searchQuery.isError
  const pages = shownQuery.data
    ? { streamers: shownQuery.data.pages.flatMap((page) => page.streamers) }
    : undefined

  useEffect(() => {
    if (isError) notify.error(cardMessages.streamersFailed, 'streamers-failed')
  }, [isError])

  function content(streamers: Streamer[]) {
    if (search === '' && streamers.length === 0)
      return (
        <EmptyNote title={t`No streamers yet`}>
          <Trans>Streamers will be listed here once they join.</Trans>
        </EmptyNote>
      )
    if (streamers.length === 0) {
      return (
        <EmptyNote title={t`No streamers found`}>
          <Trans>
            No streamer's username contains “{search}”, and no streamer has it as their email address.
          </Trans>
        </EmptyNote>
      )
    }
    return (
      <SimpleGrid
        component="ul"
        aria-label={t`Streamers`}
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
              onShowCards={() => navigate(paths.streamerCards, { state: { streamerEmailId: streamer._id } })}
            />
          </li>
        ))}
      </SimpleGrid>
    )
  }

  return (
    <PageSection title={t`Streamers`} description={t`Find a streamer and browse their cards.`}>
      <Stack gap="lg">
        <TextInput
          type="search"
          label={t`Search streamers`}
          placeholder={t`Username or email`}
          value={query}
          maxLength={MAX_STREAMER_QUERY_LENGTH}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {shownTotal !== undefined && total > 0 ? countText(shownTotal, total) : ''}
        </Text>
        <QueryState
          query={{ ...shownQuery, data: pages }}
          loading={t`Loading streamers...`}
          error={cardMessages.streamersFailed}
        >
          {(data) => content(data.streamers)}
        </QueryState>
        <LoadMoreButton
          hasNextPage={shownQuery.hasNextPage}
          isFetchingNextPage={shownQuery.isFetchingNextPage}
          fetchNextPage={shownQuery.fetchNextPage}
          failure={cardMessages.streamersFailed}
        />
      </Stack>
    </PageSection>
  )
}
