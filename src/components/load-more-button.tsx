import { Trans } from '@lingui/react/macro'
import { Button, Group, Loader } from '@mantine/core'
import { notify } from '../lib/notify'

interface LoadMoreButtonProps {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => { unwrap(): Promise<unknown> }
  /** The toast when a page fails to load (a contract text shows in the app's language: notify). */
  failure: string
}

/** 'Load more' under an RTK infinite query's list; nothing once the last page is in. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  failure,
}: LoadMoreButtonProps) {
  if (!hasNextPage) return null
  return (
    <Group justify="center">
      {/* Not Mantine's `loading`, which disables the button and drops the keyboard focus. */}
      <Button
        variant="light"
        aria-busy={isFetchingNextPage}
        leftSection={isFetchingNextPage ? <Loader size={14} color="currentColor" /> : null}
        onClick={() => {
          if (isFetchingNextPage) return
          fetchNextPage()
            .unwrap()
            .catch(() => notify.error(failure))
        }}
      >
        {isFetchingNextPage ? <Trans>Loading more...</Trans> : <Trans>Load more</Trans>}
      </Button>
    </Group>
  )
}
