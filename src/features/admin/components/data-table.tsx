import { useLingui } from '@lingui/react/macro'
import { Alert, Center, Loader, Paper, Table, Text } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import classes from './data-table.module.css'
import { TablePager } from './table-pager'
import type { TablePagination } from './table-pagination'
import { useClientPagination } from './use-client-pagination'
import { useScrollEdges } from './use-scroll-edges'

export interface Column<Row> {
  /** Unique within the table. */
  key: string
  /** In the app's language (the page's `t`). */
  header: string
  cell: (row: Row) => ReactNode
  /** CSS width of the column, e.g. 120 or '20%'. */
  width?: number | string
  align?: 'left' | 'right' | 'center'
  /** Long text (titles, descriptions) wraps; other cells stay on one line. */
  wrap?: boolean
  /** Keeps the column at the right edge while the table scrolls sideways (the row actions). */
  sticky?: boolean
}

function cellClass<Row>(column: Column<Row>): string {
  return [classes.cell, column.wrap ? classes.wrap : '', column.sticky ? classes.sticky : '']
    .filter(Boolean)
    .join(' ')
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string
  columns: Column<Row>[]
  /** The page's rows when `pagination` is given (the server pages); otherwise the whole, short list. */
  rows: readonly Row[]
  /** The pager of a list the server pages (use-cursor-pagination.ts). */
  pagination?: TablePagination
  /** A stable key for a row; `index` is its position on the page. */
  rowKey: (row: Row, index: number) => string
  loading?: boolean
  /** Shown instead of rows when the call failed. */
  error?: string | null
  emptyText: string
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number
}

/**
 * An admin table with the spec's pager (sizes 5, 10, 25, 50, 100): over a list the
 * server pages (`pagination`), or, for a short bounded list, paged in the browser.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  pagination: serverPagination,
  rowKey,
  loading = false,
  error = null,
  emptyText,
  minWidth = 720,
}: DataTableProps<Row>) {
  const { t } = useLingui()
  const clientPagination = useClientPagination(rows)
  const pagination = serverPagination ?? clientPagination
  const pageRows = serverPagination ? rows : clientPagination.pageRows
  const busy = loading || (serverPagination?.busy ?? false)
  const scroll = useScrollEdges()
  const hintId = useId()
  const scrolls = scroll.edges.before || scroll.edges.after
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {/* A wide table says that it scrolls: a hint above it, and a shadow on each side that hides columns. */}
      {scrolls ? (
        <Text id={hintId} size="xs" c="dimmed" mb="xs">
          {scroll.edges.after
            ? t`Scroll sideways for more columns →`
            : t`← Scroll back for the first columns`}
        </Text>
      ) : null}
      <section
        ref={scroll.ref}
        className={classes.scroller}
        data-more-before={scroll.edges.before || undefined}
        data-more-after={scroll.edges.after || undefined}
        // Reachable by keyboard when it scrolls (then the arrow keys scroll it), described by its hint.
        tabIndex={scrolls ? 0 : undefined}
        aria-label={t`${caption}, table`}
        aria-describedby={scrolls ? hintId : undefined}
      >
        <Table miw={minWidth} highlightOnHover verticalSpacing="sm" aria-label={caption} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  miw={column.width}
                  ta={column.align}
                  scope="col"
                  className={cellClass(column)}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableBody
              columns={columns}
              rows={pageRows}
              rowKey={rowKey}
              loading={busy}
              error={error}
              emptyText={emptyText}
            />
          </Table.Tbody>
        </Table>
      </section>
      <TablePager pagination={pagination} label={t`${caption} pages`} />
    </Paper>
  )
}

function TableBody<Row>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  emptyText,
}: Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'loading' | 'error' | 'emptyText'>) {
  const { t } = useLingui()
  const wide = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length}>{content}</Table.Td>
    </Table.Tr>
  )
  if (loading && rows.length === 0) {
    return wide(
      <Center py="lg" role="status" aria-label={t`Loading`}>
        <Loader size="sm" />
      </Center>,
    )
  }
  if (error) {
    return wide(
      <Alert color="red" variant="light" my="xs">
        {error}
      </Alert>,
    )
  }
  if (rows.length === 0) {
    return wide(
      <Text ta="center" c="dimmed" py="lg">
        {emptyText}
      </Text>,
    )
  }
  return rows.map((row, index) => (
    <Table.Tr key={rowKey(row, index)}>
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align} className={cellClass(column)}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}
