import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useId } from 'react'
import { ADMIN_PAGE_SIZES, ADMIN_PAGER_MAX_PAGES } from '../../../../contract/constants'
import type { TablePagination } from './table-pagination'

/** Up to ADMIN_PAGER_MAX_PAGES page numbers around the current page. */
export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(ADMIN_PAGER_MAX_PAGES, pageCount)
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1))
  return Array.from({ length: size }, (_, index) => first + index)
}

interface TablePagerProps {
  pagination: TablePagination
  /** Names the pager's navigation landmark, e.g. 'Users pages'. */
  label: string
}

/**
 * 'Showing x to y of z entries', the page size, and Mantine's Pagination: First / Previous / up to
 * five page numbers around the current one (no ellipsis) / Next / Last, each with a spoken name.
 */
export function TablePager({ pagination, label }: TablePagerProps) {
  const { page, pageCount, pageSize, total, from, to, setPage, setPageSize, busy = false } = pagination
  const sizeId = useId()
  const { t } = useLingui()
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          <Trans>
            Showing {from} to {to} of {total} entries
          </Trans>
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            <Trans>Rows per page</Trans>
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={76}
            value={String(pageSize)}
            data={ADMIN_PAGE_SIZES.map(String)}
            onChange={(event) => setPageSize(Number(event.currentTarget.value))}
          />
        </Group>
      </Group>
      <Box component="nav" aria-label={label} aria-busy={busy}>
        <Pagination.Root total={pageCount} value={page} onChange={setPage} size="sm">
          <Group gap={4} wrap="wrap">
            <Pagination.First aria-label={t`First`} />
            <Pagination.Previous aria-label={t`Previous`} />
            {pageWindow(page, pageCount).map((number) => (
              <Pagination.Control
                key={number}
                active={number === page}
                aria-label={t`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => setPage(number)}
              >
                {number}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t`Next`} />
            <Pagination.Last aria-label={t`Last`} />
          </Group>
        </Pagination.Root>
      </Box>
    </Group>
  )
}
