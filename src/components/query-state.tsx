// One way for every page to show a query's loading, failure and empty states (spec: 'Loading cards...',
// the fetch-failure messages), so the pages only describe what they show once the data is there.
// Those words are mostly the contract's (cardMessages.loadingCards…): they show in the app's language
// (useLabel), as the pages' own already do.
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useLabel } from '../lib/use-label'

/** What RTK Query's hooks return, as far as these states need it. */
export interface QueryLike<Data> {
  data?: Data
  isLoading: boolean
  isError: boolean
  refetch: () => unknown
}

interface QueryStateProps<Data> {
  query: QueryLike<Data>
  /** Shown beside the spinner while nothing has arrived yet. */
  loading: string
  /** Shown when the first fetch failed, with 'Try again'. A refetch that fails keeps the old data. */
  error: string
  /** What to show when the data is there but has nothing to list. */
  empty?: ReactNode
  isEmpty?: (data: Data) => boolean
  children: (data: Data) => ReactNode
}

export function QueryState<Data>({ query, loading, error, empty, isEmpty, children }: QueryStateProps<Data>) {
  const { data, isLoading, isError, refetch } = query
  if (isError && data === undefined) return <LoadError message={error} onRetry={() => void refetch()} />
  if (isLoading || data === undefined) return <LoadingNote label={loading} />
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>
  return <>{children(data)}</>
}

/** A list being fetched: a spinner and the spec's words ('Loading cards...'). */
export function LoadingNote({ label }: { label: string }) {
  const show = useLabel()
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{show(label)}</Text>
      </Group>
    </Center>
  )
}

/** A list that could not be fetched, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const show = useLabel()
  return (
    <Alert color="red" variant="light" title={show(message)} role="alert">
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  )
}
